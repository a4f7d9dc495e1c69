/**
 * Date display and parsing helpers (spec §9: dates default to the Arabic locale and the Baghdad time
 * zone; Jalali supported). Display goes through Intl: Arabic is ar-EG, Persian is fa-IR with the
 * persian (Jalali) calendar, English is en-GB. Instants are always shown in Asia/Baghdad (UTC+3, no
 * daylight saving) unless the caller passes another `timeZone`.
 */
import { isValid, parseISO } from "date-fns";
import { dateTimeFormat } from "./intl";

export const BAGHDAD_TIME_ZONE = "Asia/Baghdad";

export type DateLocale = "ar" | "fa" | "en";

const INTL_LOCALE: Record<DateLocale, string> = {
  ar: "ar-EG",
  fa: "fa-IR-u-ca-persian",
  en: "en-GB",
};

/** The BCP 47 tag Intl is given for a UI locale. */
export function intlLocaleFor(locale: DateLocale): string {
  return INTL_LOCALE[locale];
}

export type DateInput = Date | string | number;

function toDate(date: DateInput): Date {
  return date instanceof Date ? date : new Date(date);
}

const DEFAULT_DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };

/**
 * Formats an instant for display, in the Baghdad time zone by default. `options` are
 * Intl.DateTimeFormat options; when none are given the date is shown as day, month name, year.
 * Returns "" for an invalid date rather than throwing (display code should not crash on bad data).
 */
export function formatDate(
  date: DateInput,
  locale: DateLocale = "ar",
  options: Intl.DateTimeFormatOptions = DEFAULT_DATE_OPTIONS,
): string {
  const value = toDate(date);
  if (Number.isNaN(value.getTime())) return "";
  return dateTimeFormat(intlLocaleFor(locale), inBaghdad(options)).format(value);
}

// The options with Baghdad's zone, one object per options object, so that the shared formatter
// is found by identity (intl.ts) when the caller passes a constant.
const withBaghdadZone = new WeakMap<Intl.DateTimeFormatOptions, Intl.DateTimeFormatOptions>();
function inBaghdad(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  let zoned = withBaghdadZone.get(options);
  if (!zoned) {
    zoned = { timeZone: BAGHDAD_TIME_ZONE, ...options };
    withBaghdadZone.set(options, zoned);
  }
  return zoned;
}

const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/** Hours and minutes (24-hour clock) in the Baghdad time zone. */
export function formatTime(date: DateInput, locale: DateLocale = "ar"): string {
  return formatDate(date, locale, TIME_OPTIONS);
}

/**
 * The Gregorian calendar date (`YYYY-MM-DD`) of an instant in a time zone (Baghdad by default):
 * the "today" or "travel date" of a customer in Iraq. Returns null for an invalid date.
 */
export function calendarDateIn(date: DateInput, timeZone: string = BAGHDAD_TIME_ZONE): string | null {
  const value = toDate(date);
  const time = value.getTime();
  if (Number.isNaN(time)) return null;
  // Baghdad's date by arithmetic where the zone is a fixed UTC+3: the page's first Intl formatter
  // costs some 40 ms of a phone's main thread (ICU's start), and the home page needs only this.
  if (timeZone === BAGHDAD_TIME_ZONE && time >= BAGHDAD_FIXED_FROM && time < BAGHDAD_FIXED_UNTIL)
    return new Date(time + BAGHDAD_OFFSET_MS).toISOString().slice(0, 10);
  const parts = dateTimeFormat("en-US-u-ca-gregory-nu-latn", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/**
 * Asia/Baghdad has kept UTC+3 without daylight saving since its last change on 1 October 2007 at
 * 03:00 local standard time (00:00 UTC; IANA tzdata, Rule Iraq 1991–2007). Up to year 9999, where
 * toISOString keeps its four-digit year.
 */
const BAGHDAD_FIXED_FROM = Date.UTC(2007, 9, 1);
const BAGHDAD_FIXED_UNTIL = Date.UTC(9999, 0, 1);
const BAGHDAD_OFFSET_MS = 3 * 3_600_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parses a calendar date. A string must be exactly `YYYY-MM-DD` (Gregorian) and a real day
 * (2023-02-30 is rejected); it becomes local midnight of that day, which is what date-fns'
 * calendar arithmetic expects. A valid Date is returned as is. Anything else gives null.
 */
export function parseIsoDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value !== "string" || !ISO_DATE.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** True when `value` is a `YYYY-MM-DD` string naming a real Gregorian day. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === "string" && parseIsoDate(value) !== null;
}
