/**
 * SafarMarket, the Iranian flight search site that sends customers to partner agencies (spec §1
 * reseller-marketplace integration, §5 e-mail optional, §7 the SafarMarket calls; decision 020).
 *
 * - The customer lands with `safarmarketId` and SafarMarket's search (`safarMarketSearchSchema`);
 *   `availableRequestOfSafarMarket` turns that search into ours.
 * - SafarMarket counts the customer's progress with pixel steps: 2 when a fare is selected, 3 before
 *   the bank redirect (with the booking), 4 after a successful payment, 5 after a failed one. Each
 *   step is a GET of `{pixel base}/{step}/` with the query `pixelQueryOf` builds (the parameter names
 *   of SafarMarket's public partner integrations: smId, pnr, fliNo, typ, pri, adu, chi, inf, from, to,
 *   dep, ret, nam, pho, ema, rFTyp, rPnr, rFliNo, bck).
 */
import { z } from "zod";
import { AgeCategory, CabinClass, TripType } from "./enums";
import type { OrderDetail } from "./flight-order";
import {
  type AvailableRequestInput,
  calendarDateSchema,
  type FlightGroup,
  type FlightProposal,
  iataCodeSchema,
} from "./flights";
import { MessageKey as K } from "./messages";
import {
  SAFARMARKET_COOKIE,
  SAFARMARKET_COOKIE_DAYS,
  SAFARMARKET_ID_PATTERN,
  SAFARMARKET_RESELLER,
  SafarMarketStep,
  withoutEmptyStrings,
} from "./safarmarket-rules";

export {
  SAFARMARKET_COOKIE,
  SAFARMARKET_COOKIE_DAYS,
  SAFARMARKET_RESELLER,
  SafarMarketStep,
  withoutEmptyStrings,
};

/** SafarMarket's ids: letters, digits, `-` and `_`, at most 100 characters. */
export const safarMarketIdSchema = z
  .string()
  .trim()
  .regex(SAFARMARKET_ID_PATTERN, { error: K.SAFARMARKET_ID_IS_INVALID });

export const safarMarketStepSchema = z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
  error: K.SAFARMARKET_STEP_IS_INVALID,
});

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const iata = iataCodeSchema();
const isoDate = calendarDateSchema();
const paxCount = z.coerce.number().int().min(0).max(9);

/**
 * SafarMarket's search as it arrives on our landing URL (`/safarmarket?safarmarketId=…&from=THR&to=MHD
 * &dep=2026-12-10&ret=…&adu=1&chi=0&inf=0&cabin=1`): the names of its pixel parameters; the longer
 * names (origin, destination, departureDate, returnDate, adults, children, infants) are read too.
 */
export const safarMarketSearchSchema = z
  .object({
    safarmarketId: safarMarketIdSchema,
    from: iata,
    to: iata,
    dep: isoDate,
    ret: optional(isoDate),
    adu: paxCount.default(1),
    chi: paxCount.default(0),
    inf: paxCount.default(0),
    cabin: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
      .default(CabinClass.Economy),
  })
  .loose();
export type SafarMarketSearch = z.output<typeof safarMarketSearchSchema>;

const ALIASES: Record<string, string> = {
  origin: "from",
  destination: "to",
  departureDate: "dep",
  returnDate: "ret",
  adults: "adu",
  children: "chi",
  infants: "inf",
  cabinClass: "cabin",
};

/** The landing URL's query as the schema reads it (the long names mapped to the short ones). */
export function safarMarketSearchInput(
  params: URLSearchParams | Record<string, unknown>,
): Record<string, unknown> {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const name = ALIASES[key] ?? key;
    if (out[name] === undefined || out[name] === "") out[name] = value;
  }
  return out;
}

/** Our search (FlightCatalog/Available) of SafarMarket's: one way, or a round trip with `ret`. */
export function availableRequestOfSafarMarket(search: SafarMarketSearch): AvailableRequestInput {
  return {
    tripType: search.ret ? TripType.RoundTrip : TripType.OneWay,
    origin: search.from,
    destination: search.to,
    departureDates: search.ret ? [search.dep, search.ret] : [search.dep],
    adults: search.adu,
    children: search.chi,
    infants: search.inf,
    cabinClass: search.cabin,
  };
}

/** GetAvailableRequest: SafarMarket's search (its landing query's values). */
export const safarMarketAvailableRequestSchema = safarMarketSearchSchema;

