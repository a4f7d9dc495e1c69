/**
 * Amounts (held in US dollars) in the customer's display currency and the page's digits
 * (Jalali-aware in Persian), remembered per locale and currency.
 * Apart from format.ts only because the domain's money module brings zod, which the root's first
 * load must not carry; every other format lives in format.ts.
 */

import type { CurrencyAtRate } from "@safar/domain/currency";
import { intlLocaleFor } from "@safar/domain/dates";
import { atPaidRate, formatMoney } from "@safar/domain/money";
import { defaultLocale, type Locale } from "@safar/domain/site-config";
import { createContext, useCallback, useContext } from "react";
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

/**
 * The currency and rate an order was paid at, for everything shown inside one order's page (its
 * price, payments, timeline and refund form): `useMoney()` below keeps that rate.
 */
export const PaidCurrencyContext = createContext<CurrencyAtRate | null>(null);

/**
 * `money` bound to the page's locale and display currency: `const money = useMoney()`. An order's
 * amounts (`paidIn`: `order.paidCurrency`, or the PaidCurrencyContext around an order's page) keep the
 * rate they were paid at while the page shows the currency they were paid in.
 */
export function useMoney(paidIn?: CurrencyAtRate | null): (amount: number) => string {
  const paidOnPage = useContext(PaidCurrencyContext);
  const paidAt = paidIn === undefined ? paidOnPage : paidIn;
  const data = useRouteLoaderData("root") as RootData;
  const locale = data?.locale ?? defaultLocale;
  const shown = data?.currency ?? USD;
  const paidCode = paidAt?.currencyCode;
  const paidRate = paidAt?.exchangeRate;
  return useCallback(
    (amount: number) => {
      const paid = paidCode && paidRate ? { currencyCode: paidCode, exchangeRate: paidRate } : null;
      return money(amount, locale, atPaidRate(shown, paid));
    },
    [locale, shown, paidCode, paidRate],
  );
}
