/**
 * Tours in the back office (issue 16): what an operator with `tours:manage` types for a tour and for
 * each of its departures, and what they see. Prices are decimal amounts of the tour's currency on
 * the wire (whole minor units), integer minor units in the table. Each bad field is refused by its
 * key (TourMessageKey); the form checks with the same schemas before it sends.
 */
import { z } from "zod";
import { localizedInput, wholeNumber } from "./admin-inputs";
import { isIsoDate } from "./dates";
import { localizedTextSchema } from "./localized-text";
import { addDays } from "./time-zones";
import {
  MAX_TOUR_CAPACITY,
  MAX_TOUR_DAYS,
  MAX_TOUR_PHOTOS,
  TOUR_DEPARTURE_MAX_DAYS_AHEAD,
  TOUR_KINDS,
  tourDaySchema,
  tourDestinationSchema,
  tourPricesSchema,
} from "./tour";
import { BackOfficeMessageKey, TourMessageKey as K } from "./user-messages";

/** The largest price of a place (its minor units fit the table's integer). */
export const MAX_TOUR_PRICE = 20_000_000;
/** Lines of what is (or is not) included. */
export const MAX_TOUR_INCLUSIONS = 30;

const hasWholeMinorUnits = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const amount = (key: string, min: number) =>
  z
    .number({ message: key })
    .min(min, key)
    .max(MAX_TOUR_PRICE, key)
    .refine((value) => hasWholeMinorUnits(value), key);

const inclusions = z
  .array(localizedInput(K.TOUR_INCLUSIONS_ARE_INVALID, 200, true), { message: K.TOUR_INCLUSIONS_ARE_INVALID })
  .max(MAX_TOUR_INCLUSIONS, K.TOUR_INCLUSIONS_ARE_INVALID);

/** One day of the plan as typed (its number is its place in the list). */
const planDayInput = z.object(
  {
    title: localizedInput(K.TOUR_PLAN_IS_INVALID, 120, true),
    description: localizedInput(K.TOUR_PLAN_IS_INVALID, 1000, false).default({ ar: "", fa: "", en: "" }),
  },
  { message: K.TOUR_PLAN_IS_INVALID },
);

/** `POST back-office/tours` and `POST back-office/tours/{id}`: a tour (its departures apart). */
export const tourInputSchema = z
  .object({
    kind: z.enum(TOUR_KINDS, { message: K.TOUR_KIND_IS_INVALID }),
    /** A hotel destination's city code; the server checks it is one. */
    destination: z
      .string({ message: K.TOUR_DESTINATION_IS_INVALID })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, K.TOUR_DESTINATION_IS_INVALID),
    title: localizedInput(K.TOUR_TITLE_IS_INVALID, 120, true),
    description: localizedInput(K.TOUR_DESCRIPTION_IS_INVALID, 2000, true),
    days: wholeNumber(K.TOUR_DAYS_IS_INVALID, 1, MAX_TOUR_DAYS),
    nights: wholeNumber(K.TOUR_NIGHTS_IS_INVALID, 0, MAX_TOUR_DAYS),
    plan: z
      .array(planDayInput, { message: K.TOUR_PLAN_IS_INVALID })
      .max(MAX_TOUR_DAYS, K.TOUR_PLAN_IS_INVALID),
    included: inclusions.default([]),
    excluded: inclusions.default([]),
    hotelStars: wholeNumber(K.TOUR_HOTEL_STARS_ARE_INVALID, 1, 5),
    /** ISO 4217; the server also checks the storefront has a rate for it (USD always). */
    currency: z
      .string({ message: K.TOUR_CURRENCY_IS_INVALID })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, K.TOUR_CURRENCY_IS_INVALID),
    /** Paths the image host answered for this tour's uploads (the server checks they are). */
    photos: z
      .array(z.string({ message: K.TOUR_PHOTOS_ARE_INVALID }), { message: K.TOUR_PHOTOS_ARE_INVALID })
      .max(MAX_TOUR_PHOTOS, K.TOUR_PHOTOS_ARE_INVALID)
      .refine((paths) => new Set(paths).size === paths.length, K.TOUR_PHOTOS_ARE_INVALID)
      .default([]),
    sortOrder: wholeNumber(K.TOUR_SORT_ORDER_IS_INVALID, 0, 999).default(0),
    onSale: z.boolean({ message: BackOfficeMessageKey.ACTIVE_IS_INVALID }).default(true),
  })
  .superRefine((tour, ctx) => {
    for (const issue of tourIssues(tour)) ctx.addIssue({ code: "custom", ...issue });
  });
export type TourInput = z.output<typeof tourInputSchema>;

type Issue = { path: string[]; message: string };

