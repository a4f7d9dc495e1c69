/**
 * Refund request form (spec §3 Refund request, §5 rules, §9 constants).
 *
 * - reason: required (PL_ENTER_REFUND_REASON).
 * - cancellationPolicyAccepted: must be `true` (PL_ACCEPT_CANCELLATION_POLICY).
 * - name: required (PL_ENTER_YOUR_NAME) and must match the signed-in user's name
 *   (REFUND_NAME_DOES_NOT_MATCH), compared with `namesMatch`: trimmed, whitespace collapsed,
 *   case-insensitive, Unicode NFC, and Arabic/Persian letter variants folded (ي/ی/ى, ك/ک, ة/ه,
 *   أ/إ/آ/ا) so a name typed on the other keyboard still matches. A user without a name on file
 *   matches nothing.
 * - accountNumber: at least 10 digits, digits only (ACCOUNT_NUMBER_IS_INVALID).
 * - iban: exactly 24 digits after removing spaces (IBAN_IS_INVALID; no country prefix).
 * - cardNumber: exactly 16 digits after removing spaces and dashes (CARD_NUMBER_IS_INVALID).
 * The spec requires only reason and agreement; the three bank fields are optional (blank means
 * not given) but checked when filled. Arabic/Persian digits are accepted and stored as ASCII.
 * All keys here are invented (the spec names the rules, not the keys) and listed in
 * `extraMessageKeys`.
 */
import { z } from "zod";
import { localizedTextSchema } from "./localized-text";
import { ExtraMessageKey as X } from "./messages";
import { multiplyCents } from "./money";
import { locales } from "./site-config";
import { collapseWhitespace, normalizeDigits, stripWhitespace } from "./text";
import { RefundMessageKey as R } from "./user-messages";

export const ACCOUNT_NUMBER_MIN_DIGITS = 10;
export const IBAN_DIGITS = 24;
export const CARD_NUMBER_DIGITS = 16;

const ACCOUNT_NUMBER_PATTERN = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_DIGITS},}$`);
const IBAN_PATTERN = new RegExp(`^\\d{${IBAN_DIGITS}}$`);
const CARD_NUMBER_PATTERN = new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`);

export const normalizeAccountNumber = (value: string): string => stripWhitespace(normalizeDigits(value));
export const normalizeIban = (value: string): string => stripWhitespace(normalizeDigits(value));
export const normalizeCardNumber = (value: string): string =>
  stripWhitespace(normalizeDigits(value)).replace(/-/g, "");

export const isValidAccountNumber = (value: string): boolean =>
  ACCOUNT_NUMBER_PATTERN.test(normalizeAccountNumber(value));
export const isValidIban = (value: string): boolean => IBAN_PATTERN.test(normalizeIban(value));
export const isValidCardNumber = (value: string): boolean =>
  CARD_NUMBER_PATTERN.test(normalizeCardNumber(value));

const LETTER_VARIANTS: Record<string, string> = {
  "\u064A": "\u06CC", // Arabic yeh -> Persian yeh
  "\u0649": "\u06CC", // alef maksura -> Persian yeh
  "\u0643": "\u06A9", // Arabic kaf -> Persian keheh
  "\u0629": "\u0647", // teh marbuta -> heh
  "\u0623": "\u0627", // alef with hamza above -> alef
  "\u0625": "\u0627", // alef with hamza below -> alef
  "\u0622": "\u0627", // alef with madda -> alef
};

/** The form two names are compared in. */
export function normalizePersonName(name: string): string {
  return collapseWhitespace(name.normalize("NFC").replace(/\u200C/g, " "))
    .toLowerCase()
    .replace(/[\u064A\u0649\u0643\u0629\u0623\u0625\u0622]/g, (ch) => LETTER_VARIANTS[ch] ?? ch);
}

/** Whether a typed name matches the user's name (see module comment); blank names never match. */
export function namesMatch(typed: string, userName: string): boolean {
  const a = normalizePersonName(typed);
  return a !== "" && a === normalizePersonName(userName);
}

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const bankNumber = (message: string, normalize: (v: string) => string, pattern: RegExp) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .transform(normalize)
      .refine((v) => pattern.test(v), { error: message })
      .optional(),
  );

