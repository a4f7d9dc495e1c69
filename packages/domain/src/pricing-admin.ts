/**
 * The back office's money settings (issue 13, "Catalog and money"): the markup rules the flight
 * search prices with, discount vouchers with their limits and usage, and the payment gateways the
 * payment page offers. Each rule refused by its key (BackOfficeMessageKey).
 */
import { z } from "zod";
import { localizedTextSchema } from "./localized-text";
import { BackOfficeMessageKey as K } from "./user-messages";

/** Whole cents of a decimal USD amount, or undefined when it has more than two decimals. */
const hasWholeCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const optionalCode = (pattern: RegExp, message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    z.string({ message }).trim().toUpperCase().regex(pattern, { message }).nullable().default(null),
  );

/** A markup rule as the back office lists it. */
export const markupRuleSchema = z.object({
  id: z.uuid(),
  /** 1 international, 2 domestic; null: any. */
  flightScope: z.union([z.literal(1), z.literal(2)]).nullable(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  airlineCode: z.string().nullable(),
  /** Percent on every fare (3 decimals at most). */
  percent: z.number(),
  /** USD added to each adult and child fare. */
  fixedAmount: z.number(),
  priority: z.number().int(),
  isActive: z.boolean(),
  note: z.string().nullable(),
});
export type MarkupRuleView = z.infer<typeof markupRuleSchema>;

const percentField = z
  .number({ message: K.MARKUP_PERCENT_IS_INVALID })
  .min(0, K.MARKUP_PERCENT_IS_INVALID)
  .max(100, K.MARKUP_PERCENT_IS_INVALID)
  .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, K.MARKUP_PERCENT_IS_INVALID)
  .default(0);
const fixedAmountField = z
  .number({ message: K.MARKUP_AMOUNT_IS_INVALID })
  .min(0, K.MARKUP_AMOUNT_IS_INVALID)
  .max(1000, K.MARKUP_AMOUNT_IS_INVALID)
  .refine(hasWholeCents, K.MARKUP_AMOUNT_IS_INVALID)
  .default(0);
const priorityField = z
  .number({ message: K.MARKUP_PRIORITY_IS_INVALID })
  .int(K.MARKUP_PRIORITY_IS_INVALID)
  .min(-100, K.MARKUP_PRIORITY_IS_INVALID)
  .max(100, K.MARKUP_PRIORITY_IS_INVALID)
  .default(0);

/** What every markup rule adds and how it is kept: flight and hotel rules alike. */
const markupAmounts = {
  percent: percentField,
  fixedAmount: fixedAmountField,
  priority: priorityField,
  isActive: z.boolean().default(true),
  note: z.string().trim().max(200).nullable().default(null),
};

/** A rule that adds nothing is refused on `percent`. */
function refuseEmptyMarkup(rule: { percent: number; fixedAmount: number }, ctx: z.RefinementCtx) {
  if (rule.percent === 0 && rule.fixedAmount === 0)
    ctx.addIssue({ code: "custom", path: ["percent"], message: K.MARKUP_IS_EMPTY });
}

/**
 * `POST back-office/markup-rules` (and `…/{id}` to change one): what the rule matches (any field
 * left empty matches everything) and what it adds: a percent (0–100, 3 decimals) and/or a fixed USD
 * amount per adult and child (0–1,000, whole cents); at least one of them above zero.
 */
export const markupRuleInputSchema = z
  .object({
    flightScope: z
      .union([z.literal(1), z.literal(2)], { message: K.MARKUP_SCOPE_IS_INVALID })
      .nullable()
      .default(null),
    origin: optionalCode(/^[A-Z]{3}$/, K.MARKUP_AIRPORT_IS_INVALID),
    destination: optionalCode(/^[A-Z]{3}$/, K.MARKUP_AIRPORT_IS_INVALID),
    airlineCode: optionalCode(/^[A-Z0-9]{2}$/, K.MARKUP_AIRLINE_IS_INVALID),
    ...markupAmounts,
  })
  .superRefine((rule, ctx) => {
    refuseEmptyMarkup(rule, ctx);
    if (rule.origin && rule.origin === rule.destination)
      ctx.addIssue({ code: "custom", path: ["destination"], message: K.MARKUP_AIRPORT_IS_INVALID });
  });