/** The rules across a tour's fields: nights are the days or one fewer; one plan entry per day. */
export function tourIssues(tour: { days: number; nights: number; plan: readonly unknown[] }): Issue[] {
  const issues: Issue[] = [];
  if (tour.nights !== tour.days && tour.nights !== tour.days - 1)
    issues.push({ path: ["nights"], message: K.TOUR_NIGHTS_IS_INVALID });
  if (tour.plan.length !== tour.days) issues.push({ path: ["plan"], message: K.TOUR_PLAN_IS_INVALID });
  return issues;
}

/** `POST back-office/tours/{id}/departures` and `…/departures/{departureId}`: a departure. */
export const tourDepartureInputSchema = z
  .object({
    date: z
      .string({ message: K.TOUR_DEPARTURE_DATE_IS_INVALID })
      .refine(isIsoDate, K.TOUR_DEPARTURE_DATE_IS_INVALID),
    capacity: wholeNumber(K.TOUR_CAPACITY_IS_INVALID, 1, MAX_TOUR_CAPACITY),
    adultPrice: amount(K.TOUR_PRICE_IS_INVALID, 0.01),
    childPrice: amount(K.TOUR_CHILD_PRICE_IS_INVALID, 0),
    infantPrice: amount(K.TOUR_INFANT_PRICE_IS_INVALID, 0),
  })
  .superRefine((departure, ctx) => {
    for (const issue of departurePriceIssues(departure)) ctx.addIssue({ code: "custom", ...issue });
  });
export type TourDepartureInput = z.output<typeof tourDepartureInputSchema>;

/** A child pays at most an adult's price, an infant at most a child's. */
export function departurePriceIssues(prices: {
  adultPrice: number;
  childPrice: number;
  infantPrice: number;
}): Issue[] {
  const issues: Issue[] = [];
  if (prices.childPrice > prices.adultPrice)
    issues.push({ path: ["childPrice"], message: K.TOUR_CHILD_PRICE_IS_INVALID });
  if (prices.infantPrice > prices.childPrice)
    issues.push({ path: ["infantPrice"], message: K.TOUR_INFANT_PRICE_IS_INVALID });
  return issues;
}

/**
 * The clock's rules for a departure (the server's, and the form's with the Baghdad day): it leaves
 * after `today` and at most TOUR_DEPARTURE_MAX_DAYS_AHEAD days ahead; its capacity holds the seats
 * already sold or held.
 */
export function departureIssues(
  departure: { date: string; capacity: number },
  today: string,
  taken = 0,
): Issue[] {
  const issues: Issue[] = [];
  if (departure.date <= today || departure.date > addDays(today, TOUR_DEPARTURE_MAX_DAYS_AHEAD))
    issues.push({ path: ["date"], message: K.TOUR_DEPARTURE_DATE_IS_INVALID });
  if (departure.capacity < taken) issues.push({ path: ["capacity"], message: K.TOUR_CAPACITY_IS_INVALID });
  return issues;
}

/** A departure as the back office sees it: every one, past and full ones too. */
export const tourDepartureAdminSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  returnDate: z.string(),
  capacity: z.number().int(),
  seatsSold: z.number().int(),
  seatsHeld: z.number().int(),
  seatsLeft: z.number().int(),
  prices: tourPricesSchema,
});
export type TourDepartureAdmin = z.infer<typeof tourDepartureAdminSchema>;

/** `GET back-office/tours/{id}`: a tour with every field and every departure. */
export const tourAdminSchema = z.object({
  id: z.uuid(),
  kind: z.enum(TOUR_KINDS),
  destination: z.string(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  days: z.number().int(),
  nights: z.number().int(),
  plan: z.array(tourDaySchema),
  included: z.array(localizedTextSchema),
  excluded: z.array(localizedTextSchema),
  hotelStars: z.number().int(),
  currency: z.string(),
  photos: z.array(z.string()),
  sortOrder: z.number().int(),
  onSale: z.boolean(),
  /** The demo seed's (its texts say so). */
  isDemo: z.boolean(),
  departures: z.array(tourDepartureAdminSchema),
});
export type TourAdmin = z.infer<typeof tourAdminSchema>;

/** `GET back-office/tours`: every tour (on sale or not) in its order, and what a form may choose. */
export const toursAdminSchema = z.object({
  tours: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(TOUR_KINDS),
      title: localizedTextSchema,
      destination: z.string(),
      days: z.number().int(),
      nights: z.number().int(),
      currency: z.string(),
      onSale: z.boolean(),
      isDemo: z.boolean(),
      sortOrder: z.number().int(),
      /** Departures after today, and their seats left in all. */
      departuresAhead: z.number().int(),
      seatsLeftAhead: z.number().int(),
      nextDeparture: z.string().nullable(),
    }),
  ),
  /** The hotel destinations a tour may go to. */
  destinations: z.array(tourDestinationSchema),
  /** USD and the currencies the storefront has a rate for. */
  currencies: z.array(z.string()),
});
export type ToursAdmin = z.infer<typeof toursAdminSchema>;
