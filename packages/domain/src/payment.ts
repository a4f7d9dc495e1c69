/**
 * Payments (spec §7 `payment/Pay/Create`, `Pay/ById`, `Gateway/Paged`, `wallet/ConfirmOrder`,
 * `flight-reservation/Submit/VerifyFlightOrder/{id}`): the request and response shapes shared by the
 * server and the web client. Amounts are decimal USD on the wire, integer cents in storage.
 */
import { z } from "zod";
import { OrderStatus } from "./order-status";

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

/** `POST payment/Pay/Create` (gatewayId 1, walletType Cache, isMobile plus the caller's fields). */
export const createPaymentRequestSchema = z.object({
  orderId: z.uuid(),
  gatewayId: z.coerce.number().int().positive().default(DEFAULT_GATEWAY_ID),
  walletType: z.literal("Cache").default("Cache"),
  isMobile: z.boolean().default(true),
  useWallet: z.boolean().default(false),
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
  orderId: z.uuid(),
  status: paymentStatusSchema,
  gatewayId: z.number().int().nullable(),
  gatewayCode: z.string(),
  amount: z.number(),
  walletAmount: z.number(),
  gatewayAmount: z.number(),
  currencyCode: z.literal("USD"),
  orderStatus: z.enum(OrderStatus),
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
