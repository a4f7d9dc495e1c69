/**
 * A hotel stay in words, wherever it shows (the hotel pages, the guest page, the confirm and result
 * pages, the hotel order's page in my trips, the back office): the property's own clock ("14:00" in
 * the page's digits), a stay's day (Jalali in Persian), who sleeps in a room ("2 adults, 1 child
 * (7 years)") and each room with its lead guest (those in words of the booking namespace:
 * stay-rooms.ts, so that the hotel pages need not load it).
 */
import type { Locale } from "@safar/domain/site-config";
import { displayIsoDate, minuteOfDay } from "./format";

/** The stay's days as the results write them: "Tue 9 December" (Jalali in Persian). */
export const STAY_DAY: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "long" };

/** "14:00" (the hotel's own wall clock, `HH:MM`) in the page's digits. */
export function hotelClock(hhmm: string, locale: Locale): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return minuteOfDay(h * 60 + m, locale);
}

/** A calendar day `YYYY-MM-DD` of a stay, e.g. "Sun, 27 December 2026" (Jalali in Persian). */
export function stayDay(day: string, locale: Locale): string {
  return displayIsoDate(day, locale, { weekday: "short", day: "numeric", month: "long", year: "numeric" });
}
