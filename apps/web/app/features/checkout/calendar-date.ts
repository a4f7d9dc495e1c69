/**
 * Day, month and year of a date in the customer's calendar: Gregorian in Arabic and English, Jalali
 * in Persian (spec §3 birthDateFa, passportExpirationDateFa). The value kept and sent is always the
 * Gregorian `YYYY-MM-DD`.
 */
import { intlLocaleFor } from "@safar/domain/dates";
import type { Locale } from "@safar/domain/site-config";
import {
  getDate as jalaliDate,
  getDaysInMonth as jalaliDaysInMonth,
  getMonth as jalaliMonth,
  newDate as jalaliNewDate,
  getYear as jalaliYear,
} from "date-fns-jalali";

export type CalendarKind = "gregorian" | "jalali";
export type DateParts = { year: number; month: number; day: number };

export function calendarOf(locale: Locale): CalendarKind {
  return locale === "fa" ? "jalali" : "gregorian";
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** The parts of a Gregorian `YYYY-MM-DD` in `calendar`, or null when it is not a real date. */
export function isoToParts(iso: string, calendar: CalendarKind): DateParts | null {
  const match = ISO.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day, 12);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  if (calendar === "gregorian") return { year, month, day };
  return { year: jalaliYear(date), month: jalaliMonth(date) + 1, day: jalaliDate(date) };
}

/** Days in a month of `calendar`. */
export function daysInMonth(year: number, month: number, calendar: CalendarKind): number {
  if (calendar === "gregorian") return new Date(year, month, 0, 12).getDate();
  return jalaliDaysInMonth(jalaliNewDate(year, month - 1, 1, 12));
}

/** The Gregorian `YYYY-MM-DD` of parts in `calendar`, or null when the day does not exist. */
export function partsToIso(parts: DateParts, calendar: CalendarKind): string | null {
  const { year, month, day } = parts;
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month, calendar)) return null;
  const date =
    calendar === "gregorian" ? new Date(year, month - 1, day, 12) : jalaliNewDate(year, month - 1, day, 12);
  if (Number.isNaN(date.getTime())) return null;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The year in `calendar` of a Gregorian year's middle (for year ranges). */
export function yearIn(gregorianYear: number, calendar: CalendarKind): number {
  if (calendar === "gregorian") return gregorianYear;
  return jalaliYear(new Date(gregorianYear, 6, 1, 12));
}

/** The month names of `calendar` in the page's language (Jalali month names in Persian). */
export function monthNames(locale: Locale, year: number, calendar: CalendarKind): string[] {
  const format = new Intl.DateTimeFormat(intlLocaleFor(locale), { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => {
    const local = calendar === "gregorian" ? new Date(year, i, 15, 12) : jalaliNewDate(year, i, 15, 12);
    const noonUtc = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), 12));
    return format.format(noonUtc);
  });
}
