/**
 * Amounts (held in US dollars) in the customer's display currency and the page's digits
 * (Jalali-aware in Persian), remembered per locale and currency.
 * Apart from format.ts only because the domain's money module brings zod, which the root's first
 * load must not carry; every other format lives in format.ts.
 */
import { intlLocaleFor } from "@safar/domain/dates";
import { formatMoney } from "@safar/domain/money";
import { defaultLocale, type Locale } from "@safar/domain/site-config";
import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import { type ShownCurrency, USD } from "./currency";
import { remembered } from "./format";

/**
 * "81.00 USD" with a no-break space: the currency never wraps onto a line of its own away from
 * its amount (a narrow card, a price strip on a phone). `amount` is in USD; `currency` is the one to
 * show it in (spec §9: IRR whole, IQD rounded up to 250, others 2 decimals; the IRR symbol in fa).
 */
export function money(amount: number, locale: Locale, currency: ShownCurrency = USD): string {
  return remembered(`m|${locale}|${currency.currencyCode}|${currency.exchangeRate}|${amount}`, () =>
    formatMoney(amount, currency, { locale: intlLocaleFor(locale), jalali: locale === "fa" }).replace(
      " ",
      "\u00a0",
    ),
  );
}

type RootData = { currency?: ShownCurrency; locale?: Locale } | undefined;

/** The page's display currency (the root loader's), USD before it is known. */
export function useDisplayCurrency(): ShownCurrency {
  return (useRouteLoaderData("root") as RootData)?.currency ?? USD;
}

/** `money` bound to the page's locale and display currency: `const money = useMoney()`. */
export function useMoney(): (amount: number) => string {
  const data = useRouteLoaderData("root") as RootData;
  const locale = data?.locale ?? defaultLocale;
  const currency = data?.currency ?? USD;
  return useCallback((amount: number) => money(amount, locale, currency), [locale, currency]);
}