export type MarkupRuleInput = z.input<typeof markupRuleInputSchema>;
export type MarkupRuleFields = z.output<typeof markupRuleInputSchema>;

/** The hotel suppliers a hotel markup rule can name (the hotels module's adapters). */
export const HOTEL_MARKUP_SUPPLIERS = ["contracts", "hotelbeds"] as const;

/**
 * A hotel markup rule as the back office lists it (issue 14): what it matches (supplier, country,
 * city, stars; null matches every one) and what it adds to a rate paid now: a percent of the stay's
 * price and/or a fixed USD amount per room and night. Rates paid at the hotel are never marked up
 * (the hotel charges its own price there).
 */
export const hotelMarkupRuleSchema = z.object({
  id: z.uuid(),
  supplier: z.enum(HOTEL_MARKUP_SUPPLIERS).nullable(),
  countryCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  stars: z.number().int().nullable(),
  /** Percent of the stay's price (3 decimals at most). */
  percent: z.number(),
  /** USD added per room and night. */
  fixedAmount: z.number(),
  priority: z.number().int(),
  isActive: z.boolean(),
  note: z.string().nullable(),
});
export type HotelMarkupRuleView = z.infer<typeof hotelMarkupRuleSchema>;

/**
 * `POST back-office/hotel-markup-rules` (and `…/{id}` to change one): any matcher left empty
 * matches everything; a percent (0–100, 3 decimals) and/or a fixed USD amount per room and night
 * (0–1,000, whole cents), at least one above zero.
 */
export const hotelMarkupRuleInputSchema = z
  .object({
    supplier: z.preprocess(
      (v) => (v === "" ? null : v),
      z.enum(HOTEL_MARKUP_SUPPLIERS, { message: K.MARKUP_SUPPLIER_IS_INVALID }).nullable().default(null),
    ),
    countryCode: optionalCode(/^[A-Z]{2}$/, K.MARKUP_COUNTRY_IS_INVALID),
    cityCode: optionalCode(/^[A-Z]{3}$/, K.MARKUP_CITY_IS_INVALID),
    stars: z.preprocess(
      (v) => (v === "" ? null : v),
      z
        .number({ message: K.MARKUP_STARS_IS_INVALID })
        .int(K.MARKUP_STARS_IS_INVALID)
        .min(1, K.MARKUP_STARS_IS_INVALID)
        .max(5, K.MARKUP_STARS_IS_INVALID)
        .nullable()
        .default(null),
    ),
    ...markupAmounts,
  })
  .superRefine(refuseEmptyMarkup);
export type HotelMarkupRuleInput = z.input<typeof hotelMarkupRuleInputSchema>;
export type HotelMarkupRuleFields = z.output<typeof hotelMarkupRuleInputSchema>;

export const VoucherKind = { Percent: "percent", Fixed: "fixed" } as const;
export type VoucherKind = (typeof VoucherKind)[keyof typeof VoucherKind];

