/**
 * How a tour reads in the page's language: a month of departure, the stars, a price in the
 * customer's display currency. A tour is priced in its own currency and the API answers USD beside
 * it: when the customer shows prices in the tour's own currency, its own amount is shown (no round
 * trip through USD), else the USD amount converted as every other price of the site.
 */
import { intlLocaleFor } from "@safar/domain/dates";
import { dateTimeFormat } from "@safar/domain/intl";
import type { Locale } from "@safar/domain/site-config";
import { useCallback } from "react";
import { money, useDisplayCurrency } from "../../lib/format-money";
import { useLocale } from "../../ui/use-locale";

/**
 * "January 2027" of `YYYY-MM`, in the page's language and digits. The filter's months are Gregorian
 * months (the departures' days), so Persian names them in the Gregorian calendar too.
 */
export function monthLabel(month: string, locale: Locale): string {
  const tag = locale === "fa" ? "fa-IR-u-ca-gregory" : intlLocaleFor(locale);
  return dateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** `(own, usd) => text`: a tour's amount in the display currency (see above). */
export function useTourMoney(currency: string): (own: number, usd: number) => string {
  const { locale } = useLocale();
  const shown = useDisplayCurrency();
  return useCallback(
    (own: number, usd: number) =>
      shown.currencyCode === currency
        ? money(own, locale, { ...shown, exchangeRate: 1 })
        : money(usd, locale, shown),
    [currency, locale, shown],
  );
}
