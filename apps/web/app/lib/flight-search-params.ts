/**
 * The flight search and the results view as URL query parameters, so that a results page can be
 * shared and reloaded (issue 4). Pure functions over URLSearchParams: no React, no fetch.
 *
 * Search (`/flight/{destination}` or `/international-flight/{destination}`):
 *   trip=1|2|3 (default 1) · origin=BGW · date=2026-12-01 · return=2026-12-05 (round trip)
 *   route=BGW-IST-2026-12-01 (repeated, multi-destination, 2 to 4) · adults=1 · children=0 · infants=0
 *   cabin=1|2|3 (default 1)
 * View (filters and sort of spec §4; absent = the domain's default):
 *   sort=Cheapest · stops=1 (outbound) · rstops=2 (returning) · type=1|2 · airline=IA (repeated)
 *   airport=BGW (repeated: the kept airports) · time=360-719 (Baghdad minutes) · price=50-200
 *   dur=60-300 (minutes) · dup=0 (duplicateTickets off) · exists=1 (existsTickets on)
 *   out=<proposalId> (round trip: the chosen outbound)
 */
import { CabinClass, FlightScope, SortOption, TripType } from "@safar/domain/enum-values";
import { defaultFlightFilters, StopsFilter, TicketOption } from "@safar/domain/flight-filters";
import type { FlightFilters } from "@safar/domain/flight-filters-schema";
import { MAX_ROUTES } from "@safar/domain/flight-search-rules";
import type { AvailableRequestInput } from "@safar/domain/flights";

export type SearchRoute = { origin: string; destination: string; departureDate: string };

/** The whole search as the search box and the URL know it. */
export type FlightQuery = {
  scope: FlightScope;
  tripType: TripType;
  origin: string;
  destination: string;
  /** [departure] or [departure, return]. */
  dates: string[];
  /** Multi-destination only. */
  routes: SearchRoute[];
  adults: number;
  children: number;
  infants: number;
  cabinClass: CabinClass;
};

const IATA = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ROUTE = /^([A-Z]{3})-([A-Z]{3})-(\d{4}-\d{2}-\d{2})$/;

function iata(value: string | null | undefined): string {
  const code = (value ?? "").trim().toUpperCase();
  return IATA.test(code) ? code : "";
}

function date(value: string | null): string {
  return value && DATE.test(value) ? value : "";
}

function count(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,2}$/.test(value)) return fallback;
  return Number(value);
}

function oneOf<T extends number>(value: string | null, allowed: readonly T[], fallback: T): T {
  const n = Number(value);
  return (allowed as readonly number[]).includes(n) ? (n as T) : fallback;
}

const tripTypes = Object.values(TripType);
const cabinClasses = Object.values(CabinClass);

/** Reads a search from the results URL (path destination + query). Unknown or bad values fall back. */
export function parseFlightQuery(
  params: URLSearchParams,
  destination: string | null | undefined,
  scope: FlightScope,
): FlightQuery {
  const tripType = oneOf(params.get("trip"), tripTypes, TripType.OneWay);
  const routes: SearchRoute[] = [];
  for (const raw of params.getAll("route")) {
    const match = ROUTE.exec(raw.toUpperCase());
    if (match && routes.length < MAX_ROUTES) {
      routes.push({ origin: match[1] ?? "", destination: match[2] ?? "", departureDate: match[3] ?? "" });
    }
  }
  const departure = date(params.get("date"));
  const back = date(params.get("return"));
  const multi = tripType === TripType.MultiDestination;
  return {
    scope,
    tripType,
    origin: multi ? (routes[0]?.origin ?? "") : iata(params.get("origin")),
    destination: multi ? (routes[routes.length - 1]?.destination ?? iata(destination)) : iata(destination),
    dates: multi ? [] : tripType === TripType.RoundTrip ? [departure, back] : [departure],
    routes: multi ? routes : [],
    adults: count(params.get("adults"), 1),
    children: count(params.get("children"), 0),
    infants: count(params.get("infants"), 0),
    cabinClass: oneOf(params.get("cabin"), cabinClasses, CabinClass.Economy),
  };
}

