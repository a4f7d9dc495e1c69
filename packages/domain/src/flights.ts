/**
 * Flight catalog shapes (spec §3 "Flight proposal", "Flight details"; §7 "Flight catalog", "Search
 * history"): one definition of each request and response, used by the server to validate and
 * serialize and by the web client to parse.
 *
 * Conventions:
 * - Times are UTC ISO 8601 strings (`2026-05-01T06:30:00.000Z`); the web shows them in Baghdad time.
 * - Money is a decimal number in the base currency USD (the server keeps integer cents).
 * - Calendar dates (departure dates) are `YYYY-MM-DD`, the customer's date at the origin.
 * - Messages are translation keys (`FlightMessageKey`, `ExtraMessageKey` for passenger counts).
 */
import { z } from "zod";
import {
  AgeCategory,
  ageCategorySchema,
  CabinClass,
  FlightScope,
  IdentityDocument,
  identityDocumentSchema,
  ServiceType,
  TripType,
  WeightUnit,
} from "./enums";
import {
  cabinClassField,
  calendarDateSchema,
  flightRouteSchema,
  flightScopeField,
  iataCodeSchema,
  tripTypeField,
} from "./flight-search";
import { MAX_ROUTES, MIN_MULTI_ROUTES } from "./flight-search-rules";
import { localizedTextSchema } from "./localized-text";
import { ExtraMessageKey } from "./messages";
import { passengerCountViolations } from "./passenger-counts";
import { FlightMessageKey as K } from "./user-messages";

// The search box's shapes (limits, a route, quick search, history, clearing) and the three-language
// text, re-exported: `@safar/domain/flights` answers for every flight shape.
export * from "./flight-search";
export { type LocalizedText, localizedTextSchema } from "./localized-text";

const count = (fallback: number) =>
  z
    .number({ error: ExtraMessageKey.PASSENGER_COUNT_IS_INVALID })
    .int({ error: ExtraMessageKey.PASSENGER_COUNT_IS_INVALID })
    .min(0, { error: ExtraMessageKey.PASSENGER_COUNT_IS_INVALID })
    .default(fallback);

/**
 * The search payload of `FlightCatalog/Available`.
 * - OneWay (1): `origin`, `destination`, `departureDates: [date]`.
 * - RoundTrip (2): `origin`, `destination`, `departureDates: [outbound, return]`; the answer holds
 *   outbound proposals (`isReturning: false`, under `requestId`) and returning ones
 *   (`isReturning: true`, under `returningRequestId`), each chosen on its own.
 * - MultiDestination (3): `routes` (2 to 4), each proposal covers every route (one flight group each).
 * `flightScope` may be left out: it is derived from the airports (all in Iraq: domestic). When given it
 * must match them. `requestId` of an earlier search with the same query answers from the cache.
 */
export const availableRequestSchema = z
  .object({
    tripType: tripTypeField.default(TripType.OneWay),
    flightScope: flightScopeField.optional(),
    origin: iataCodeSchema(K.PL_SELECT_ORIGIN).optional(),
    destination: iataCodeSchema(K.PL_SELECT_DESTINATION).optional(),
    departureDates: z.array(calendarDateSchema(K.PL_SELECT_DEPARTURE_DATE)).max(2).optional(),
    routes: z.array(flightRouteSchema).max(MAX_ROUTES, { error: K.TOO_MANY_ROUTES }).optional(),
    adults: count(1),
    children: count(0),
    infants: count(0),
    cabinClass: cabinClassField.default(CabinClass.Economy),
    requestId: z.uuid().optional(),
  })
  .superRefine((request, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (request.tripType === TripType.MultiDestination) {
      const routes = request.routes ?? [];
      if (routes.length < MIN_MULTI_ROUTES) issue(["routes"], K.ROUTES_ARE_REQUIRED);
      routes.forEach((route, index) => {
        if (route.origin === route.destination) {
          issue(["routes", index, "destination"], K.ORIGIN_AND_DESTINATION_ARE_SAME);
        }
        const previous = routes[index - 1];
        if (previous && route.departureDate < previous.departureDate) {
          issue(["routes", index, "departureDate"], K.ROUTE_DATES_OUT_OF_ORDER);
        }
      });
    } else {
      if (!request.origin) issue(["origin"], K.PL_SELECT_ORIGIN);
      if (!request.destination) issue(["destination"], K.PL_SELECT_DESTINATION);
      if (request.origin && request.origin === request.destination) {
        issue(["destination"], K.ORIGIN_AND_DESTINATION_ARE_SAME);
      }
      const dates = request.departureDates ?? [];
      if (!dates[0]) issue(["departureDates", 0], K.PL_SELECT_DEPARTURE_DATE);
      if (request.tripType === TripType.RoundTrip) {
        if (!dates[1]) issue(["departureDates", 1], K.PL_SELECT_RETURN_DATE);
        else if (dates[0] && dates[1] < dates[0])
          issue(["departureDates", 1], K.RETURN_DATE_BEFORE_DEPARTURE);
      }
    }
    const counts = { adults: request.adults, children: request.children, infants: request.infants };
    for (const message of passengerCountViolations(counts)) issue(["passengers"], message);
  });
