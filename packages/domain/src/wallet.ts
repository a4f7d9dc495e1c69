/**
 * The customer wallet (spec §3 wallet transaction, §7 wallet calls, ARCHITECTURE "Money flow").
 * Amounts cross the API as decimal USD; inside they are integer cents (see money.ts).
 */
import Big from "big.js";
import { z } from "zod";
import { CurrencyCode } from "./enums";
import { BookingMessageKey as B } from "./user-messages";

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
export const WALLET_FLOWS_EXPORT_MAX_ROWS = 10_000;

const dateOrInstant = z
  .string({ error: B.DATE_RANGE_IS_INVALID })
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || !Number.isNaN(Date.parse(value)), {
    error: B.DATE_RANGE_IS_INVALID,
  })
  .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: B.DATE_RANGE_IS_INVALID,
  });

/**
 * `GetCurrentUserWalletFlows` query: page (from 1), pageSize (1..100, default 20), from and to
 * (`YYYY-MM-DD` calendar days in Baghdad, both included, or ISO instants).
 */
export const walletFlowsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(WALLET_FLOWS_MAX_PAGE_SIZE).default(20),
  from: dateOrInstant.optional(),
  to: dateOrInstant.optional(),
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

/** Iraq has kept UTC+3 all year since 2008 (no daylight saving): Baghdad midnight is 21:00 UTC. */
const BAGHDAD_OFFSET = "+03:00";
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instants a wallet-flow filter covers: `from` a calendar day starts at its Baghdad midnight,
 * `to` a calendar day ends at the next Baghdad midnight (the day is included); ISO instants are
 * taken as they are. Null when a value is not a date or `from` is after `to`.
 */
export function walletFlowsRange(query: {
  from?: string | undefined;
  to?: string | undefined;
}): { from?: Date; toExclusive?: Date } | null {
  const range: { from?: Date; toExclusive?: Date } = {};
  if (query.from) {
    const from = new Date(
      CALENDAR_DAY.test(query.from) ? `${query.from}T00:00:00${BAGHDAD_OFFSET}` : query.from,
    );
    if (Number.isNaN(from.getTime())) return null;
    range.from = from;
  }
  if (query.to) {
    let to: Date;
    if (CALENDAR_DAY.test(query.to)) {
      to = new Date(`${query.to}T00:00:00${BAGHDAD_OFFSET}`);
      to.setUTCDate(to.getUTCDate() + 1);
    } else {
      to = new Date(new Date(query.to).getTime() + 1);
    }
    if (Number.isNaN(to.getTime())) return null;
    range.toExclusive = to;
  }
  if (range.from && range.toExclusive && range.from.getTime() >= range.toExclusive.getTime()) return null;
  return range;
}