/** The results page path of a search: `/flight/{iata}` (domestic) or `/international-flight/{iata}`. */
export function resultsPath(query: FlightQuery): string {
  const destination =
    query.tripType === TripType.MultiDestination
      ? (query.routes[query.routes.length - 1]?.destination ?? query.destination)
      : query.destination;
  const base = query.scope === FlightScope.DomesticFlight ? "/flight/" : "/international-flight/";
  return `${base}${destination}`;
}

/** The search part of the query string (always in the same order, so URLs compare equal). */
export function flightQueryParams(query: FlightQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.tripType !== TripType.OneWay) params.set("trip", String(query.tripType));
  if (query.tripType === TripType.MultiDestination) {
    for (const route of query.routes) {
      params.append("route", `${route.origin}-${route.destination}-${route.departureDate}`);
    }
  } else {
    params.set("origin", query.origin);
    params.set("date", query.dates[0] ?? "");
    if (query.tripType === TripType.RoundTrip) params.set("return", query.dates[1] ?? "");
  }
  params.set("adults", String(query.adults));
  if (query.children) params.set("children", String(query.children));
  if (query.infants) params.set("infants", String(query.infants));
  if (query.cabinClass !== CabinClass.Economy) params.set("cabin", String(query.cabinClass));
  return params;
}

/** `/flight/EBL?origin=BSR&date=…`: the shareable results URL of a search. */
export function resultsUrl(query: FlightQuery): string {
  return `${resultsPath(query)}?${flightQueryParams(query).toString()}`;
}

/** The `Available` payload of a search (the server validates it with the domain's schema). */
export function toAvailableRequest(query: FlightQuery): AvailableRequestInput {
  const counts = { adults: query.adults, children: query.children, infants: query.infants };
  if (query.tripType === TripType.MultiDestination) {
    return {
      tripType: query.tripType,
      flightScope: query.scope,
      routes: query.routes,
      ...counts,
      cabinClass: query.cabinClass,
    };
  }
  return {
    tripType: query.tripType,
    flightScope: query.scope,
    ...(query.origin ? { origin: query.origin } : {}),
    ...(query.destination ? { destination: query.destination } : {}),
    departureDates: query.dates.filter(Boolean),
    ...counts,
    cabinClass: query.cabinClass,
  };
}

/** A key naming the search (not the view): a new key means a new `Available` call. */
export function searchKey(query: FlightQuery): string {
  return `${query.scope}|${resultsPath(query)}?${flightQueryParams(query).toString()}`;
}

// ─── View: filters, sort, chosen outbound ───────────────────────────────────────────────────────

export type ResultsView = {
  filters: FlightFilters;
  sort: SortOption | null;
  /** Round trip: the chosen outbound proposal. */
  outboundId: string | null;
};

const VIEW_KEYS = [
  "sort",
  "stops",
  "rstops",
  "type",
  "airline",
  "airport",
  "time",
  "price",
  "dur",
  "dup",
  "exists",
  "out",
] as const;

const stopsValues = Object.values(StopsFilter) as string[];
const sortValues = Object.values(SortOption) as string[];

function rangeOf(value: string | null, max = Number.POSITIVE_INFINITY): { min: number; max: number } | null {
  const match = value ? /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(value) : null;
  if (!match) return null;
  const low = Number(match[1]);
  const high = Number(match[2]);
  return low <= high && high <= max ? { min: low, max: high } : null;
}

function codes(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim().toUpperCase()).filter((v) => /^[A-Z0-9]{2,3}$/.test(v)))];
}

/** Reads the filters, the sort and the chosen outbound; anything missing or malformed is the default. */
export function parseResultsView(params: URLSearchParams): ResultsView {
  const stops = params.get("stops") ?? "";
  const rstops = params.get("rstops") ?? "";
  const type = Number(params.get("type"));
  const time = rangeOf(params.get("time"), 1440);
  const ticketOptions: FlightFilters["ticketOptions"] = [];
  if (params.get("dup") !== "0") ticketOptions.push(TicketOption.duplicateTickets);
  if (params.get("exists") === "1") ticketOptions.push(TicketOption.existsTickets);
  const sort = params.get("sort") ?? "";
  const out = params.get("out") ?? "";
  return {
    filters: {
      timeRange: time ? { from: Math.round(time.min), to: Math.round(time.max) } : null,
      airlines: codes(params.getAll("airline")),
      priceRange: rangeOf(params.get("price")),
      stopsOutbound: (stopsValues.includes(stops) ? stops : StopsFilter.All) as StopsFilter,
      stopsReturning: (stopsValues.includes(rstops) ? rstops : StopsFilter.All) as StopsFilter,
      type: type === 1 || type === 2 ? type : 0,
      durationRange: rangeOf(params.get("dur")),
      airports: codes(params.getAll("airport")),
      ticketOptions,
    },
    sort: sortValues.includes(sort) ? (sort as SortOption) : null,
    outboundId: /^[0-9a-f-]{36}$/i.test(out) ? out : null,
  };
}

