import { calendarDateIn } from "@safar/domain/dates";

/** Today's calendar day in Baghdad, the storefront's day (check-in is today at the earliest). */
export function baghdadToday(now: number = Date.now()): string {
  return calendarDateIn(now) ?? new Date(now + 3 * 3_600_000).toISOString().slice(0, 10);
}
