/**
 * Results filtering and sorting (spec §4), shared by the server and the results page.
 *
 * Filters (all off by default; `defaultFlightFilters`, `clearFlightFilters`):
 * - `timeRange` {from, to}: minutes after midnight, Baghdad time (UTC+3, no daylight saving), of the
 *   proposal's first departure; inclusive; `from > to` wraps midnight (22:00–04:00).
 * - `airlines`: marketing airline codes; a proposal passes when one of its flight groups is marketed
 *   by a selected airline.
 * - `priceRange` {min, max}: the adult fare (`adultPrice`, USD), inclusive.
 * - `stopsOutbound` / `stopsReturning`: '0' all (default), '1' direct, '2' one stop, '3' two or
 *   more; a proposal's stops are the most of any of its flight groups. Outbound proposals use the
 *   first, returning proposals (`isReturning`) the second.
 * - `type`: 0 all, 1 charter, 2 system.
 * - `durationRange` {min, max}: `totalDurationMinutes`, inclusive.
 * - `airports`: the airports the customer keeps; a proposal passes when every airport it touches
 *   (each leg's origin and destination) is kept. Empty: no filter.
 * - `ticketOptions`: 'duplicateTickets' (on by default) keeps every proposal; without it only the
 *   cheapest proposal per `hash` stays (a tie keeps one with seats, then the first). 'existsTickets'
 *   hides sold-out proposals (`seat` 0); without it they stay, after every proposal with seats.
 *
 * The results are split by `isReturning`. Sorting (`SortOption`): Promotions and Cheapest by total
 * price ascending; MostExpensive descending; Earliest and Latest by first departure; Fastest by
 * total duration; Direct and the default by fewest legs, then price. Ties go to the cheaper, then
 * the earlier departure, then the input order, so the order is total and stable.
 */
import { z } from "zod";
import { SortOption } from "./enums";
import type { FlightProposal } from "./flights";
import type { LocalizedText } from "./localized-text";

export const StopsFilter = { All: "0", Direct: "1", OneStop: "2", TwoOrMore: "3" } as const;
export type StopsFilter = (typeof StopsFilter)[keyof typeof StopsFilter];

export const FlightTypeFilter = { All: 0, Charter: 1, System: 2 } as const;
export type FlightTypeFilter = (typeof FlightTypeFilter)[keyof typeof FlightTypeFilter];

export const TicketOption = { duplicateTickets: "duplicateTickets", existsTickets: "existsTickets" } as const;
export type TicketOption = (typeof TicketOption)[keyof typeof TicketOption];

/** Baghdad is UTC+3 all year (no daylight saving since 2008). */
export const BAGHDAD_UTC_OFFSET_MINUTES = 180;
const MINUTES_PER_DAY = 1440;

const range = (max?: number) =>
  z
    .object({
      min: z.number().min(0),
      max: z.number().min(0),
    })
    .refine((r) => r.min <= r.max && (max === undefined || r.max <= max), { error: "FIELD_IS_INVALID" });

export const flightFiltersSchema = z.object({
  timeRange: z
    .object({
      from: z.number().int().min(0).max(MINUTES_PER_DAY),
      to: z.number().int().min(0).max(MINUTES_PER_DAY),
    })
    .nullable()
    .default(null),
  airlines: z.array(z.string()).default([]),
  priceRange: range().nullable().default(null),
  stopsOutbound: z.enum(StopsFilter).default(StopsFilter.All),
  stopsReturning: z.enum(StopsFilter).default(StopsFilter.All),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(FlightTypeFilter.All),
  durationRange: range().nullable().default(null),
  airports: z.array(z.string()).default([]),
  ticketOptions: z.array(z.enum(TicketOption)).default([TicketOption.duplicateTickets]),
});
export type FlightFilters = z.output<typeof flightFiltersSchema>;

export const defaultFlightFilters: Readonly<FlightFilters> = Object.freeze({
  timeRange: null,
  airlines: [],
  priceRange: null,
  stopsOutbound: StopsFilter.All,
  stopsReturning: StopsFilter.All,
  type: FlightTypeFilter.All,
  durationRange: null,
  airports: [],
  ticketOptions: [TicketOption.duplicateTickets],
});

/** Spec §4: clearing the proposals resets every filter. */
export function clearFlightFilters(): FlightFilters {
  return {
    ...defaultFlightFilters,
    airlines: [],
    airports: [],
    ticketOptions: [TicketOption.duplicateTickets],
  };
}

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
interface Derived {
  departure: number;
  minute: number;
  legs: number;
  stops: number;
}
const derivedCache = new WeakMap<object, Derived>();

