/**
 * Payments (spec §7 `payment/Pay/Create`, `Pay/ById`, `Gateway/Paged`, `wallet/ConfirmOrder`,
 * `flight-reservation/Submit/VerifyFlightOrder/{id}`): the request and response shapes shared by the
 * server and the web client. Amounts are decimal USD on the wire, integer cents in storage.
 */
import { z } from "zod";
import { CurrencyCode } from "./enums";
import { OrderStatus } from "./order-status";
import { PaymentMessageKey } from "./user-messages";
import { walletTopUpAmountSchema } from "./wallet";

/** The spec's default gateway id (§9) and the only wallet type (§7). */
export const DEFAULT_GATEWAY_ID = 1;

export const PaymentStatus = { Pending: "pending", Succeeded: "succeeded", Failed: "failed" } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const paymentStatusSchema = z.enum(PaymentStatus);

/** `GET payment/Gateway/Paged` item: the active gateways first. */
export const paymentGatewaySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  /** The currency the customer is charged in (converted at the storefront's rate). */
  currencyCode: z.string().default("USD"),
});
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;
export const paymentGatewaysPageSchema = z.object({
  items: z.array(paymentGatewaySchema),
  total: z.number(),
});

/**
 * What a payment is for: an order, or money added to the customer's wallet (a top-up, spec §5, §9),
 * which has no order and is credited to the wallet once the gateway confirms it.
 */
export const PaymentPurpose = { Order: "Order", WalletTopUp: "WalletTopUp" } as const;
export type PaymentPurpose = (typeof PaymentPurpose)[keyof typeof PaymentPurpose];

/**
 * `POST payment/Pay/Create` (gatewayId 1, walletType Cache, isMobile plus the caller's fields):
 * either `orderId` (pay that order; `useWallet` lets the balance pay some or all of it) or `amount`
 * (a wallet top-up of that many USD through the gateway, at least WALLET_TOP_UP_MINIMUM; the wallet
 * cannot pay it). Both or neither is PAYMENT_PURPOSE_IS_INVALID.
 */
export const createPaymentRequestSchema = z
  .object({
    orderId: z.uuid().optional(),
    amount: walletTopUpAmountSchema.optional(),
    gatewayId: z.coerce.number().int().positive().default(DEFAULT_GATEWAY_ID),
    walletType: z.literal("Cache").default("Cache"),
    isMobile: z.boolean().default(true),
    useWallet: z.boolean().default(false),
    /** The display currency the customer saw the price in: its rate now is kept with the order once paid. */
    currencyCode: z.enum(CurrencyCode).default(CurrencyCode.USD),
  })
  .superRefine((value, ctx) => {
    if ((value.orderId === undefined) === (value.amount === undefined))
      ctx.addIssue({
        code: "custom",
        path: [value.orderId === undefined ? "amount" : "orderId"],
        message: PaymentMessageKey.PAYMENT_PURPOSE_IS_INVALID,
      });
    else if (value.amount !== undefined && value.useWallet)
      ctx.addIssue({
        code: "custom",
        path: ["useWallet"],
        message: PaymentMessageKey.WALLET_TOP_UP_NOT_FROM_WALLET,
      });
  });
export type CreatePaymentRequest = z.output<typeof createPaymentRequestSchema>;

/** Where to send the customer: a gateway page, or straight to `/gateway-redirect` (paid from the wallet). */
export const createPaymentResponseSchema = z.object({
  paymentId: z.uuid(),
  redirectUrl: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;

/** `GET payment/Pay/ById?id=`: the payment as it stands (a pending one is asked of the gateway again). */
export const paymentSchema = z.object({
  paymentId: z.uuid(),
  purpose: z.enum(PaymentPurpose),
  /** Null for a wallet top-up. */
  orderId: z.uuid().nullable(),
  status: paymentStatusSchema,
  gatewayId: z.number().int().nullable(),
  gatewayCode: z.string(),
  amount: z.number(),
  walletAmount: z.number(),
  gatewayAmount: z.number(),
  currencyCode: z.literal("USD"),
  /** Null for a wallet top-up. */
  orderStatus: z.enum(OrderStatus).nullable(),
  /** A translation key for the customer when the payment failed (PAYMENT_FAILED), else null. */
  message: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET flight-reservation/Submit/VerifyFlightOrder/{id}`: the order and its latest payment. */
export const verifyFlightOrderSchema = z.object({
  orderId: z.uuid(),
  orderStatus: z.enum(OrderStatus),
  isPaid: z.boolean(),
  paymentId: z.uuid().nullable(),
  paymentStatus: paymentStatusSchema.nullable(),
  message: z.string().nullable(),
});
export type VerifyFlightOrder = z.infer<typeof verifyFlightOrderSchema>;

/** The sandbox "bank" → our callback: the decision and an HMAC-SHA256 (hex) over `sandboxSignedText`. */
export const sandboxCallbackSchema = z.object({
  paymentId: z.uuid(),
  reference: z.string().min(1).max(100),
  status: z.enum(["approved", "declined"]),
  amountCents: z.number().int().nonnegative(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;

/** The exact text the sandbox signs: fields joined by `|` in a fixed order. */
export function sandboxSignedText(payload: Omit<SandboxCallback, "signature">): string {
  return [payload.paymentId, payload.reference, payload.status, String(payload.amountCents)].join("|");
}