/** Refund form schema for the signed-in user whose name is `userName`. */
export function refundSchema(userName: string) {
  return z.object({
    reason: z.preprocess(
      (v) => (typeof v === "number" ? String(v) : blankToUndefined(v)),
      z.string({ error: X.PL_ENTER_REFUND_REASON }).transform((v) => v.trim()),
    ),
    name: z.preprocess(
      blankToUndefined,
      z
        .string({ error: X.PL_ENTER_YOUR_NAME })
        .transform(collapseWhitespace)
        .refine((v) => namesMatch(v, userName), { error: X.REFUND_NAME_DOES_NOT_MATCH }),
    ),
    accountNumber: bankNumber(X.ACCOUNT_NUMBER_IS_INVALID, normalizeAccountNumber, ACCOUNT_NUMBER_PATTERN),
    iban: bankNumber(X.IBAN_IS_INVALID, normalizeIban, IBAN_PATTERN),
    cardNumber: bankNumber(X.CARD_NUMBER_IS_INVALID, normalizeCardNumber, CARD_NUMBER_PATTERN),
    cancellationPolicyAccepted: z.literal(true, { error: X.PL_ACCEPT_CANCELLATION_POLICY }),
  });
}

export type RefundRequestForm = z.output<ReturnType<typeof refundSchema>>;

// --- the refund API (spec §3 refund request, §7 Refund) ---------------------------------------------

/** Where the refunded money goes: the customer's wallet, or a bank account, IBAN or card. */
export const RefundDestination = { Wallet: "Wallet", Bank: "Bank" } as const;
export type RefundDestination = (typeof RefundDestination)[keyof typeof RefundDestination];

/**
 * A refund request's status: Requested (waiting for an operator), Approved (a bank payout to make),
 * Refunded (the money is in the wallet or paid out), Rejected (with the reason shown to the customer).
 */
export const RefundRequestStatus = {
  Requested: "Requested",
  Approved: "Approved",
  Refunded: "Refunded",
  Rejected: "Rejected",
} as const;
export type RefundRequestStatus = (typeof RefundRequestStatus)[keyof typeof RefundRequestStatus];

/** Spec §9: the refund result is communicated within 24 hours. */
export const REFUND_DECISION_HOURS = 24;
/** Spec §9: a payment refund reaches the customer within 72 working hours. */
export const REFUND_PAYOUT_WORKING_HOURS = 72;

/** `refund/RefundReason/GetAll`: the reasons a customer picks from, named in the three languages. */
export const refundReasonSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localizedTextSchema,
});
export type RefundReason = z.infer<typeof refundReasonSchema>;

export type CancellationTier = { fromHoursBeforeDeparture: number; penaltyPercent: number };

/**
 * The penalty percent of a fare's cancellation tiers `hoursLeft` hours before departure: the tier
 * with the longest notice that is still met ("cancelled N hours or more before departure"), 0 when
 * the notice is longer than every tier, null after departure (nothing is refunded) or for a fare that
 * is not refundable.
 */
export function penaltyPercentAt(
  tiers: readonly CancellationTier[],
  refundable: boolean,
  hoursLeft: number,
): number | null {
  if (!refundable || hoursLeft < 0) return null;
  const sorted = [...tiers].sort((a, b) => b.fromHoursBeforeDeparture - a.fromHoursBeforeDeparture);
  const tier = sorted.find((t) => t.fromHoursBeforeDeparture <= hoursLeft);
  if (tier) return tier.penaltyPercent;
  return sorted.length === 0 ? 0 : (sorted[sorted.length - 1]?.penaltyPercent ?? 0);
}

/** The penalty in cents of `paidCents` at `percent` (rounded half up), never more than paid. */
export function penaltyCents(paidCents: number, percent: number): number {
  return Math.min(paidCents, Math.max(0, multiplyCents(paidCents, String(percent / 100))));
}

/**
 * Splits `totalCents` over `weights` in proportion (largest remainder), so the parts sum exactly to
 * the total: an order's payable amount (after its discount) over its travellers' fares.
 */
export function splitCents(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? totalCents : 0));
  const exact = weights.map((w) => (totalCents * w) / sum);
  const parts = exact.map(Math.floor);
  let left = totalCents - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** Why an item cannot be refunded now (null when it can). */
export const RefundBlock = {
  NotRefundableFare: "NotRefundableFare",
  Departed: "Departed",
  AlreadyRequested: "AlreadyRequested",
  OrderNotRefundable: "OrderNotRefundable",
} as const;
export type RefundBlock = (typeof RefundBlock)[keyof typeof RefundBlock];