export type AvailableRequest = z.output<typeof availableRequestSchema>;
export type AvailableRequestInput = z.input<typeof availableRequestSchema>;

export type FlightSlice = { origin: string; destination: string; departureDate: string };

/**
 * The slices of a valid search: `outbound` priced together (one slice, or every route of a
 * multi-destination trip) and, for a round trip, the `returning` slice priced on its own.
 */
export function searchSlices(request: AvailableRequest): {
  outbound: FlightSlice[];
  returning: FlightSlice | null;
} {
  if (request.tripType === TripType.MultiDestination) {
    return { outbound: (request.routes ?? []).map((r) => ({ ...r })), returning: null };
  }
  const origin = request.origin ?? "";
  const destination = request.destination ?? "";
  const [outboundDate = "", returnDate] = request.departureDates ?? [];
  return {
    outbound: [{ origin, destination, departureDate: outboundDate }],
    returning:
      request.tripType === TripType.RoundTrip && returnDate
        ? { origin: destination, destination: origin, departureDate: returnDate }
        : null,
  };
}

/** Every departure date of a search, in order (the spec's "date list"). */
export function searchDates(request: AvailableRequest): string[] {
  const { outbound, returning } = searchSlices(request);
  return [...outbound.map((s) => s.departureDate), ...(returning ? [returning.departureDate] : [])];
}

/** Spec §2, §4: the service type a search belongs to. */
export function flightProductType(scope: FlightScope): ServiceType {
  return scope === FlightScope.DomesticFlight ? ServiceType.DomesticFlight : ServiceType.InternationalFlight;
}

// ─── Responses ──────────────────────────────────────────────────────────────────────────────────

export const baggageSchema = z.object({
  amount: z.number().int().min(0),
  unit: z.enum(WeightUnit),
});
export type Baggage = z.infer<typeof baggageSchema>;

export const flightLegSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  originName: localizedTextSchema,
  destinationName: localizedTextSchema,
  departureTime: z.string(),
  arrivalTime: z.string(),
  flightNumber: z.string(),
  airlineCode: z.string(),
  aircraft: z.string(),
  durationMinutes: z.number().int(),
});
export type FlightLeg = z.infer<typeof flightLegSchema>;

/** One direction or route of a proposal: the flights from `origin` to `destination`. */
export const flightGroupSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  originName: localizedTextSchema,
  destinationName: localizedTextSchema,
  departureTime: z.string(),
  arrivalTime: z.string(),
  marketingAirlineCode: z.string(),
  marketingAirlineName: localizedTextSchema,
  /** The first leg's flight number, e.g. "IA 123". */
  flightNumber: z.string(),
  cabinClass: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  fareClass: z.string(),
  baggage: baggageSchema,
  /** Connections: legs minus one. */
  stops: z.number().int().min(0),
  durationMinutes: z.number().int(),
  flightLegs: z.array(flightLegSchema).min(1),
});
export type FlightGroup = z.infer<typeof flightGroupSchema>;

/** Fare of one age category: `unitPrice` per passenger, `totalPrice` for `count` passengers. */
export const paxPriceSchema = z.object({
  paxType: ageCategorySchema,
  count: z.number().int().min(0),
  unitPrice: z.number(),
  totalPrice: z.number(),
});
export type PaxPrice = z.infer<typeof paxPriceSchema>;

export const FlightKind = { system: "system", charter: "charter" } as const;
export type FlightKind = (typeof FlightKind)[keyof typeof FlightKind];

export const flightProposalSchema = z.object({
  proposalId: z.uuid(),
  requestId: z.uuid(),
  isReturning: z.boolean(),
  isCharter: z.boolean(),
  flightKind: z.enum(FlightKind),
  /** The supplier: "charter", "network", "duffel", or COMBINED_PROVIDER (separate tickets). */
  provider: z.string(),
  /** Remaining seats; 0 is sold out. */
  seat: z.number().int().min(0),
  /** Same flights (legs, times, cabin) give the same hash across suppliers: the duplicate key. */
  hash: z.string(),
  /** Every passenger of the search together, USD. */
  totalPrice: z.number(),
  /** One adult's fare, USD: what the price filter and the calendar compare. */
  adultPrice: z.number(),
  currencyCode: z.literal("USD"),
  totalDurationMinutes: z.number().int(),
  prices: z.array(paxPriceSchema),
  flightGroups: z.array(flightGroupSchema).min(1),
  captchaUrl: z.string().nullable(),
});
export type FlightProposal = z.infer<typeof flightProposalSchema>;

