/**
 * Tours (issue 16): packages the operator sells (a title and description in the three languages, a
 * destination city, days and nights with a day-by-day plan, what is and is not included, the hotels'
 * class, photos) and their departures (a day, seats, and prices per adult, child and infant in the
 * tour's currency). The storefront lists the tours on sale that still have a departure ahead with
 * seats left, filtered by destination, month and budget per adult; a tour's page shows those
 * departures. There is no supplier: the operator keeps the tours in the back office.
 */
import { z } from "zod";
import { localizedTextSchema } from "./localized-text";
import { addDays, daysBetween } from "./time-zones";
import { TourMessageKey as K } from "./user-messages";
import { visaUsdCents } from "./visa";

/** What kind of trip: a visit to the shrines (the market's first) or a holiday. */
export const TourKind = { Pilgrimage: "Pilgrimage", Leisure: "Leisure" } as const;
export type TourKind = (typeof TourKind)[keyof typeof TourKind];
export const TOUR_KINDS = Object.values(TourKind) as [TourKind, ...TourKind[]];

/** Age bands on the day of departure: an infant is under 2, a child 2 to 11, an adult 12 and over. */
export const TOUR_CHILD_MIN_AGE = 2;
export const TOUR_ADULT_MIN_AGE = 12;

/** The longest tour (days). */
export const MAX_TOUR_DAYS = 30;
/** Photos a tour may have. */
export const MAX_TOUR_PHOTOS = 8;
/** Seats a departure may have. */
export const MAX_TOUR_CAPACITY = 500;
/** How far ahead a departure may be set (days). */
export const TOUR_DEPARTURE_MAX_DAYS_AHEAD = 730;
/** The budget filter's presets per adult, in USD (the web shows them in the display currency). */
export const TOUR_BUDGET_STEPS = [300, 500, 800, 1200, 2000] as const;

const CITY_CODE = /^[A-Z]{3}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A query string's empty value (`?month=`) counts as absent. */
const blankAsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * The list's filters (query strings): a destination city code, a month `YYYY-MM` of departure, the
 * most an adult's place may cost in USD. Each bad one is refused by its key.
 */
export const tourListQuerySchema = z.object({
  destination: z.preprocess(
    blankAsAbsent,
    z
      .string({ message: K.TOUR_DESTINATION_IS_INVALID })
      .trim()
      .toUpperCase()
      .regex(CITY_CODE, K.TOUR_DESTINATION_IS_INVALID)
      .optional(),
  ),
  month: z.preprocess(
    blankAsAbsent,
    z.string({ message: K.TOUR_MONTH_IS_INVALID }).regex(MONTH, K.TOUR_MONTH_IS_INVALID).optional(),
  ),
  maxBudget: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ message: K.TOUR_BUDGET_IS_INVALID })
      .positive(K.TOUR_BUDGET_IS_INVALID)
      .max(1_000_000, K.TOUR_BUDGET_IS_INVALID)
      .optional(),
  ),
});
export type TourListQuery = z.output<typeof tourListQuerySchema>;

/** Prices of one place, in the tour's currency. */
export const tourPricesSchema = z.object({
  adult: z.number(),
  child: z.number(),
  infant: z.number(),
});
export type TourPrices = z.infer<typeof tourPricesSchema>;

/** A departure as the customer sees it: only days ahead with seats left are shown. */
export const tourDepartureSchema = z.object({
  id: z.uuid(),
  /** The day the group leaves, `YYYY-MM-DD`. */
  date: z.string(),
  /** The day it comes back: `date` + the tour's nights. */
  returnDate: z.string(),
  seatsLeft: z.number().int().positive(),
  /** In the tour's currency. */
  prices: tourPricesSchema,
  /** The same in USD at the display rate of now (rounded up to the cent). */
  pricesUsd: tourPricesSchema,
});
export type TourDeparture = z.infer<typeof tourDepartureSchema>;

export const tourDestinationSchema = z.object({
  cityCode: z.string(),
  name: localizedTextSchema,
  country: localizedTextSchema,
});
export type TourDestination = z.infer<typeof tourDestinationSchema>;

/** One day of the plan (day 1 is the day of departure). */
export const tourDaySchema = z.object({
  day: z.number().int().positive(),
  title: localizedTextSchema,
  description: localizedTextSchema,
});
export type TourDay = z.infer<typeof tourDaySchema>;

