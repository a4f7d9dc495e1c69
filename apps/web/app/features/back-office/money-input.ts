/**
 * What finance types as money, checked before anything is sent (the server checks again with the
 * same domain schemas): a wallet adjustment's signed amount (decimal USD; Arabic-Indic or Persian
 * digits, the Arabic decimal separator, a leading minus of any kind for a debit) with its reason,
 * and a display currency's new rate (units for one USD).
 */
import {
  type CreateWalletAdjustment,
  createWalletAdjustmentSchema,
  parseAmountInput,
  type SetCurrencyRate,
  setCurrencyRateSchema,
} from "@safar/domain";
import { type FieldErrors, validate } from "../../lib/form-errors";

type Check<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Minus signs an operator may type: ASCII, the Unicode minus, figure and en dashes. */
const MINUS = /^[-\u2212\u2012\u2013]/;

/** A signed decimal amount as a number: NaN when it is not one. "+" or nothing is a credit. */
export function parseSignedAmount(text: string): number {
  const plain = text.replace(/[\u200e\u200f\u061c]/g, "").trim();
  const negative = MINUS.test(plain);
  const magnitude = parseAmountInput(plain.replace(/^[-+\u2212\u2012\u2013]\s*/, ""));
  return negative ? -magnitude : magnitude;
}

export function checkAdjustment(values: { amount: string; reason: string }): Check<CreateWalletAdjustment> {
  return validate(createWalletAdjustmentSchema, {
    amount: parseSignedAmount(values.amount),
    reason: values.reason,
  });
}

/**
 * What an adjustment of the typed amount will do, before it is sent: applied at once up to
 * `approvalAbove` USD either way, waiting for a second finance operator above it (the server's rule);
 * null while the amount is not a valid one.
 */
export function adjustmentOutcome(amount: string, approvalAbove: number): "applied" | "pending" | null {
  const checked = createWalletAdjustmentSchema.shape.amount.safeParse(parseSignedAmount(amount));
  if (!checked.success) return null;
  return Math.round(Math.abs(checked.data) * 100) > Math.round(approvalAbove * 100) ? "pending" : "applied";
}

export function checkRate(values: { currencyCode: string; exchangeRate: string }): Check<SetCurrencyRate> {
  return validate(setCurrencyRateSchema, {
    currencyCode: values.currencyCode,
    exchangeRate: parseAmountInput(values.exchangeRate),
  });
}
