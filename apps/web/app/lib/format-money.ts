/**
 * Amounts in US dollars in the page's digits (Jalali-aware in Persian), remembered per locale.
 * Apart from format.ts only because the domain's money module brings zod, which the root's first
 * load must not carry; every other format lives in format.ts.
 */
import { intlLocaleFor } from "@safar/domain/dates";
import { formatMoney } from "@safar/domain/money";
import type { Locale } from "@safar/domain/site-config";
import { remembered } from "./format";

const USD = { currencyCode: "USD" } as const;

/**
 * "81.00 USD" with a no-break space: the currency never wraps onto a line of its own away from
 * its amount (a narrow card, a price strip on a phone).
 */
export function money(amount: number, locale: Locale): string {
  return remembered(`m|${locale}|${amount}`, () =>
    formatMoney(amount, USD, { locale: intlLocaleFor(locale), jalali: locale === "fa" }).replace(
      " ",
      "\u00a0",
    ),
  );
}