/** A tour on the list: enough for its card. */
export const tourCardSchema = z.object({
  id: z.uuid(),
  kind: z.enum(TOUR_KINDS),
  title: localizedTextSchema,
  description: localizedTextSchema,
  destination: tourDestinationSchema,
  days: z.number().int().positive(),
  nights: z.number().int().min(0),
  hotelStars: z.number().int().min(1).max(5),
  /** The first photo's path under the image base, or null. */
  photo: z.string().nullable(),
  currency: z.string(),
  /** The lowest adult price among the departures that match the filters, in `currency` and in USD. */
  fromPrice: z.number(),
  fromPriceUsd: z.number(),
  /** The first matching departure's day and seats left. */
  nextDeparture: z.string(),
  nextDepartureSeatsLeft: z.number().int().positive(),
  /** Matching departures. */
  departureCount: z.number().int().positive(),
});
export type TourCard = z.infer<typeof tourCardSchema>;

/** `GET tour/Tour/GetTours`: the matching tours, and what the filters may offer. */
export const tourListSchema = z.object({
  tours: z.array(tourCardSchema),
  /** Every destination with a tour on sale that has a departure ahead (whatever the filters). */
  destinations: z.array(tourDestinationSchema.extend({ tourCount: z.number().int().positive() })),
  /** Every month (`YYYY-MM`) with a departure ahead, in order. */
  months: z.array(z.string()),
});
export type TourList = z.infer<typeof tourListSchema>;

/** `GET tour/Tour/GetTour/{id}`: a tour's page. */
export const tourDetailSchema = tourCardSchema
  .omit({
    photo: true,
    fromPrice: true,
    fromPriceUsd: true,
    nextDeparture: true,
    nextDepartureSeatsLeft: true,
    departureCount: true,
  })
  .extend({
    /** The lowest adult price of the departures below; null when none is left (sold out). */
    fromPrice: z.number().nullable(),
    fromPriceUsd: z.number().nullable(),
    photos: z.array(z.string()),
    plan: z.array(tourDaySchema),
    included: z.array(localizedTextSchema),
    excluded: z.array(localizedTextSchema),
    /** The departures ahead with seats left, soonest first (may be empty: sold out). */
    departures: z.array(tourDepartureSchema),
    /** Age bands the prices follow. */
    childMinAge: z.number().int(),
    adultMinAge: z.number().int(),
  });
export type TourDetail = z.infer<typeof tourDetailSchema>;

/** A departure's facts the rules below need (seats held for a customer who is paying count as taken). */
export interface DepartureSeats {
  date: string;
  capacity: number;
  seatsSold: number;
  seatsHeld: number;
}

export const seatsLeftOf = (d: Pick<DepartureSeats, "capacity" | "seatsSold" | "seatsHeld">) =>
  Math.max(0, d.capacity - d.seatsSold - d.seatsHeld);

/** A departure customers may still book: it leaves after `today` (Baghdad) and has seats left. */
export function isOpenDeparture(departure: DepartureSeats, today: string): boolean {
  return departure.date > today && seatsLeftOf(departure) > 0;
}

/** The day a group that leaves on `date` comes back after `nights`. */
export const returnDateOf = (date: string, nights: number) => addDays(date, nights);

/** `YYYY-MM` of a day. */
export const monthOf = (date: string) => date.slice(0, 7);

/**
 * Whether a departure matches the list's month and budget (`adultUsd` is its adult price in USD).
 * The destination is the tour's, checked apart.
 */
export function departureMatches(
  departure: { date: string; adultUsd: number },
  query: Pick<TourListQuery, "month" | "maxBudget">,
): boolean {
  if (query.month && monthOf(departure.date) !== query.month) return false;
  if (query.maxBudget !== undefined && departure.adultUsd > query.maxBudget) return false;
  return true;
}

/** Days from today to a departure (for "leaves in 3 days"). */
export const daysUntil = (today: string, date: string) => daysBetween(today, date);

/**
 * Minor units (fils, cents) of a tour's currency converted to USD cents at `exchangeRate` units for
 * one USD, rounded up (the customer never pays less than the tour costs the operator): the visas' rule.
 */
export const tourUsdCents = visaUsdCents;
