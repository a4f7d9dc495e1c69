/**
 * The operator's charter flights in the back office (issue 13): a flight with its leg, aircraft,
 * seats, fares per age category (decimal USD), baggage, fare class and cancellation rule set; sales
 * opened or closed; seats sold and held shown.
 */
import { z } from "zod";
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

/** `POST back-office/charter-flights`: one direct flight. Times are instants with their offset. */
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
    departureAt: z.iso.datetime({ offset: true, message: K.CHARTER_TIMES_ARE_INVALID }),
    arrivalAt: z.iso.datetime({ offset: true, message: K.CHARTER_TIMES_ARE_INVALID }),
    aircraftCode: z.string().trim().min(1, K.CHARTER_AIRCRAFT_UNKNOWN).max(10, K.CHARTER_AIRCRAFT_UNKNOWN),
    cabinClass: z.number().int().min(1).max(4).default(1),
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
    if (value.origin === value.destination)
      ctx.addIssue({ code: "custom", path: ["destination"], message: K.CHARTER_AIRPORT_UNKNOWN });
    if (Date.parse(value.arrivalAt) <= Date.parse(value.departureAt))
      ctx.addIssue({ code: "custom", path: ["arrivalAt"], message: K.CHARTER_TIMES_ARE_INVALID });
  });
export type CreateCharterFlight = z.output<typeof createCharterFlightSchema>;

export const charterFlightAdminSchema = z.object({
  id: z.uuid(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
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
