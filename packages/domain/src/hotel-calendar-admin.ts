/** A contracted room type's calendar (back office): a change over a range of days, its rules, the days. */
import { z } from "zod";
import { wholeNumber } from "./admin-inputs";
import { isCalendarDay } from "./calendar-day";
import { addDays, daysBetween } from "./time-zones";
import { BackOfficeMessageKey as K } from "./user-messages";

/** A calendar change spans at most this many days after its first. */
export const HOTEL_CALENDAR_MAX_SPAN_DAYS = 366;
export const HOTEL_MAX_ALLOTMENT = 500;
export const HOTEL_MAX_MIN_STAY = 30;

const calendarDay = z
  .string({ message: K.HOTEL_CALENDAR_DAYS_ARE_INVALID })
  .trim()
  .refine(isCalendarDay, K.HOTEL_CALENDAR_DAYS_ARE_INVALID);

/** A room's price a night by the number of adults in it (`"1"`…`"4"`), decimal USD above zero. */
export const pricesByAdultsSchema = z
  .partialRecord(
    z.enum(["1", "2", "3", "4"], { message: K.HOTEL_PRICE_IS_INVALID }),
    z
      .number({ message: K.HOTEL_PRICE_IS_INVALID })
      .gt(0, K.HOTEL_PRICE_IS_INVALID)
      .max(100_000, K.HOTEL_PRICE_IS_INVALID),
    { message: K.HOTEL_PRICE_IS_INVALID },
  )
  .refine((prices) => Object.keys(prices).length > 0, {
    message: K.HOTEL_PRICE_IS_INVALID,
    when: (payload) => payload.issues.length === 0,
  });

/**
 * `POST back-office/hotels/{id}/calendar`: one change applied to every day from `from` to `to`
 * (inclusive) of one room type: what is given is set, what is left out stays. A day not opened yet
 * needs the prices of every number of adults the room takes.
 */
export const hotelCalendarChangeSchema = z
  .object({
    roomTypeId: z.uuid({ message: K.HOTEL_ROOM_TYPE_NOT_FOUND }),
    from: calendarDay,
    to: calendarDay,
    allotment: wholeNumber(K.HOTEL_ALLOTMENT_IS_INVALID, 0, HOTEL_MAX_ALLOTMENT).optional(),
    prices: pricesByAdultsSchema.optional(),
    stopSell: z.boolean().optional(),
    minStay: wholeNumber(K.HOTEL_MIN_STAY_IS_INVALID, 1, HOTEL_MAX_MIN_STAY).optional(),
    closedToArrival: z.boolean().optional(),
  })
  .superRefine((change, ctx) => {
    for (const issue of calendarChangeIssues(change)) ctx.addIssue({ code: "custom", ...issue });
  });
export type HotelCalendarChange = z.output<typeof hotelCalendarChangeSchema>;

/**
 * The rules of a calendar change that need no database: `to` not before `from`, at most 366 days
 * apart, something to change; with `today` (the property's calendar day), not in the past.
 */
export function calendarChangeIssues(
  change: {
    from: string;
    to: string;
    allotment?: number | undefined;
    prices?: Record<string, number> | undefined;
    stopSell?: boolean | undefined;
    minStay?: number | undefined;
    closedToArrival?: boolean | undefined;
  },
  today?: string,
): { path: (string | number)[]; message: string }[] {
  if (!isCalendarDay(change.from) || !isCalendarDay(change.to)) return [];
  const issues: { path: (string | number)[]; message: string }[] = [];
  const span = daysBetween(change.from, change.to);
  if (span < 0) issues.push({ path: ["to"], message: K.HOTEL_CALENDAR_DAYS_ARE_INVALID });
  else if (span > HOTEL_CALENDAR_MAX_SPAN_DAYS)
    issues.push({ path: ["to"], message: K.HOTEL_CALENDAR_RANGE_IS_TOO_LONG });
  if (today && change.from < today)
    issues.push({ path: ["from"], message: K.HOTEL_CALENDAR_DAY_IS_IN_THE_PAST });
  const { allotment, prices, stopSell, minStay, closedToArrival } = change;
  if ([allotment, prices, stopSell, minStay, closedToArrival].every((v) => v === undefined))
    issues.push({ path: ["allotment"], message: K.HOTEL_CALENDAR_CHANGE_IS_EMPTY });
  return issues;
}

/** The days of a change, in order. */
export function calendarChangeDays(change: { from: string; to: string }): string[] {
  const span = daysBetween(change.from, change.to);
  return Array.from({ length: Math.max(0, span + 1) }, (_, i) => addDays(change.from, i));
}

/** `GET back-office/hotels/{id}/calendar`: one room type's days from `from` to `to` (at most 62). */
export const hotelCalendarQuerySchema = z
  .object({
    roomTypeId: z.uuid({ message: K.HOTEL_ROOM_TYPE_NOT_FOUND }),
    from: calendarDay,
    to: calendarDay,
  })
  .superRefine((query, ctx) => {
    if (!isCalendarDay(query.from) || !isCalendarDay(query.to)) return;
    const span = daysBetween(query.from, query.to);
    if (span < 0) ctx.addIssue({ code: "custom", path: ["to"], message: K.HOTEL_CALENDAR_DAYS_ARE_INVALID });
    else if (span > 62)
      ctx.addIssue({ code: "custom", path: ["to"], message: K.HOTEL_CALENDAR_RANGE_IS_TOO_LONG });
  });
export type HotelCalendarQuery = z.infer<typeof hotelCalendarQuerySchema>;

/** One day of a room type's calendar (null figures: the day is not open). */
export const hotelCalendarDaySchema = z.object({
  day: z.string(),
  open: z.boolean(),
  allotment: z.number().int(),
  held: z.number().int(),
  sold: z.number().int(),
  stopSell: z.boolean(),
  minStay: z.number().int(),
  closedToArrival: z.boolean(),
  /** Decimal USD by adults (`"1"`…), before a plan's adjustment. */
  prices: z.record(z.string(), z.number()),
});
export type HotelCalendarDay = z.infer<typeof hotelCalendarDaySchema>;
export const hotelCalendarSchema = z.object({
  roomTypeId: z.uuid(),
  from: z.string(),
  to: z.string(),
  days: z.array(hotelCalendarDaySchema),
});
export type HotelCalendar = z.infer<typeof hotelCalendarSchema>;

/** The answer of a calendar change: how many days it changed, and how many it opened. */
export const hotelCalendarChangeResultSchema = z.object({
  changed: z.number().int(),
  opened: z.number().int(),
});
export type HotelCalendarChangeResult = z.infer<typeof hotelCalendarChangeResultSchema>;
