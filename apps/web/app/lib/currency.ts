/**
 * The display currency the customer chose (spec §3 Currency, §9 default USD): remembered in a plain
 * `currency` cookie for a year, like the language, so the server renders prices in it too.
 */
import { cookieValue, serializePreferenceCookie } from "./locale";

export const CURRENCY_COOKIE = "currency";
export const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const currencyCodes = ["USD", "IQD", "AED", "IRR"] as const;
export type DisplayCurrencyCode = (typeof currencyCodes)[number];
export const DEFAULT_CURRENCY: DisplayCurrencyCode = "USD";

/** What the pages need of a currency: its code, symbol and rate (units for one USD). */
export type ShownCurrency = {
  currencyCode: DisplayCurrencyCode;
  currencySymbol: string;
  exchangeRate: number;
};
export const USD: ShownCurrency = { currencyCode: "USD", currencySymbol: "$", exchangeRate: 1 };

export function isCurrencyCode(value: unknown): value is DisplayCurrencyCode {
  return typeof value === "string" && (currencyCodes as readonly string[]).includes(value);
}

/** The `currency` cookie of a Cookie header; undefined when absent or unknown. */
export function readCurrencyCookie(cookieHeader: string | null): DisplayCurrencyCode | undefined {
  const value = cookieValue(cookieHeader, CURRENCY_COOKIE);
  return isCurrencyCode(value) ? value : undefined;
}

export function serializeCurrencyCookie(code: DisplayCurrencyCode, secure: boolean): string {
  return serializePreferenceCookie(CURRENCY_COOKIE, code, CURRENCY_COOKIE_MAX_AGE, secure);
}
