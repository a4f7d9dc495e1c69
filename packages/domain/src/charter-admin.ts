/**
 * The operator's charter flights in the back office (issue 13): a flight with its legs, aircraft,
 * seats, fares per age category (decimal USD), baggage, fare class and cancellation rule set; sales
 * opened or closed; seats sold and held shown.
 */
import { z } from "zod";
import { CabinClass } from "./enum-values";
import { cabinClassField } from "./flight-search";
import { pageNumberSchema, pageOf, pageSizeSchema } from "./paging";
import { BackOfficeMessageKey as K } from "./user-messages";

const iata = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, K.CHARTER_AIRPORT_UNKNOWN);
const fare = z
  .number({ message: K.CHARTER_FARE_IS_INVALID })
  .nonnegative(K.CHARTER_FARE_IS_INVALID)
  .max(100_000, K.CHARTER_FARE_IS_INVALID);

const instant = z.iso.datetime({ offset: true, message: K.CHARTER_TIMES_ARE_INVALID });

/** At most this many stops between a charter's origin and its destination (three legs). */
export const CHARTER_MAX_STOPS = 2;

/**
 * A stop on the way (a charter through-flight, the same number and aircraft): the airport, when the
 * flight lands there and when it leaves again. Its legs: origin → each stop in order → destination.
 */
export const charterStopSchema = z.object({
  airport: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, K.CHARTER_STOP_IS_INVALID),
  arrivalAt: z.iso.datetime({ offset: true, message: K.CHARTER_STOP_TIMES_ARE_INVALID }),
  departureAt: z.iso.datetime({ offset: true, message: K.CHARTER_STOP_TIMES_ARE_INVALID }),
});
export type CharterStop = z.output<typeof charterStopSchema>;

/**
 * `POST back-office/charter-flights`: a flight from `origin` (leaving at `departureAt`) to
 * `destination` (landing at `arrivalAt`), direct or by up to two `stops`. Times are instants with
 * their offset, each in order: departure, each stop's landing and leaving, arrival.
 */
export const createCharterFlightSchema = z
  .object({
    airlineCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2}$/, K.CHARTER_FLIGHT_NUMBER_IS_INVALID),
    flightNumber: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, K.CHARTER_FLIGHT_NUMBER_IS_INVALID),
    origin: iata,
    destination: iata,
    departureAt: instant,
    arrivalAt: instant,
    stops: z.array(charterStopSchema).max(CHARTER_MAX_STOPS, K.CHARTER_STOP_IS_INVALID).default([]),
    aircraftCode: z.string().trim().min(1, K.CHARTER_AIRCRAFT_UNKNOWN).max(10, K.CHARTER_AIRCRAFT_UNKNOWN),
    cabinClass: cabinClassField.default(CabinClass.Economy),
    fareClass: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]$/, K.CHARTER_FARE_CLASS_IS_INVALID),
    baggageAmount: z.number().int().min(0).max(99),
    baggageUnit: z.enum(["Kg", "Pc"]),
    seats: z
      .number({ message: K.CHARTER_SEATS_ARE_INVALID })
      .int(K.CHARTER_SEATS_ARE_INVALID)
      .min(1, K.CHARTER_SEATS_ARE_INVALID),
    cancellationRuleSet: z
      .string()
      .trim()
      .min(1, K.CHARTER_RULE_SET_UNKNOWN)
      .max(50, K.CHARTER_RULE_SET_UNKNOWN),
    fares: z.object({
      adult: fare.refine((v) => v > 0, K.CHARTER_FARE_IS_INVALID),
      child: fare,
      infant: fare,
    }),
  })
  .superRefine((value, ctx) => {
    for (const issue of charterRouteIssues(value))
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });

/**
 * The rules across a flight's airports and times (the schema's, and the form's before it sends):
 * two different ends, the arrival after the departure; each stop an airport not visited already,
 * landing after the previous departure and leaving after it lands, before the arrival.
 */