function derived(proposal: Pick<FilterableProposal, "flightGroups">): Derived {
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

function stopsMatch(filter: StopsFilter, stops: number): boolean {
  switch (filter) {
    case StopsFilter.Direct:
      return stops === 0;
    case StopsFilter.OneStop:
      return stops === 1;
    case StopsFilter.TwoOrMore:
      return stops >= 2;
    default:
      return true;
  }
}

function inTimeRange(range: { from: number; to: number }, minute: number): boolean {
  return range.from <= range.to
    ? minute >= range.from && minute <= range.to
    : minute >= range.from || minute <= range.to;
}

/** Whether one proposal passes every filter except the ticket options (which look at the whole list). */
export function matchesFlightFilters(proposal: FilterableProposal, filters: FlightFilters): boolean {
  return compileFilters(filters)(proposal);
}

/** The filters as one predicate (sets built once for a whole list). */
function compileFilters(filters: FlightFilters): (proposal: FilterableProposal) => boolean {
  const airlines = filters.airlines.length > 0 ? new Set(filters.airlines) : null;
  const airports = filters.airports.length > 0 ? new Set(filters.airports) : null;
  return (proposal) => matches(proposal, filters, airlines, airports);
}

function matches(
  proposal: FilterableProposal,
  filters: FlightFilters,
  airlines: Set<string> | null,
  airports: Set<string> | null,
): boolean {
  if (filters.type === FlightTypeFilter.Charter && !proposal.isCharter) return false;
  if (filters.type === FlightTypeFilter.System && proposal.isCharter) return false;
  const stopsFilter = proposal.isReturning ? filters.stopsReturning : filters.stopsOutbound;
  if (stopsFilter !== StopsFilter.All && !stopsMatch(stopsFilter, derived(proposal).stops)) return false;
  if (filters.priceRange) {
    const price = proposal.adultPrice;
    if (price < filters.priceRange.min || price > filters.priceRange.max) return false;
  }
  if (filters.durationRange) {
    const duration = proposal.totalDurationMinutes;
    if (duration < filters.durationRange.min || duration > filters.durationRange.max) return false;
  }
  if (filters.timeRange && proposal.flightGroups.length > 0) {
    if (!inTimeRange(filters.timeRange, derived(proposal).minute)) return false;
  }
  if (airlines && !proposal.flightGroups.some((g) => airlines.has(g.marketingAirlineCode))) return false;
  if (airports) {
    for (const group of proposal.flightGroups) {
      for (const leg of group.flightLegs) {
        if (!airports.has(leg.origin) || !airports.has(leg.destination)) return false;
      }
    }
  }
  return true;
}

/** Without duplicateTickets: the cheapest proposal of each hash (a tie keeps one with seats, then the first). */
export function cheapestPerHash<P extends FilterableProposal>(proposals: readonly P[]): P[] {
  const best = new Map<string, P>();
  for (const proposal of proposals) {
    const current = best.get(proposal.hash);
    if (
      !current ||
      proposal.totalPrice < current.totalPrice ||
      (proposal.totalPrice === current.totalPrice && current.seat === 0 && proposal.seat > 0)
    ) {
      best.set(proposal.hash, proposal);
    }
  }
  const kept = new Set(best.values());
  return proposals.filter((p) => kept.has(p));
}

/** Sort keys in parallel arrays: no object per proposal, so 5,000 sort in a few milliseconds. */
interface SortKeys {
  price: Float64Array;
  departure: Float64Array;
  legs: Float64Array;
  duration: Float64Array;
}

type Compare = (a: number, b: number) => number;

function comparatorFor(sort: SortOption | undefined | null, k: SortKeys): Compare {
  const { price, departure, legs, duration } = k;
  const tail: Compare = (a, b) =>
    (price[a] as number) - (price[b] as number) ||
    (departure[a] as number) - (departure[b] as number) ||
    a - b;
  switch (sort) {
    case SortOption.Cheapest:
    case SortOption.Promotions:
      return tail;
    case SortOption.MostExpensive:
      return (a, b) =>
        (price[b] as number) - (price[a] as number) ||
        (departure[a] as number) - (departure[b] as number) ||
        a - b;
    case SortOption.Earliest:
      return (a, b) => (departure[a] as number) - (departure[b] as number) || tail(a, b);
    case SortOption.Latest:
      return (a, b) => (departure[b] as number) - (departure[a] as number) || tail(a, b);
    case SortOption.Fastest:
      return (a, b) => (duration[a] as number) - (duration[b] as number) || tail(a, b);
    default:
      // Direct and the default: fewest legs, then price.
      return (a, b) => (legs[a] as number) - (legs[b] as number) || tail(a, b);
  }
}

/**
 * Sorts by `sort` (the default when none), then moves sold-out proposals (seat 0) after the ones
 * with seats, keeping the sorted order within each part.
 */
export function sortProposals<P extends FilterableProposal>(
  proposals: readonly P[],
  sort?: SortOption | null,
): P[] {
  const n = proposals.length;
  const keys: SortKeys = {
    price: new Float64Array(n),
    departure: new Float64Array(n),
    legs: new Float64Array(n),
    duration: new Float64Array(n),
  };
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const proposal = proposals[i] as P;
    const facts = derived(proposal);
    keys.price[i] = proposal.totalPrice;
    keys.departure[i] = facts.departure;
    keys.legs[i] = facts.legs;
    keys.duration[i] = proposal.totalDurationMinutes;
    order[i] = i;
  }
  order.sort(comparatorFor(sort, keys));
  const available: P[] = [];
  const soldOut: P[] = [];
  for (let i = 0; i < n; i++) {
    const proposal = proposals[order[i] as number] as P;
    (proposal.seat > 0 ? available : soldOut).push(proposal);
  }
  return available.concat(soldOut);
}

