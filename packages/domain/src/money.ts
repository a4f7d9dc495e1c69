/**
 * Money (spec §9, ARCHITECTURE "Money").
 *
 * Stored money is integer cents of the base currency (USD); the API exposes decimal numbers in
 * base currency. `toCents` / `fromCents` convert between the two with decimal (not binary float)
 * arithmetic via big.js: `toCents(1.005)` is 101, not 100.
 *
 * Display (`formatMoney`, the spec's amount filter): a non-numeric or negative amount shows as 0;
 * the base amount is multiplied by the currency's exchange rate (1 when the currency has none);
 * IRR is shown in whole rials (rounded half up), IQD rounded UP to the next multiple of 250, every
 * other currency with exactly 2 decimals (half up); thousands separators always. The number is
 * followed by a space and the currency code, except in Jalali (Persian) mode where IRR shows its
 * symbol instead (the currency's `currencySymbol`, "ریال" when it has none). Digits follow the
 * given locale (default en-US: Latin digits, comma separators; pass "ar-EG" or "fa-IR" for
 * Arabic-Indic or Persian digits).
 */
import Big from "big.js";
import type { CurrencyAtRate } from "./currency";
import { CurrencyCode } from "./enum-values";
import { numberFormat } from "./intl";
import { normalizeDigits } from "./text";

export const BASE_CURRENCY: CurrencyCode = CurrencyCode.USD;
export const IQD_ROUNDING_STEP = 250;
export const IRR_DEFAULT_SYMBOL = "ریال";
/** Wallet top-up minimum, in base currency (spec §5, §9). */
export const WALLET_TOP_UP_MINIMUM = 50;

/** The spec §3 Currency fields that display needs. */
export type DisplayCurrency = {
  currencyCode: CurrencyCode | string;
  currencySymbol?: string | null;
  exchangeRate?: number | string | null;
};

export type FormatMoneyOptions = {
  /** BCP 47 locale for digits and separators; default "en-US". */
  locale?: string;
  /** Persian (Jalali) display mode: IRR shows its symbol instead of its code. */
  jalali?: boolean;
};

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** Parses a number or numeric string into a Big, or null when it is not a finite number. */
function toBig(value: unknown): Big | null {
  if (typeof value === "number") return Number.isFinite(value) ? new Big(value) : null;
  if (typeof value !== "string") return null;
  const text = normalizeDigits(value.trim());
  return DECIMAL.test(text) ? new Big(text) : null;
}

function fractionDigits(code: string): number {
  return code === CurrencyCode.IRR || code === CurrencyCode.IQD ? 0 : 2;
}

/**
 * The amount to display in `currency` for `amountInBase` (base currency), rounded per currency.
 * 0 for a non-numeric or negative amount, or an exchange rate that is not a positive number.
 */
export function convertFromBase(amountInBase: unknown, currency: DisplayCurrency): number {
  const amount = toBig(amountInBase);
  if (!amount || amount.lt(0)) return 0;
  const rate = currency.exchangeRate == null ? new Big(1) : toBig(currency.exchangeRate);
  if (!rate || rate.lte(0)) return 0;
  const converted = amount.times(rate);
  switch (currency.currencyCode) {
    case CurrencyCode.IRR:
      return converted.round(0, Big.roundHalfUp).toNumber();
    case CurrencyCode.IQD:
      return converted.div(IQD_ROUNDING_STEP).round(0, Big.roundUp).times(IQD_ROUNDING_STEP).toNumber();
    default:
      return converted.round(2, Big.roundHalfUp).toNumber();
  }
}

/** The label shown after the number: the code, or for IRR in Jalali mode the symbol. */
export function currencyLabel(currency: DisplayCurrency, jalali = false): string {
  if (jalali && currency.currencyCode === CurrencyCode.IRR) {
    return currency.currencySymbol?.trim() || IRR_DEFAULT_SYMBOL;
  }
  return currency.currencyCode;
}

// One options object per number of decimals, so that the shared formatter is found by identity (intl.ts).
const moneyOptions = new Map<number, Intl.NumberFormatOptions>();
function moneyNumberOptions(digits: number): Intl.NumberFormatOptions {
  let options = moneyOptions.get(digits);
  if (!options) {
    options = { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: true };
    moneyOptions.set(digits, options);
  }
  return options;
}

/** Formats a base-currency amount for display in `currency` (see module comment). */
export function formatMoney(
  amountInBase: unknown,
  currency: DisplayCurrency,
  { locale = "en-US", jalali = false }: FormatMoneyOptions = {},
): string {
  const digits = fractionDigits(currency.currencyCode);
  const number = numberFormat(locale, moneyNumberOptions(digits)).format(
    convertFromBase(amountInBase, currency),
  );
  return `${number} ${currencyLabel(currency, jalali)}`;
}

/**
 * Decimal amount (number or numeric string) to integer cents, rounding half away from zero at the
 * third decimal. Throws RangeError for a non-numeric amount or one beyond safe integer cents.
 */
export function toCents(amount: number | string): number {
  const value = toBig(amount);
  if (!value) throw new RangeError(`toCents: not a number: ${String(amount)}`);
  const cents = value.times(100).round(0, Big.roundHalfUp).toNumber();
  if (!Number.isSafeInteger(cents)) throw new RangeError(`toCents: out of range: ${String(amount)}`);
  return cents === 0 ? 0 : cents; // no -0
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not integer cents: ${String(cents)}`);
}

/** Integer cents to a decimal amount (the API's number). Throws RangeError for non-integer cents. */
export function fromCents(cents: number): number {
  assertCents(cents);
  return new Big(cents).div(100).toNumber();
}

/** Integer cents to an exact decimal string with 2 decimals, e.g. 1234 -> "12.34", -5 -> "-0.05". */
export function centsToDecimalString(cents: number): string {
  assertCents(cents);
  return new Big(cents).div(100).toFixed(2);
}

/** Sum of integer cents; throws when any is not an integer or the sum leaves the safe range. */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const cents of values) {
    assertCents(cents);
    total += cents;
  }
  assertCents(total);
  return total;
}

/**
 * Multiplies integer cents by a decimal factor (a markup, a child-fare share, a discount rate) and
 * rounds half away from zero back to integer cents.
 */
export function multiplyCents(cents: number, factor: number | string): number {
  assertCents(cents);
  const f = toBig(factor);
  if (!f) throw new RangeError(`multiplyCents: not a number: ${String(factor)}`);
  const result = new Big(cents).times(f).round(0, Big.roundHalfUp).toNumber();
  assertCents(result);
  return result === 0 ? 0 : result;
}

/** The currency to show an amount of `paidIn` in: its rate when the page shows that currency, else `shown`. */
export function atPaidRate<T extends { currencyCode: string; exchangeRate: number }>(
  shown: T,
  paidIn: CurrencyAtRate | null | undefined,
): T {
  return paidIn && paidIn.currencyCode === shown.currencyCode && paidIn.exchangeRate !== shown.exchangeRate
    ? { ...shown, exchangeRate: paidIn.exchangeRate }
    : shown;
}
