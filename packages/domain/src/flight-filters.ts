/**
 * Results filtering and sorting (spec §4), shared by the server and the results page, without zod
 * (decision 028: the results page evaluates none before hydrating); the filters' schema and type are
 * in flight-filters-schema.ts.
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
 * The results are split by `isReturning`. Sorting (`SortOption`, flight-sort.ts): Promotions and
 * Cheapest by total price ascending; MostExpensive descending; Earliest and Latest by first
 * departure; Fastest by total duration; Direct and the default by fewest legs, then price. Ties go to
 * the cheaper, then the earlier departure, then the input order, so the order is total and stable.
 */
import type { SortOption } from "./enum-values";
import type { FlightFilters } from "./flight-filters-schema";
import { type FilterableProposal, proposalFacts } from "./flight-proposal-facts";
import { sortProposals } from "./flight-sort";

export const StopsFilter = { All: "0", Direct: "1", OneStop: "2", TwoOrMore: "3" } as const;
export type StopsFilter = (typeof StopsFilter)[keyof typeof StopsFilter];

export const FlightTypeFilter = { All: 0, Charter: 1, System: 2 } as const;
export type FlightTypeFilter = (typeof FlightTypeFilter)[keyof typeof FlightTypeFilter];

export const TicketOption = { duplicateTickets: "duplicateTickets", existsTickets: "existsTickets" } as const;
export type TicketOption = (typeof TicketOption)[keyof typeof TicketOption];

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
  if (stopsFilter !== StopsFilter.All && !stopsMatch(stopsFilter, proposalFacts(proposal).stops))
    return false;
  if (filters.priceRange) {
    const price = proposal.adultPrice;
    if (price < filters.priceRange.min || price > filters.priceRange.max) return false;
  }
  if (filters.durationRange) {
    const duration = proposal.totalDurationMinutes;
    if (duration < filters.durationRange.min || duration > filters.durationRange.max) return false;
  }
  if (filters.timeRange && proposal.flightGroups.length > 0) {
    if (!inTimeRange(filters.timeRange, proposalFacts(proposal).minute)) return false;
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
