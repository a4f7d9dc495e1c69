/**
 * The customer wallet (spec §3 wallet transaction, §7 wallet calls, ARCHITECTURE "Money flow").
 * Amounts cross the API as decimal USD; inside they are integer cents (see money.ts).
 */
import Big from "big.js";
import { z } from "zod";
import { calendarDayRange, dateOrInstantSchema } from "./date-range";
import { CurrencyCode } from "./enums";
import { WALLET_TOP_UP_MINIMUM } from "./money";
import { pageNumberSchema, pageSizeSchema } from "./paging";
import { normalizeDigits } from "./text";
import { BookingMessageKey, PaymentMessageKey, UserMessageKey } from "./user-messages";

const B = { ...BookingMessageKey, ...UserMessageKey };

/** Wallet types (spec §9: wallet type Cache, the cash wallet). */
export const WalletType = { Cache: "Cache" } as const;
export type WalletType = (typeof WalletType)[keyof typeof WalletType];
export const walletTypeSchema = z.enum(WalletType, { error: B.WALLET_TYPE_IS_INVALID });

/** Why money moved: each reason has its own operator counter-account in the ledger. */
export const WalletFlowReason = {
  /** Money paid in through a gateway (top-up). */
  TopUp: "TopUp",
  /** An order paid from the wallet. */
  OrderPayment: "OrderPayment",
  /** A paid order's money returned to the wallet (issue failed, refund request). */
  Refund: "Refund",
  /** A gift from the operator. */
  Promotion: "Promotion",
  /** A correction by the operator (and the development funding route). */
  Adjustment: "Adjustment",
} as const;
export type WalletFlowReason = (typeof WalletFlowReason)[keyof typeof WalletFlowReason];
export const walletFlowReasonSchema = z.enum(WalletFlowReason);

/** Direction of a wallet flow as the customer sees it. */
export const WalletFlowType = { Credit: "Credit", Debit: "Debit" } as const;
export type WalletFlowType = (typeof WalletFlowType)[keyof typeof WalletFlowType];

/** `CurrentUserBalance?type=Cache` answer. */
export const walletBalanceSchema = z.object({
  type: walletTypeSchema,
  /** Decimal USD. */
  balance: z.number(),
  currencyCode: z.literal(CurrencyCode.USD),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** Whether a decimal amount is whole cents (checked in decimal, not binary float). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && new Big(value).round(2, Big.roundDown).eq(value);
}

/** A positive decimal USD amount with at most 2 decimals. */
export const moneyAmountSchema = z
  .number({ error: B.AMOUNT_IS_INVALID })
  .positive({ error: B.AMOUNT_IS_INVALID })
  .max(10_000_000, { error: B.AMOUNT_IS_INVALID })
  .refine(hasAtMostTwoDecimals, { error: B.AMOUNT_IS_INVALID });

/**
 * A wallet top-up amount (spec §5, §9): decimal USD, at least WALLET_TOP_UP_MINIMUM (50), whole
 * cents. Below the minimum (zero and negatives included) is WALLET_TOP_UP_BELOW_MINIMUM.
 */
export const walletTopUpAmountSchema = z
  .number({ error: B.AMOUNT_IS_INVALID })
  .min(WALLET_TOP_UP_MINIMUM, { error: PaymentMessageKey.WALLET_TOP_UP_BELOW_MINIMUM })
  .max(10_000_000, { error: B.AMOUNT_IS_INVALID })
  .refine(hasAtMostTwoDecimals, { error: B.AMOUNT_IS_INVALID });

/**
 * What a customer typed as an amount, as a number: Arabic-Indic and Persian digits, the Arabic
 * decimal separator (٫) and thousands separators (٬ ,) accepted; NaN when it is not a plain
 * non-negative decimal.
 */
export function parseAmountInput(text: string): number {
  const plain = normalizeDigits(text.trim())
    .replace(/[\u066C,\s]/g, "")
    .replace(/[\u066B/]/g, ".");
  return /^\d+(?:\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

export const balanceDifferenceRequestSchema = z.object({
  totalPrice: z
    .number({ error: B.AMOUNT_IS_INVALID })
    .min(0, { error: B.AMOUNT_IS_INVALID })
    .max(10_000_000, { error: B.AMOUNT_IS_INVALID })
    .refine(hasAtMostTwoDecimals, { error: B.AMOUNT_IS_INVALID }),
});

/** `CurrentUserBalanceDifference` answer: what the wallet covers of a price and what is left to pay. */
export const balanceDifferenceSchema = z.object({
  totalPrice: z.number(),
  balance: z.number(),
  /** Paid from the wallet: min(balance, totalPrice). */
  walletAmount: z.number(),
  /** Left for a gateway: totalPrice − walletAmount. */
  remainingAmount: z.number(),
  /** The wallet alone pays the whole price. */
  isEnough: z.boolean(),
  currencyCode: z.literal(CurrencyCode.USD),
});
export type BalanceDifference = z.infer<typeof balanceDifferenceSchema>;

export const WALLET_FLOWS_MAX_PAGE_SIZE = 100;
/** The last page a client may ask for (10,000 pages of 100 cover any wallet the export covers). */
export const WALLET_FLOWS_MAX_PAGE = 10_000;
export const WALLET_FLOWS_EXPORT_MAX_ROWS = 10_000;

const dateOrInstant = dateOrInstantSchema;

/**
 * `GetCurrentUserWalletFlows` query (and the Excel export's): page (from 1), pageSize (1..100,
 * default 20), from and to (`YYYY-MM-DD` calendar days in Baghdad, both included, or ISO instants),
 * type (Credit or Debit) and reason. Paging out of bounds is 400 PAGE_IS_INVALID / PAGE_SIZE_IS_INVALID.
 */
export const walletFlowsQuerySchema = z.object({
  page: pageNumberSchema(WALLET_FLOWS_MAX_PAGE),
  pageSize: pageSizeSchema(WALLET_FLOWS_MAX_PAGE_SIZE, 20),
  from: dateOrInstant.optional(),
  to: dateOrInstant.optional(),
  type: z.enum(WalletFlowType, { error: B.WALLET_FLOW_TYPE_IS_INVALID }).optional(),
  reason: z.enum(WalletFlowReason, { error: B.WALLET_FLOW_TYPE_IS_INVALID }).optional(),
});
export type WalletFlowsQuery = z.infer<typeof walletFlowsQuerySchema>;

/** Spec §3 wallet transaction: type, amount, time, description (plus id and reason). */
export const walletFlowSchema = z.object({
  id: z.uuid(),
  type: z.enum(WalletFlowType),
  reason: walletFlowReasonSchema,
  /** Decimal USD, positive; `type` gives the direction. */
  amount: z.number(),
  /** ISO instant (UTC). */
  time: z.string(),
  description: z.string().nullable(),
});
export type WalletFlow = z.infer<typeof walletFlowSchema>;

export const walletFlowsPageSchema = z.object({ items: z.array(walletFlowSchema), total: z.number().int() });
export type WalletFlowsPage = z.infer<typeof walletFlowsPageSchema>;

/**
 * The instants a wallet-flow filter covers (calendar days in Baghdad, both included, or ISO
 * instants): the one rule every date filter uses, `calendarDayRange` in date-range.ts.
 */
export const walletFlowsRange = calendarDayRange;
