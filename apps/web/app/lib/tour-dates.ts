/** How a tour departure's days read (the tour page, the booking, my trips). */
import type { Locale } from "@safar/domain/site-config";
import { displayIsoDate } from "./format";

/** "Mon 30 November – 4 December 2026": the day a departure leaves and the day it comes back. */
export function departureDates(departure: { date: string; returnDate: string }, locale: Locale): string {
  return `${displayIsoDate(departure.date, locale, { weekday: "short", day: "numeric", month: "long" })} – ${displayIsoDate(departure.returnDate, locale, { day: "numeric", month: "long", year: "numeric" })}`;
}