/**
 * Writes the view into `params` (a copy): the search keys stay, every view key is replaced, and
 * defaults are left out so the URL stays short.
 */
export function withResultsView(params: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of VIEW_KEYS) next.delete(key);
  next.delete("rqs");
  const { filters } = view;
  if (view.sort) next.set("sort", view.sort);
  if (filters.stopsOutbound !== StopsFilter.All) next.set("stops", filters.stopsOutbound);
  if (filters.stopsReturning !== StopsFilter.All) next.set("rstops", filters.stopsReturning);
  if (filters.type !== 0) next.set("type", String(filters.type));
  for (const code of filters.airlines) next.append("airline", code);
  for (const code of filters.airports) next.append("airport", code);
  if (filters.timeRange) next.set("time", `${filters.timeRange.from}-${filters.timeRange.to}`);
  if (filters.priceRange) next.set("price", `${filters.priceRange.min}-${filters.priceRange.max}`);
  if (filters.durationRange) next.set("dur", `${filters.durationRange.min}-${filters.durationRange.max}`);
  if (!filters.ticketOptions.includes(TicketOption.duplicateTickets)) next.set("dup", "0");
  if (filters.ticketOptions.includes(TicketOption.existsTickets)) next.set("exists", "1");
  if (view.outboundId) next.set("out", view.outboundId);
  return next;
}

/** How many filters differ from the defaults (the badge on the mobile filter button). */
export function activeFilterCount(filters: FlightFilters): number {
  const d = defaultFlightFilters;
  let n = 0;
  if (filters.timeRange) n++;
  if (filters.airlines.length) n++;
  if (filters.priceRange) n++;
  if (filters.stopsOutbound !== d.stopsOutbound) n++;
  if (filters.stopsReturning !== d.stopsReturning) n++;
  if (filters.type !== d.type) n++;
  if (filters.durationRange) n++;
  if (filters.airports.length) n++;
  const dup = filters.ticketOptions.includes(TicketOption.duplicateTickets);
  const exists = filters.ticketOptions.includes(TicketOption.existsTickets);
  if (!dup || exists) n++;
  return n;
}

/** Whether only view keys differ between two query strings (no new search needed). */
export function sameSearch(a: URLSearchParams, b: URLSearchParams): boolean {
  const strip = (p: URLSearchParams) => {
    const copy = new URLSearchParams(p);
    for (const key of VIEW_KEYS) copy.delete(key);
    copy.delete("rqs");
    copy.sort();
    return copy.toString();
  };
  return strip(a) === strip(b);
}

/** Today's date plus `days`, as `YYYY-MM-DD` in Baghdad (UTC+3, no daylight saving). */
export function baghdadDate(days = 0, now = Date.now()): string {
  return new Date(now + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Moves a `YYYY-MM-DD` date by whole days. */
export function shiftDate(iso: string, days: number): string {
  const ms = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(ms) ? iso : new Date(ms + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (both `YYYY-MM-DD`). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** A new departure date from the price calendar: a round trip's return moves along with it. */
export function withDepartureDate(query: FlightQuery, day: string): FlightQuery {
  if (query.tripType === TripType.MultiDestination) {
    const first = query.routes[0];
    if (!first) return query;
    const delta = daysBetween(first.departureDate, day);
    return {
      ...query,
      routes: query.routes.map((r) => ({ ...r, departureDate: shiftDate(r.departureDate, delta) })),
    };
  }
  const [departure = day, back] = query.dates;
  if (query.tripType === TripType.RoundTrip && back) {
    return { ...query, dates: [day, shiftDate(back, daysBetween(departure, day))] };
  }
  return { ...query, dates: [day] };
}