/** A discount voucher as the back office lists it, with its usage. */
export const voucherSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(VoucherKind),
  /** Whole percent (kind percent). */
  percent: z.number().int().nullable(),
  /** The most a percent voucher takes off, USD (null: no cap). */
  maxDiscount: z.number().nullable(),
  /** The discount of a fixed voucher, USD. */
  amount: z.number().nullable(),
  minimumOrder: z.number(),
  expiresAt: z.string().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  /** Redemptions in force (applied on orders, not released). */
  usedCount: z.number().int(),
  isActive: z.boolean(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type VoucherView = z.infer<typeof voucherSchema>;

const usd = (message: string) =>
  z.number({ message }).positive(message).max(100_000, message).refine(hasWholeCents, message);
const limit = z
  .number({ message: K.VOUCHER_LIMIT_IS_INVALID })
  .int(K.VOUCHER_LIMIT_IS_INVALID)
  .min(1, K.VOUCHER_LIMIT_IS_INVALID)
  .max(1_000_000, K.VOUCHER_LIMIT_IS_INVALID)
  .nullable()
  .default(null);

/**
 * `POST back-office/vouchers`: a code (3 to 32 letters, digits and dashes, kept upper-case, unique:
 * 409 VOUCHER_CODE_EXISTS), a percent (1–100, optionally capped) or a fixed USD amount, the smallest
 * order it applies to, when it ends (a future instant) and its limits per customer and in all.
 */
export const createVoucherSchema = z
  .object({
    code: z
      .string({ message: K.VOUCHER_CODE_IS_INVALID })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,30}[A-Z0-9]$/, K.VOUCHER_CODE_IS_INVALID),
    kind: z.enum(VoucherKind, { message: K.VOUCHER_KIND_IS_INVALID }),
    percent: z
      .number({ message: K.VOUCHER_PERCENT_IS_INVALID })
      .int(K.VOUCHER_PERCENT_IS_INVALID)
      .min(1, K.VOUCHER_PERCENT_IS_INVALID)
      .max(100, K.VOUCHER_PERCENT_IS_INVALID)
      .nullable()
      .default(null),
    maxDiscount: usd(K.VOUCHER_AMOUNT_IS_INVALID).nullable().default(null),
    amount: usd(K.VOUCHER_AMOUNT_IS_INVALID).nullable().default(null),
    minimumOrder: z
      .number({ message: K.VOUCHER_AMOUNT_IS_INVALID })
      .min(0, K.VOUCHER_AMOUNT_IS_INVALID)
      .max(100_000, K.VOUCHER_AMOUNT_IS_INVALID)
      .refine(hasWholeCents, K.VOUCHER_AMOUNT_IS_INVALID)
      .default(0),
    expiresAt: z.iso
      .datetime({ offset: true, message: K.VOUCHER_EXPIRY_IS_INVALID })
      .nullable()
      .default(null),
    perCustomerLimit: limit,
    totalLimit: limit,
    description: z.string().trim().max(200).nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === VoucherKind.Percent && v.percent === null)
      ctx.addIssue({ code: "custom", path: ["percent"], message: K.VOUCHER_PERCENT_IS_INVALID });
    if (v.kind === VoucherKind.Fixed && v.amount === null)
      ctx.addIssue({ code: "custom", path: ["amount"], message: K.VOUCHER_AMOUNT_IS_INVALID });
  });
export type CreateVoucher = z.input<typeof createVoucherSchema>;
export type CreateVoucherFields = z.output<typeof createVoucherSchema>;

/** `POST back-office/vouchers/{id}/active` and `…/payment-gateways/{id}`'s switch. */
export const activeSchema = z.object({ isActive: z.boolean({ message: K.ACTIVE_IS_INVALID }) });

/** A payment gateway as the back office lists it. */
export const paymentGatewayAdminSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localizedTextSchema,
  /** Offered on the payment page now. */
  isActive: z.boolean(),
  /** Whether this server has the gateway's credentials (an unconfigured one cannot be offered). */
  configured: z.boolean(),
  /** The payment page's order among the active ones (smaller first). */
  sort: z.number().int(),
});
export type PaymentGatewayAdmin = z.infer<typeof paymentGatewayAdminSchema>;

/** `POST back-office/payment-gateways/{id}`: offer it or not, and its place in the list. */
export const updatePaymentGatewaySchema = z.object({
  isActive: z.boolean({ message: K.ACTIVE_IS_INVALID }),
  sort: z
    .number({ message: K.GATEWAY_SORT_IS_INVALID })
    .int(K.GATEWAY_SORT_IS_INVALID)
    .min(0, K.GATEWAY_SORT_IS_INVALID)
    .max(100, K.GATEWAY_SORT_IS_INVALID),
});
export type UpdatePaymentGateway = z.infer<typeof updatePaymentGatewaySchema>;
