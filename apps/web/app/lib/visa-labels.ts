/**
 * How a visa reads in the page's language (issue 15): an amount in the product's own currency, a
 * product's label from its type, stay and entries, a processing time. Shared by the visa pages,
 * the application and confirm pages, the visa payment page and my trips.
 */
import { intlLocaleFor } from "@safar/domain/dates";
import { formatMoney } from "@safar/domain/money";
import type { Locale } from "@safar/domain/site-config";
import type { VisaEntry, VisaStayUnit, VisaType } from "@safar/domain/visa-rules";
import { counted } from "./counted";
import { formatNumber } from "./format";

type T = (key: string, vars?: Record<string, unknown>) => string;

/** An amount in its own currency: AED as dirham (spec §9), others as "45.00 USD", in the page's digits. */
export function visaAmount(amount: number, currency: string, locale: Locale, t: T): string {
  if (currency === "AED") return t("common.dirham", { amount: formatNumber(amount, locale) });
  return formatMoney(
    amount,
    { currencyCode: currency },
    { locale: intlLocaleFor(locale), jalali: locale === "fa" },
  ).replace(" ", "\u00a0");
}

/** "30-day tourist visa, single entry" from the product's type, stay and entries. */
export function productLabel(
  product: { type: VisaType; stay: number; stayUnit: VisaStayUnit; entry: VisaEntry },
  locale: Locale,
  t: T,
): string {
  const stay = counted(
    t,
    product.stayUnit === "Hours" ? "visas.count.hours" : "visas.count.days",
    product.stay,
    locale,
  );
  return t("visas.product.label", {
    type: t(`visas.type.${product.type}`),
    stay,
    entry: t(`visas.entry.${product.entry}`),
  });
}

/** "3 working days" for a processing. */
export function processingTime(days: number, locale: Locale, t: T): string {
  return counted(t, "visas.count.workingDays", days, locale);
}