/** One refundable item: a traveller on one flight (segment) of the order. */
export const refundableItemSchema = z.object({
  /** `{proposalId}:{passengerIndex}`. */
  itemId: z.string(),
  proposalId: z.uuid(),
  /** go (outbound) or back (return). */
  direction: z.enum(["go", "back"]),
  passengerIndex: z.number().int(),
  passengerName: z.string(),
  /** Age category (spec §3). */
  passengerType: z.number().int(),
  origin: z.string(),
  destination: z.string(),
  departureTime: z.string(),
  /** What was paid for this item (decimal USD, the order's discount shared out). */
  paidAmount: z.number(),
  /** The fare's penalty now (null when the item cannot be refunded). */
  penaltyPercent: z.number().nullable(),
  penaltyAmount: z.number(),
  refundableAmount: z.number(),
  isRefundable: z.boolean(),
  blockedBy: z.enum(RefundBlock).nullable(),
  /** The request that holds this item (open or done), if any. */
  refundRequestId: z.uuid().nullable(),
  refundStatus: z.enum(RefundRequestStatus).nullable(),
});
export type RefundableItem = z.infer<typeof refundableItemSchema>;

export const refundableItemsSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  items: z.array(refundableItemSchema),
  /** Sum of the refundable amounts of the items that can be refunded now. */
  totalRefundable: z.number(),
  currencyCode: z.literal("USD"),
  /** When these figures were computed (penalties change with the time left before departure). */
  quotedAt: z.string(),
});
export type RefundableItems = z.infer<typeof refundableItemsSchema>;

export const refundableItemsQuerySchema = z.object({ proposalId: z.uuid().optional() });

/**
 * `refund/RefundRequest/Create` body: the order, the items (all refundable ones of the order, or of
 * `proposalId`, when omitted), where the money goes, and the form of spec §5 (refundSchema). The
 * server checks the name against the signed-in customer's.
 */
export const createRefundRequestBaseSchema = z.object({
  orderId: z.uuid(),
  proposalId: z.uuid().optional(),
  itemIds: z.array(z.string().min(1).max(100)).max(18).optional(),
  destination: z.enum(RefundDestination).default(RefundDestination.Wallet),
  description: z.string().trim().max(1000).optional(),
});

/** A refund to a bank needs an account, an IBAN or a card number. */
function bankDetailsRule(
  body: { destination: RefundDestination; accountNumber?: string; iban?: string; cardNumber?: string },
  ctx: z.RefinementCtx,
) {
  if (body.destination === RefundDestination.Bank && !body.accountNumber && !body.iban && !body.cardNumber) {
    ctx.addIssue({ code: "custom", path: ["iban"], message: R.REFUND_BANK_DETAILS_REQUIRED });
  }
}

/** The whole create body for the customer named `userName` (form rules plus the bank rule). */
export function createRefundRequestSchema(userName: string) {
  return createRefundRequestBaseSchema.and(refundSchema(userName)).superRefine(bankDetailsRule);
}

/**
 * `POST back-office/orders/{id}/cancel-and-refund`: the refund form an operator fills for the
 * customer on the phone (the back office's "cancel and refund"): the customer's form without their
 * name (the account's is used), `cancellationPolicyAccepted` meaning the customer accepted the
 * policy read to them, and the language the customer is told in.
 */
export const operatorRefundRequestSchema = createRefundRequestBaseSchema
  .omit({ orderId: true })
  .extend(
    refundSchema("").pick({
      reason: true,
      accountNumber: true,
      iban: true,
      cardNumber: true,
      cancellationPolicyAccepted: true,
    }).shape,
  )
  .extend({ locale: z.enum(locales).default("ar") })
  .superRefine(bankDetailsRule);
export type OperatorRefundRequest = z.input<typeof operatorRefundRequestSchema>;
export type CreateRefundRequest = z.input<ReturnType<typeof createRefundRequestSchema>>;
/** A checked create body (what the service places). */
export type CreateRefundRequestInput = z.output<ReturnType<typeof createRefundRequestSchema>>;

/** A refund request as the customer (and the back office) sees it. */
export const refundRequestSchema = z.object({
  id: z.uuid(),
  requestNumber: z.string(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(RefundRequestStatus),
  destination: z.enum(RefundDestination),
  reason: refundReasonSchema,
  description: z.string().nullable(),
  itemIds: z.array(z.string()),
  paidAmount: z.number(),
  penaltyAmount: z.number(),
  refundAmount: z.number(),
  currencyCode: z.literal("USD"),
  /** Bank details, masked but for the last 4 digits. */
  bankAccount: z.string().nullable(),
  createdAt: z.string(),
  /** When the decision is promised by (created + 24 h, spec §9). */
  decisionDueAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected, or why the penalty was changed; shown to the customer. */
  decisionNote: z.string().nullable(),
  refundedAt: z.string().nullable(),
  payoutReference: z.string().nullable(),
});
export type RefundRequestView = z.infer<typeof refundRequestSchema>;

/** Last four digits shown, the rest as bullets. */
export function maskBankNumber(value: string): string {
  return value.length <= 4 ? value : `${"•".repeat(Math.min(8, value.length - 4))}${value.slice(-4)}`;
}