/** GetAvailableRequest's answer: our search (its scope known) and its results. */
export const safarMarketAvailableResponseSchema = z.object({
  safarmarketId: z.string(),
  availableRequest: z.object({
    tripType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    flightScope: z.union([z.literal(1), z.literal(2)]),
    origin: z.string(),
    destination: z.string(),
    departureDates: z.array(z.string()),
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
    cabinClass: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
  requestId: z.uuid(),
  returningRequestId: z.uuid().nullable(),
});
export type SafarMarketAvailableResponse = z.infer<typeof safarMarketAvailableResponseSchema>;

const dropEmpty = (value: unknown): unknown => (value === "" || value === null ? undefined : value);

/** GetSafarMarketRequestByProposalId: the selected fare (empty strings are dropped). */
export const safarMarketByProposalRequestSchema = z.object({
  requestId: z.uuid(),
  proposalId: z.uuid(),
  returningRequestId: z.preprocess(dropEmpty, z.uuid().optional()),
  returningProposalId: z.preprocess(dropEmpty, z.uuid().optional()),
});
export type SafarMarketByProposalRequest = z.output<typeof safarMarketByProposalRequestSchema>;

export const safarMarketByOrderRequestSchema = z.object({ orderId: z.uuid() });

/** A pixel step's query (SafarMarket's parameter names; all strings). */
export const pixelDataSchema = z.record(z.string(), z.string());
export type PixelData = z.infer<typeof pixelDataSchema>;

/**
 * What the Get… calls answer: the step to send and its data. `pixelUrl` is the step's path under the
 * configured pixel base (`"3/"`): the server never calls a URL a client names.
 */
export const safarMarketRequestSchema = z.object({
  step: safarMarketStepSchema,
  pixelUrl: z.string(),
  data: pixelDataSchema,
});
export type SafarMarketRequest = z.infer<typeof safarMarketRequestSchema>;

/**
 * CallStep {pixelUrl, data}: `pixelUrl` is the step's path (`"2/"` … `"5/"`); `data` names what the
 * step is about — the selected fare (step 2) or the order (steps 3 to 5). The server builds the
 * pixel's query itself from its own records; the values a client sends are not forwarded.
 */
export const callStepRequestSchema = z.object({
  pixelUrl: z
    .string()
    .trim()
    .regex(/^\/?[2-5]\/?$/, { error: K.SAFARMARKET_STEP_IS_INVALID }),
  data: z.union([z.object({ orderId: z.uuid() }).loose(), safarMarketByProposalRequestSchema.loose()]),
});
export type CallStepRequest = z.output<typeof callStepRequestSchema>;

export const callStepResponseSchema = z.object({
  step: safarMarketStepSchema,
  /** False when this step was already sent (or is being sent) for the same order or fare. */
  sent: z.boolean(),
});

/** The step a CallStep's `pixelUrl` names. */
export function stepOfPixelUrl(pixelUrl: string): SafarMarketStep {
  return Number(pixelUrl.replace(/\//g, "")) as SafarMarketStep;
}

export function pixelUrlOf(step: SafarMarketStep): string {
  return `${step}/`;
}

/** SYSTEM or CHARTER, as SafarMarket names a flight's kind. */
export function safarMarketFlightType(proposal: Pick<FlightProposal, "flightKind">): "SYSTEM" | "CHARTER" {
  return proposal.flightKind === "charter" ? "CHARTER" : "SYSTEM";
}

function countOf(proposal: FlightProposal, category: AgeCategory): string {
  return String(proposal.prices.find((p) => p.paxType === category)?.count ?? 0);
}

/** Step 2's data: the SafarMarket id, and `bck` (false: not a back-office booking). */
export function selectedStepData(smId: string): PixelData {
  return { smId, bck: "false" };
}

/**
 * Step 3's data (before the bank redirect): the booking reference, the outbound's flight number and
 * kind, the price (USD), the passenger counts, the route and dates, the lead passenger's name, the
 * contact's phone and e-mail, and the way back's kind, reference and flight number.
 */
export function bookingStepData(smId: string, order: OrderDetail): PixelData {
  const flight = order.flightOrder;
  const proposal = flight?.proposal;
  const outbound = proposal?.flightGroups[0];
  // The way back: a returning proposal, or the second group of a round-trip proposal.
  const backGroup: FlightGroup | undefined =
    flight?.returningProposal?.flightGroups[0] ??
    (proposal && proposal.flightGroups.length === 2 ? proposal.flightGroups[1] : undefined);
  const backProposal = flight?.returningProposal ?? (backGroup ? proposal : undefined);
  const lead = flight?.flightPassengers[0];
  return {
    smId,
    pnr: order.trackingNumber,
    fliNo: outbound?.flightNumber ?? "",
    typ: proposal ? safarMarketFlightType(proposal) : "",
    pri: String(order.payableAmount),
    cur: order.currencyCode,
    adu: proposal ? countOf(proposal, AgeCategory.Adult) : "0",
    chi: proposal ? countOf(proposal, AgeCategory.Child) : "0",
    inf: proposal ? countOf(proposal, AgeCategory.Infant) : "0",
    from: outbound?.origin ?? "",
    to: outbound?.destination ?? "",
    dep: outbound?.departureTime ?? "",
    ret: backGroup?.departureTime ?? "",
    nam: lead ? `${lead.firstName} ${lead.lastName}`.trim() : "",
    pho: order.contact.phoneNumber,
    ema: order.contact.email ?? "",
    rFTyp: backProposal ? safarMarketFlightType(backProposal) : "",
    rPnr: backGroup ? order.trackingNumber : "",
    rFliNo: backGroup?.flightNumber ?? "",
    bck: "false",
  };
}

/** Steps 4 and 5's data: the SafarMarket id and the booking reference. */
export function resultStepData(smId: string, order: Pick<OrderDetail, "trackingNumber">): PixelData {
  return { smId, pnr: order.trackingNumber, bck: "false" };
}

/** The pixel's URL: `{base}/{step}/?{data}`. */
export function pixelHref(base: string, step: SafarMarketStep, data: PixelData): string {
  const url = new URL(`${base.replace(/\/+$/, "")}/${pixelUrlOf(step)}`);
  for (const [key, value] of Object.entries(data)) url.searchParams.set(key, value);
  return url.toString();
}
