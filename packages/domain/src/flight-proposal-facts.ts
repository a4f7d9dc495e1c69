/**
 * What the results rules read of a flight proposal (its stops, its legs, its departure minute in
 * Baghdad) and its combined provider, without the schemas (decision 028).
 */
import type { FlightProposal } from "./flights";

/**
 * The `provider` of a multi-destination proposal that joins routes of different suppliers: each
 * route is booked and ticketed by its own supplier (separate tickets).
 */
export const COMBINED_PROVIDER = "combined";

/** Baghdad is UTC+3 all year (no daylight saving since 2008). */
export const BAGHDAD_UTC_OFFSET_MINUTES = 180;
export const MINUTES_PER_DAY = 1440;

/** The fields of a proposal the rules read (the web may pass its own richer objects). */
export type FilterableProposal = Pick<
  FlightProposal,
  | "proposalId"
  | "isReturning"
  | "isCharter"
  | "seat"
  | "hash"
  | "totalPrice"
  | "adultPrice"
  | "totalDurationMinutes"
  | "flightGroups"
>;

/** Minutes after midnight, Baghdad time, of an ISO instant. */
export function baghdadMinuteOfDay(iso: string): number {
  const ms = Date.parse(iso);
  const minutes = Math.floor(ms / 60_000) + BAGHDAD_UTC_OFFSET_MINUTES;
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** Most stops of any flight group. */
export function proposalStops(proposal: Pick<FilterableProposal, "flightGroups">): number {
  let stops = 0;
  for (const group of proposal.flightGroups) stops = Math.max(stops, group.flightLegs.length - 1);
  return stops;
}

/** Every leg of every flight group. */
export function proposalLegCount(proposal: Pick<FilterableProposal, "flightGroups">): number {
  let legs = 0;
  for (const group of proposal.flightGroups) legs += group.flightLegs.length;
  return legs;
}

/** Facts derived from a proposal, computed once per proposal object (results are re-filtered often). */
export interface ProposalFacts {
  departure: number;
  minute: number;
  legs: number;
  stops: number;
}
const derivedCache = new WeakMap<object, ProposalFacts>();

export function proposalFacts(proposal: Pick<FilterableProposal, "flightGroups">): ProposalFacts {
  let facts = derivedCache.get(proposal);
  if (!facts) {
    const first = proposal.flightGroups[0];
    const departure = first ? Date.parse(first.departureTime) : 0;
    const minutes = Math.floor(departure / 60_000) + BAGHDAD_UTC_OFFSET_MINUTES;
    facts = {
      departure,
      minute: ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY,
      legs: proposalLegCount(proposal),
      stops: proposalStops(proposal),
    };
    derivedCache.set(proposal, facts);
  }
  return facts;
}