export interface FilteredResults<P> {
  outbound: P[];
  returning: P[];
}

/** Filters, applies the ticket options, splits by `isReturning` and sorts each part (spec §4). */
export function applyFlightFilters<P extends FilterableProposal>(
  proposals: readonly P[],
  filters: FlightFilters = defaultFlightFilters,
  sort?: SortOption | null,
): FilteredResults<P> {
  const existsOnly = filters.ticketOptions.includes(TicketOption.existsTickets);
  const predicate = compileFilters(filters);
  let kept = proposals.filter((p) => (!existsOnly || p.seat > 0) && predicate(p));
  if (!filters.ticketOptions.includes(TicketOption.duplicateTickets)) kept = cheapestPerHash(kept);
  const outbound: P[] = [];
  const returning: P[] = [];
  for (const p of kept) (p.isReturning ? returning : outbound).push(p);
  return { outbound: sortProposals(outbound, sort), returning: sortProposals(returning, sort) };
}

export interface FilterOptions {
  /** Airlines present, cheapest first, with their lowest adult fare and proposal count. */
  airlines: { code: string; name: LocalizedText; count: number; minAdultPrice: number }[];
  /** Bounds of the adult fare, null when there are no proposals. */
  adultPrice: { min: number; max: number } | null;
  duration: { min: number; max: number } | null;
  /** Every airport a leg touches, by code. */
  airports: { code: string; name: LocalizedText }[];
  /** The distinct stop counts present (outbound and returning apart). */
  stopsOutbound: number[];
  stopsReturning: number[];
  hasCharter: boolean;
  hasSystem: boolean;
}

/** What the filter panel can offer for a result list. */
export function filterOptionsFor(proposals: readonly FilterableProposal[]): FilterOptions {
  const airlines = new Map<string, FilterOptions["airlines"][number]>();
  const airports = new Map<string, LocalizedText>();
  const stopsOut = new Set<number>();
  const stopsBack = new Set<number>();
  // Plain numbers and one reused set: 2,000 proposals at once on a slow phone (no object per step).
  let minPrice = Number.POSITIVE_INFINITY;
  let maxPrice = Number.NEGATIVE_INFINITY;
  let minDuration = Number.POSITIVE_INFINITY;
  let maxDuration = Number.NEGATIVE_INFINITY;
  let hasCharter = false;
  let hasSystem = false;
  const seen = new Set<string>();
  for (const p of proposals) {
    if (p.adultPrice < minPrice) minPrice = p.adultPrice;
    if (p.adultPrice > maxPrice) maxPrice = p.adultPrice;
    const d = p.totalDurationMinutes;
    if (d < minDuration) minDuration = d;
    if (d > maxDuration) maxDuration = d;
    if (p.isCharter) hasCharter = true;
    else hasSystem = true;
    (p.isReturning ? stopsBack : stopsOut).add(derived(p).stops);
    seen.clear();
    for (const g of p.flightGroups) {
      if (!seen.has(g.marketingAirlineCode)) {
        seen.add(g.marketingAirlineCode);
        const entry = airlines.get(g.marketingAirlineCode);
        if (entry) {
          entry.count += 1;
          entry.minAdultPrice = Math.min(entry.minAdultPrice, p.adultPrice);
        } else {
          airlines.set(g.marketingAirlineCode, {
            code: g.marketingAirlineCode,
            name: g.marketingAirlineName,
            count: 1,
            minAdultPrice: p.adultPrice,
          });
        }
      }
      for (const leg of g.flightLegs) {
        if (!airports.has(leg.origin)) airports.set(leg.origin, leg.originName);
        if (!airports.has(leg.destination)) airports.set(leg.destination, leg.destinationName);
      }
    }
  }
  const any = proposals.length > 0;
  const price = any ? { min: minPrice, max: maxPrice } : null;
  const duration = any ? { min: minDuration, max: maxDuration } : null;
  const numeric = (a: number, b: number) => a - b;
  return {
    airlines: [...airlines.values()].sort(
      (a, b) => a.minAdultPrice - b.minAdultPrice || a.code.localeCompare(b.code),
    ),
    adultPrice: price,
    duration,
    airports: [...airports]
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.code.localeCompare(b.code)),
    stopsOutbound: [...stopsOut].sort(numeric),
    stopsReturning: [...stopsBack].sort(numeric),
    hasCharter,
    hasSystem,
  };
}
