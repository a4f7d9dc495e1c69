/** Display helpers of the results page over the domain's formatters (Baghdad time, USD). */
import { formatTime, intlLocaleFor } from "@safar/domain/dates";
import type { LocalizedText } from "@safar/domain/flights";
import { formatMoney } from "@safar/domain/money";
import type { Locale } from "@safar/domain/site-config";

const USD = { currencyCode: "USD" } as const;

/**
 * The domain's formatters build an Intl formatter per call; a results list shows the same prices and
 * times again and again, so each answer is kept (per locale) and a filter click formats only what is new.
 */
const memo = new Map<string, string>();
const MAX_MEMO = 20_000;
function remembered(key: string, make: () => string): string {
  let value = memo.get(key);
  if (value === undefined) {
    if (memo.size > MAX_MEMO) memo.clear();
    value = make();
    memo.set(key, value);
  }
  return value;
}

export function money(amount: number, locale: Locale): string {
  return remembered(`m|${locale}|${amount}`, () =>
    formatMoney(amount, USD, { locale: intlLocaleFor(locale), jalali: locale === "fa" }),
  );
}

/** Hours and minutes in Baghdad time. */
export function clock(iso: string, locale: Locale): string {
  return remembered(`t|${locale}|${iso}`, () => formatTime(iso, locale));
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();
function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleFor(locale));
    numberFormats.set(locale, format);
  }
  return format;
}

export function nameIn(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.en;
}

/** "2 h 35 m" in the page's digits. */
export function duration(
  minutes: number,
  locale: Locale,
  t: (key: string, vars: Record<string, string>) => string,
): string {
  const number = numberFormat(locale);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return t("flights.duration", { h: number.format(h), m: number.format(m) });
}

export function count(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/** Minutes after midnight as "06:00" in the page's digits. */
export function minuteOfDay(minutes: number, locale: Locale): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return remembered(`d|${locale}|${minutes}`, () =>
    new Intl.DateTimeFormat(intlLocaleFor(locale), {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(2024, 0, 1, h, m))),
  );
}
