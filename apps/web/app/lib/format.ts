/**
 * The one formatting module of the web app: numbers, times, dates, durations, lists and localized
 * names, over the domain's formatters (Baghdad time, Jalali in Persian). Money is in
 * format-money.ts only because it brings the domain's money module (and zod) along, which the
 * root's first load (the footer's year) must not carry.
 */
import { formatDate, formatTime, intlLocaleFor } from "@safar/domain/dates";
import { dateTimeFormat, numberFormat as sharedNumberFormat } from "@safar/domain/intl";
import type { LocalizedText } from "@safar/domain/localized-text";
import { type Locale, siteConfig } from "@safar/domain/site-config";
import type { TFunction } from "i18next";

/**
 * The domain's formatters format one value per call; a results list shows the same prices and
 * times again and again, so each answer is kept (per locale) and a filter click formats only what is new.
 */
const memo = new Map<string, string>();
const MAX_MEMO = 20_000;
export function remembered(key: string, make: () => string): string {
  let value = memo.get(key);
  if (value === undefined) {
    if (memo.size > MAX_MEMO) memo.clear();
    value = make();
    memo.set(key, value);
  }
  return value;
}

// Intl formatters are costly to build (ICU data): the domain's shared ones (@safar/domain/intl).
const weekdayFormat = (locale: Locale) =>
  dateTimeFormat(intlLocaleFor(locale), { weekday: "long", timeZone: "UTC" });
const clockFormat = (locale: Locale) =>
  dateTimeFormat(intlLocaleFor(locale), { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
const numberFormat = (locale: Locale) => sharedNumberFormat(intlLocaleFor(locale));

// 2024-01-07 is a Sunday: day d (0 = Sunday … 6 = Saturday) is 2024-01-(7 + d).
function weekdayName(day: number, locale: Locale): string {
  return weekdayFormat(locale).format(new Date(Date.UTC(2024, 0, 7 + day)));
}

function clockTime(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return clockFormat(locale).format(new Date(Date.UTC(2024, 0, 1, h, m)));
}

export type SupportHoursLine = { days: string; hours: string };

/**
 * siteConfig.supportHours (Baghdad time) as display lines, e.g. "Saturday to Thursday" /
 * "9:00 AM – 11:00 PM". Formatted on the server so that the browser's ICU cannot cause a
 * hydration mismatch.
 */
export function formatSupportHours(locale: Locale, t: TFunction): SupportHoursLine[] {
  // The hours are fixed for the process and a catalogue's `t` is one per language
  // (getServerI18n): formatted once per `t` and language (the home's loader asked ICU for them on
  // every render, half a millisecond each). Another catalogue's `t` gets its own lines.
  let byLocale = supportHoursByT.get(t);
  if (!byLocale) {
    byLocale = new Map();
    supportHoursByT.set(t, byLocale);
  }
  let lines = byLocale.get(locale);
  if (!lines) {
    lines = supportHoursLines(locale, t);
    byLocale.set(locale, lines);
  }
  return lines;
}

const supportHoursByT = new WeakMap<TFunction, Map<Locale, SupportHoursLine[]>>();

function supportHoursLines(locale: Locale, t: TFunction): SupportHoursLine[] {
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
  return numberFormat(locale).format(value);
}

/** Hours and minutes in Baghdad time. */
export function clock(iso: string, locale: Locale): string {
  return remembered(`t|${locale}|${iso}`, () => formatTime(iso, locale));
}

/** Minutes after midnight as "06:00" in the page's digits. */
export function minuteOfDay(minutes: number, locale: Locale): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return remembered(`d|${locale}|${minutes}`, () =>
    dateTimeFormat(intlLocaleFor(locale), {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(2024, 0, 1, h, m))),
  );
}

/** A calendar day `YYYY-MM-DD` as the customer reads it (day, month name, year; or as `options` say). */
export function displayIsoDate(
  iso: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" },
): string {
  return formatDate(`${iso}T12:00:00Z`, locale, options);
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

/** An instant's day and time in Baghdad (Jalali in Persian), e.g. a wallet flow's time. */
export function displayDateTime(iso: string, locale: Locale): string {
  return remembered(`dt|${locale}|${iso}`, () =>
    formatDate(iso, locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
  );
}

/** The separator of a list in running text: the Arabic comma in Arabic and Persian. */
export function listSeparator(locale: Locale): string {
  return locale === "en" ? ", " : "، ";
}

/** A localized name in the page's language, else in English. */
export function nameIn(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.en;
}

/** The current year in Baghdad (footer rights notice). */
export function currentYear(now = new Date()): number {
  return Number(dateTimeFormat("en", { year: "numeric", timeZone: siteConfig.timeZone }).format(now));
}
