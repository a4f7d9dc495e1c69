/**
 * The flight search box's shapes (spec §3 "Shared state", §4; §7 quick search, calendars, search
 * history): the limits of a search, a route, clearing the search, and the small answers the home
 * page and the search box read. Split from flights.ts (the catalog's requests and proposals) so that
 * a page with only the search box evaluates a dozen schemas, not the catalog's hundred.
 */
import { z } from "zod";
import { isIsoDate } from "./dates";
import { CabinClass } from "./enums";
import { localizedTextSchema } from "./localized-text";
import { FlightMessageKey as K } from "./user-messages";

export const iataCodeSchema = (missing: string = K.IATA_CODE_IS_INVALID) =>
  z
    .string({ error: missing })
    .trim()
    .toUpperCase()
    .min(1, { error: missing })
    .regex(/^[A-Z]{3}$/, { error: K.IATA_CODE_IS_INVALID });

export const calendarDateSchema = (missing: string = K.DATE_IS_INVALID) =>
  z.string({ error: missing }).min(1, { error: missing }).refine(isIsoDate, { error: K.DATE_IS_INVALID });

/** Enumerations with this API's message keys. */
export const tripTypeField = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: K.TRIP_TYPE_IS_INVALID,
});
export const cabinClassField = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: K.CABIN_CLASS_IS_INVALID,
});
export const flightScopeField = z.union([z.literal(1), z.literal(2)], { error: K.FLIGHT_SCOPE_IS_INVALID });
/** One origin-destination-date of a multi-destination search. */
export const flightRouteSchema = z.object({
  origin: iataCodeSchema(K.PL_SELECT_ORIGIN),
  destination: iataCodeSchema(K.PL_SELECT_DESTINATION),
  departureDate: calendarDateSchema(K.PL_SELECT_DEPARTURE_DATE),
});
export type FlightRoute = z.infer<typeof flightRouteSchema>;

// ─── Calendar, quick search ─────────────────────────────────────────────────────────────────────

export const CALENDAR_MAX_DAYS = 62;
export const PLP_CALENDAR_MAX_RANGE = 7;

/** `HomePageCalendar`: the cheapest adult fare of each day from `fromDate` (default today) for `days` days. */
export const homePageCalendarRequestSchema = z.object({
  origin: iataCodeSchema(K.PL_SELECT_ORIGIN),
  destination: iataCodeSchema(K.PL_SELECT_DESTINATION),
  fromDate: calendarDateSchema().optional(),
  days: z.number().int().min(1).max(CALENDAR_MAX_DAYS).default(30),
  cabinClass: cabinClassField.default(CabinClass.Economy),
});
export type HomePageCalendarRequest = z.output<typeof homePageCalendarRequestSchema>;

/** `PlpCalendar`: the cheapest adult fare of each day `range` days either side of `departureDate`. */
export const plpCalendarRequestSchema = z.object({
  origin: iataCodeSchema(K.PL_SELECT_ORIGIN),
  destination: iataCodeSchema(K.PL_SELECT_DESTINATION),
  departureDate: calendarDateSchema(K.PL_SELECT_DEPARTURE_DATE),
  range: z.number().int().min(1).max(PLP_CALENDAR_MAX_RANGE).default(3),
  cabinClass: cabinClassField.default(CabinClass.Economy),
});
export type PlpCalendarRequest = z.output<typeof plpCalendarRequestSchema>;

export const calendarDaySchema = z.object({
  date: z.string(),
  /** Cheapest one-adult fare of the day in USD, null when nothing flies or all is sold out. */
  lowestPrice: z.number().nullable(),
  /** The requested day (PlpCalendar). */
  isSelected: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const quickSearchRequestSchema = z.object({ flightScope: flightScopeField.optional() }).nullish();
export const quickSearchInfoSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  originName: localizedTextSchema,
  destinationName: localizedTextSchema,
  flightScope: flightScopeField,
  /** Cheapest one-adult fare in the next 30 days, USD; null when none. */
  lowestPrice: z.number().nullable(),
  /** The day of that fare. */
  departureDate: z.string().nullable(),
});
export type QuickSearchInfo = z.infer<typeof quickSearchInfoSchema>;
export const quickSearchListSchema = z.array(quickSearchInfoSchema);

// ─── Search history ─────────────────────────────────────────────────────────────────────────────

export const flightSearchHistorySchema = z.object({
  id: z.uuid(),
  tripType: tripTypeField,
  flightScope: flightScopeField,
  origin: z.string(),
  destination: z.string(),
  originName: localizedTextSchema,
  destinationName: localizedTextSchema,
  departureDates: z.array(z.string()),
  routes: z.array(flightRouteSchema),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  cabinClass: cabinClassField,
  searchedAt: z.string(),
});
export type FlightSearchHistory = z.infer<typeof flightSearchHistorySchema>;

export const deActiveSearchHistoryRequestSchema = z.object({ id: z.uuid() });
