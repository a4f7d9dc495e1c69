/**
 * Flight orders: the request and response shapes of SubmitFlightOrder, ReserveFlightOrder, the
 * customer's orders and the discount voucher calls (spec §3 order, §4 flow, §7 flight reservation and
 * orders), the passenger form variant chosen by route and nationality, and the voucher arithmetic in
 * integer cents. Money crosses the API as decimal USD.
 */
import { z } from "zod";
import { contactSchema } from "./contact";
import { CountryId, IRAN_COUNTRY_CODE, productChannelSchema } from "./enums";
import { flightProposalSchema } from "./flights";
import { multiplyCents } from "./money";
import { orderStatusSchema } from "./order-status";
import { PASSENGER_VARIANT_REQUIRED_FIELDS, type VariantRequiredField } from "./passenger";

/** `Idempotency-Key` header or body field: 8 to 128 letters, digits, `-`, `_`, `:` or `.`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

const IRAN_REFS = new Set([String(CountryId.Iran), "IR", IRAN_COUNTRY_CODE]);

/** Which passenger form a flight needs: domestic Iraq, international, or an Iranian passenger. */
export type FlightPassengerForm = "domesticIraq" | "international" | "iran";

/**
 * The form a passenger fills, by route and nationality: an Iranian national fills the
 * iranInternational variant (Farsi names; identity by national code or passport); anyone else on an
 * international route fills the national variant (nationality, issuing country, passport number and
 * expiry); on a domestic Iraqi route only the fields every variant requires (names, gender, birth date,
 * age category, and a passport number or national code).
 */
export function flightPassengerForm(isDomestic: boolean, nationalityCountry: unknown): FlightPassengerForm {
  const ref =
    nationalityCountry === undefined || nationalityCountry === null
      ? ""
      : String(nationalityCountry).trim().toUpperCase();
  if (IRAN_REFS.has(ref)) return "iran";
  return isDomestic && (ref === "" || ref === String(CountryId.Iraq) || ref === "IQ" || ref === "IRQ")
    ? "domesticIraq"
    : "international";
}

export function flightPassengerRequiredFields(form: FlightPassengerForm): readonly VariantRequiredField[] {
  if (form === "iran") return PASSENGER_VARIANT_REQUIRED_FIELDS.iranInternational;
  if (form === "international") return PASSENGER_VARIANT_REQUIRED_FIELDS.national;
  return [];
}

const moneyOut = z.number();
const optionalUuid = z.preprocess((v) => (v === "" || v === null ? undefined : v), z.uuid().optional());

export const submitFlightOrderRequestSchema = z.object({
  requestId: z.uuid(),
  proposalId: z.uuid(),
  returningRequestId: optionalUuid,
  returningProposalId: optionalUuid,
  contact: contactSchema(),
  /** Validated by the server with the form of each passenger (route and nationality). */
  passengers: z.array(z.record(z.string(), z.unknown())).min(1).max(9),
  productChannel: productChannelSchema.default(1),
  /** Or the `Idempotency-Key` header. */
  idempotencyKey: z.string().optional(),
  /** The new total the customer accepted after a PRICE_CHANGED answer (decimal USD). */
  acceptedTotalPrice: z.number().nonnegative().optional(),
});
export type SubmitFlightOrderRequest = z.input<typeof submitFlightOrderRequestSchema>;

export const orderIdRequestSchema = z.object({ orderId: z.uuid() });

export const RefundStatus = {
  None: "None",
  /** A refund request is open (waiting for a decision or a bank payout). */
  Requested: "Requested",
  /** Every item of the order was refunded. */
  Refunded: "Refunded",
  /** Some items were refunded, the others are still travelling. */
  PartiallyRefunded: "PartiallyRefunded",
  /** The last request was rejected. */
  Rejected: "Rejected",
  Failed: "Failed",
} as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];
export const refundStatusSchema = z.enum(RefundStatus);

export const flightOrderPassengerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  firstNameFarsi: z.string().nullable(),
  lastNameFarsi: z.string().nullable(),
  genderTitle: z.string(),
  birthDate: z.string(),
  nationalCode: z.string().nullable(),
  nationalityCountry: z.union([z.string(), z.number()]).nullable(),
  passportIssuingCountry: z.union([z.string(), z.number()]).nullable(),
  passportType: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportExpirationDate: z.string().nullable(),
  type: z.number().int(),
});
export type FlightOrderPassenger = z.infer<typeof flightOrderPassengerSchema>;

export const orderSummarySchema = z.object({
  orderId: z.uuid(),
  orderAggregateId: z.uuid(),
  orderNumber: z.string(),
  trackingNumber: z.string(),
  type: z.string(),
  status: orderStatusSchema,
  /** Before the discount. */
  totalAmount: moneyOut,
  discountAmount: moneyOut,
  /** What the customer pays: totalAmount − discountAmount. */
  payableAmount: moneyOut,
  currencyCode: z.literal("USD"),
  registrationTime: z.string(),
  refundStatus: refundStatusSchema,
  refundableAmount: moneyOut,
  productChannel: z.number().int(),
  holdExpiresAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  contact: z.object({ phoneNumber: z.string(), email: z.string().nullable() }),
  discountVoucherCode: z.string().nullable(),
  flightOrder: z.object({
    productChannel: z.number().int(),
    proposal: flightProposalSchema,
    returningProposal: flightProposalSchema.nullable(),
    flightPassengers: z.array(flightOrderPassengerSchema),
  }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const ordersFilterSchema = z.object({
  status: orderStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ordersPageSchema = z.object({
  items: z.array(orderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});

export const applyDiscountVoucherRequestSchema = z.object({
  orderId: z.uuid(),
  code: z.string().trim().min(1).max(64),
  discountVoucherProviderExtraData: z.unknown().optional(),
});

/** A voucher's value: a percent of the order total or a fixed amount, in integer cents. */
export type VoucherValue =
  | { kind: "percent"; percent: number; maxDiscountCents: number | null }
  | { kind: "fixed"; amountCents: number };

/** The discount in cents on a total: never more than the total, never negative. */
export function voucherDiscountCents(value: VoucherValue, totalCents: number): number {
  const raw =
    value.kind === "percent"
      ? Math.min(
          multiplyCents(totalCents, String(value.percent / 100)),
          value.maxDiscountCents ?? Number.MAX_SAFE_INTEGER,
        )
      : value.amountCents;
  return Math.max(0, Math.min(totalCents, raw));
}