export function charterRouteIssues(value: {
  origin: string;
  destination: string;
  departureAt: string;
  arrivalAt: string;
  stops: readonly CharterStop[];
}): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (value.origin === value.destination)
    issues.push({ path: ["destination"], message: K.CHARTER_AIRPORT_UNKNOWN });
  const departs = Date.parse(value.departureAt);
  const arrives = Date.parse(value.arrivalAt);
  if (arrives <= departs) issues.push({ path: ["arrivalAt"], message: K.CHARTER_TIMES_ARE_INVALID });
  const seen = new Set([value.origin, value.destination]);
  let previous = departs;
  value.stops.forEach((stop, i) => {
    if (seen.has(stop.airport))
      issues.push({ path: ["stops", i, "airport"], message: K.CHARTER_STOP_IS_INVALID });
    seen.add(stop.airport);
    const lands = Date.parse(stop.arrivalAt);
    const leaves = Date.parse(stop.departureAt);
    if (lands <= previous)
      issues.push({ path: ["stops", i, "arrivalAt"], message: K.CHARTER_STOP_TIMES_ARE_INVALID });
    else if (leaves <= lands || leaves >= arrives)
      issues.push({ path: ["stops", i, "departureAt"], message: K.CHARTER_STOP_TIMES_ARE_INVALID });
    previous = Math.max(previous, leaves);
  });
  return issues;
}

/** The legs a flight's body makes, in order: origin → each stop → destination. */
export function charterLegsOf(flight: {
  origin: string;
  destination: string;
  departureAt: string;
  arrivalAt: string;
  stops: readonly CharterStop[];
}): { origin: string; destination: string; departureAt: string; arrivalAt: string }[] {
  const points = [
    { airport: flight.origin, arrivalAt: "", departureAt: flight.departureAt },
    ...flight.stops,
    { airport: flight.destination, arrivalAt: flight.arrivalAt, departureAt: "" },
  ];
  return points.slice(1).map((to, i) => {
    const from = points[i] as (typeof points)[number];
    return {
      origin: from.airport,
      destination: to.airport,
      departureAt: from.departureAt,
      arrivalAt: to.arrivalAt,
    };
  });
}
export type CreateCharterFlight = z.output<typeof createCharterFlightSchema>;

export const charterFlightAdminSchema = z.object({
  id: z.uuid(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** The airports it stops at on the way, in order (none for a direct flight). */
  stops: z.array(z.string()),
  /** The departure's calendar day at the origin. */
  departureDate: z.string(),
  departureAt: z.string(),
  arrivalAt: z.string(),
  aircraftCode: z.string(),
  fareClass: z.string(),
  seatsTotal: z.number().int(),
  seatsSold: z.number().int(),
  seatsHeld: z.number().int(),
  /** Adult fare, decimal USD. */
  adultFare: z.number(),
  isActive: z.boolean(),
});
export type CharterFlightAdmin = z.infer<typeof charterFlightAdminSchema>;
export const charterFlightsPageSchema = pageOf(charterFlightAdminSchema);

/** `GET back-office/charter-flights`: by route and departure days, soonest first. */
export const charterFlightsQuerySchema = z.object({
  origin: z.string().trim().toUpperCase().max(3).optional(),
  destination: z.string().trim().toUpperCase().max(3).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: pageNumberSchema(10_000),
  pageSize: pageSizeSchema(100, 20),
});
export type CharterFlightsQuery = z.infer<typeof charterFlightsQuerySchema>;

/** `POST back-office/charter-flights/{id}/sales`: open or close the flight's sales. */
export const charterSalesSchema = z.object({ open: z.boolean() });

/** What the create form offers: aircraft (with their seats) and cancellation rule sets. */
export const charterReferencesSchema = z.object({
  aircraft: z.array(z.object({ code: z.string(), name: z.string(), seatCount: z.number().int() })),
  ruleSets: z.array(z.string()),
});
export type CharterReferences = z.infer<typeof charterReferencesSchema>;
