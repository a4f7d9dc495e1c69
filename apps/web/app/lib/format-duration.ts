/**
 * Durations of flights, apart from format.ts because their words are in the `flights` translation
 * namespace, which only the pages that show flights load (format.ts is on every page).
 */
import { intlLocaleFor } from "@safar/domain/dates";
import { numberFormat } from "@safar/domain/intl";
import type { Locale } from "@safar/domain/site-config";

/** "2 h 35 min", "55 min", "3 h" in the page's digits: a part that is zero is left out. */
export function duration(
  minutes: number,
  locale: Locale,
  t: (key: string, vars: Record<string, string>) => string,
): string {
  const number = numberFormat(intlLocaleFor(locale));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return t("flights.durationMinutes", { m: number.format(m) });
  if (m === 0) return t("flights.durationHours", { h: number.format(h) });
  return t("flights.duration", { h: number.format(h), m: number.format(m) });
}