export const supplierStatusSchema = z.object({
  provider: z.string(),
  isReturning: z.boolean(),
  status: z.enum(["ok", "timeout", "error"]),
  proposals: z.number().int(),
  durationMs: z.number().int(),
});
export type SupplierStatus = z.infer<typeof supplierStatusSchema>;

export const availableResponseSchema = z.object({
  requestId: z.uuid(),
  /** Round trip only: the returning proposals' request. */
  returningRequestId: z.uuid().nullable(),
  tripType: tripTypeField,
  flightScope: flightScopeField,
  productType: z.enum(ServiceType),
  isDomesticFlight: z.boolean(),
  /** Outbound (`isReturning: false`) then returning proposals, in the default order. */
  proposals: z.array(flightProposalSchema),
  suppliers: z.array(supplierStatusSchema),
  /** The results stay available this long after the last call that used them (sliding). */
  expiresInSeconds: z.number().int(),
  fromCache: z.boolean(),
});
export type AvailableResponse = z.infer<typeof availableResponseSchema>;

export const proposalRefSchema = z.object({ requestId: z.uuid(), proposalId: z.uuid() });
export type ProposalRef = z.infer<typeof proposalRefSchema>;

/** `FlightDetail`: the chosen proposal (and for a round trip the returning one), re-checked with the supplier. */
export const flightDetailRequestSchema = proposalRefSchema.extend({
  returningRequestId: z.uuid().optional(),
  returningProposalId: z.uuid().optional(),
});
export type FlightDetailRequest = z.infer<typeof flightDetailRequestSchema>;

export const cancellationPenaltySchema = z.object({
  /** The penalty applies from this many hours before departure (up to the next rule). */
  fromHoursBeforeDeparture: z.number().int().min(0),
  penaltyPercent: z.number().min(0).max(100),
});

export const fareRuleSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  airlineCode: z.string(),
  flightNumber: z.string(),
  cabinClass: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  fareClass: z.string(),
  baggage: baggageSchema,
  refundable: z.boolean(),
  changeable: z.boolean(),
  /** Longest notice first; a refund after departure is not possible. */
  cancellationPenalties: z.array(cancellationPenaltySchema),
  provider: z.string(),
});
export type FareRule = z.infer<typeof fareRuleSchema>;

export const routeRuleSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  originName: localizedTextSchema,
  destinationName: localizedTextSchema,
  isInternational: z.boolean(),
  /** Documents a passenger travels with (Passport abroad; NationalCode or Passport at home). */
  documents: z.array(identityDocumentSchema),
  checkInClosesMinutesBeforeDeparture: z.number().int(),
  baggage: baggageSchema,
});
export type RouteRule = z.infer<typeof routeRuleSchema>;

export const flightDetailSchema = z.object({
  proposal: flightProposalSchema,
  returningProposal: flightProposalSchema.nullable(),
  /** The re-checked total differs from the one shown in the results (spec §8 price-change dialog). */
  priceChanged: z.boolean(),
  previousTotalPrice: z.number(),
  /** Outbound plus returning, after the re-check. */
  totalPrice: z.number(),
  /** Every chosen flight still has the seats the search asked for. */
  isAvailable: z.boolean(),
  fareRules: z.array(fareRuleSchema),
});
export type FlightDetail = z.infer<typeof flightDetailSchema>;

export const plpProposalDetailsSchema = z.object({
  proposal: flightProposalSchema,
  fareRules: z.array(fareRuleSchema),
  routeRules: z.array(routeRuleSchema),
});
export type PlpProposalDetails = z.infer<typeof plpProposalDetailsSchema>;

export const productTypeRequestSchema = z.object({ requestId: z.uuid() });
export const productTypeSchema = z.object({
  requestId: z.uuid(),
  returningRequestId: z.uuid().nullable(),
  productType: z.enum(ServiceType),
  flightScope: flightScopeField,
  tripType: tripTypeField,
  isDomesticFlight: z.boolean(),
  isReturning: z.boolean(),
  /** The search as it was asked: enough to rebuild the search box and the results URL. */
  availableRequest: z.object({
    tripType: tripTypeField,
    flightScope: flightScopeField,
    origin: z.string().nullable(),
    destination: z.string().nullable(),
    departureDates: z.array(z.string()),
    routes: z.array(flightRouteSchema),
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
    cabinClass: cabinClassField,
  }),
});
export type ProductTypeInfo = z.infer<typeof productTypeSchema>;

/** The adult fare of a proposal (the spec's "adult price"). */
export function adultUnitPrice(proposal: Pick<FlightProposal, "prices" | "adultPrice">): number {
  return proposal.prices.find((p) => p.paxType === AgeCategory.Adult)?.unitPrice ?? proposal.adultPrice;
}

/** Documents for a route (spec §3 identity documents). */
export function documentsFor(isInternational: boolean): IdentityDocument[] {
  return isInternational
    ? [IdentityDocument.Passport]
    : [IdentityDocument.NationalCode, IdentityDocument.Passport];
}
