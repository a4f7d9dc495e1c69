/**
 * A filter's date range (my trips, wallet flows): `from` and `to` as `YYYY-MM-DD` calendar days in
 * Baghdad, both included, or ISO instants taken as they are. One rule for every list that filters
 * by dates, so the wallet's flows and the customer's orders agree on what "from 1 March to
 * 3 March" covers.
 */
import { z } from "zod";
import { CALENDAR_DAY, isCalendarDay } from "./calendar-day";
import { BookingMessageKey } from "./user-messages";

/** Iraq has kept UTC+3 all year since 2008 (no daylight saving): Baghdad midnight is 21:00 UTC. */
const BAGHDAD_OFFSET = "+03:00";

/** A calendar day (`YYYY-MM-DD`, a real date) or an ISO instant; else DATE_RANGE_IS_INVALID. */
export const dateOrInstantSchema = z
  .string({ error: BookingMessageKey.DATE_RANGE_IS_INVALID })
  .trim()
  .refine((value) => CALENDAR_DAY.test(value) || !Number.isNaN(Date.parse(value)), {
    error: BookingMessageKey.DATE_RANGE_IS_INVALID,
  })
  .refine((value) => !CALENDAR_DAY.test(value) || isCalendarDay(value), {
    error: BookingMessageKey.DATE_RANGE_IS_INVALID,
  });

export type DateRange = { from?: Date; toExclusive?: Date };

/**
 * The instants a date filter covers: `from` a calendar day starts at its Baghdad midnight, `to` a
 * calendar day ends at the next Baghdad midnight (the day is included); ISO instants are taken as
 * they are (`to` included). Null when a value is not a date or `from` is after `to`.
 */
export function calendarDayRange(query: {
  from?: string | undefined;
  to?: string | undefined;
}): DateRange | null {
  const range: DateRange = {};
  if (query.from) {
    const from = new Date(
      CALENDAR_DAY.test(query.from) ? `${query.from}T00:00:00${BAGHDAD_OFFSET}` : query.from,
    );
    if (Number.isNaN(from.getTime())) return null;
    range.from = from;
  }
  if (query.to) {
    let to: Date;
    if (CALENDAR_DAY.test(query.to)) {
      to = new Date(`${query.to}T00:00:00${BAGHDAD_OFFSET}`);
      to.setUTCDate(to.getUTCDate() + 1);
    } else {
      to = new Date(new Date(query.to).getTime() + 1);
    }
    if (Number.isNaN(to.getTime())) return null;
    range.toExclusive = to;
  }
  if (range.from && range.toExclusive && range.from.getTime() >= range.toExclusive.getTime()) return null;
  return range;
}
