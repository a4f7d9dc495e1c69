import { intlLocaleFor } from "@safar/domain/dates";
import { type Locale, siteConfig } from "@safar/domain/site-config";
import type { TFunction } from "i18next";

// 2024-01-07 is a Sunday: day d (0 = Sunday … 6 = Saturday) is 2024-01-(7 + d).
function weekdayName(day: number, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocaleFor(locale), { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 7 + day)),
  );
}

function clockTime(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(intlLocaleFor(locale), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2024, 0, 1, h, m)));
}

export type SupportHoursLine = { days: string; hours: string };

/**
 * siteConfig.supportHours (Baghdad time) as display lines, e.g. "Saturday to Thursday" /
 * "9:00 AM – 11:00 PM". Formatted on the server so that the browser's ICU cannot cause a
 * hydration mismatch.
 */
export function formatSupportHours(locale: Locale, t: TFunction): SupportHoursLine[] {
  return siteConfig.supportHours.map((slot) => {
    const first = slot.days[0];
    const last = slot.days[slot.days.length - 1];
    const days =
      first === undefined || last === undefined
        ? ""
        : first === last
          ? weekdayName(first, locale)
          : t("days.range", { from: weekdayName(first, locale), to: weekdayName(last, locale) });
    return {
      days,
      hours: t("hours.range", { from: clockTime(slot.opens, locale), to: clockTime(slot.closes, locale) }),
    };
  });
}

/** A number in the locale's digits (ar-EG: Arabic-Indic, fa: Persian digits). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocaleFor(locale)).format(value);
}

/** The current year in Baghdad (footer rights notice). */
export function currentYear(now = new Date()): number {
  return Number(
    new Intl.DateTimeFormat("en", { year: "numeric", timeZone: siteConfig.timeZone }).format(now),
  );
}
