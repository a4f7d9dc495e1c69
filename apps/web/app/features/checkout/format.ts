/** Display helpers of the booking pages over the domain's formatters (Baghdad time, Jalali in Persian). */
import { formatDate } from "@safar/domain/dates";
import type { Locale } from "@safar/domain/site-config";

/** A calendar day `YYYY-MM-DD` as the customer reads it (day, month name, year). */
export function displayIsoDate(iso: string, locale: Locale): string {
  return formatDate(`${iso}T12:00:00Z`, locale, { day: "numeric", month: "long", year: "numeric" });
}

/** An instant's time of day in Baghdad, with the day when it is not today. */
export function displayMoment(iso: string, locale: Locale, now = Date.now()): string {
  const sameDay =
    formatDate(iso, locale, { dateStyle: "short" }) === formatDate(now, locale, { dateStyle: "short" });
  return formatDate(
    iso,
    locale,
    sameDay
      ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
      : { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
  );
}

/** The separator of a list in running text: the Arabic comma in Arabic and Persian. */
export function listSeparator(locale: Locale): string {
  return locale === "en" ? ", " : "، ";
}
