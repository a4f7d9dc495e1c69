/**
 * The results page's search (decision 012): the route's client loader starts `Available` and the
 * price strip's `PlpCalendar` for the search in the URL and hands the page their promises, so the
 * page (its title, search box and skeletons, from the server's HTML or at once on a client
 * navigation) never waits for the suppliers. The page reads the promises with `use()` under
 * Suspense. A new search aborts the one it replaces.
 */
import { TripType } from "@safar/domain/enum-values";
import type { CalendarDay } from "@safar/domain/flight-search";
import type { AvailableResponse } from "@safar/domain/flights";
import type { ShouldRevalidateFunction } from "react-router";
import { isApiError } from "../../lib/api";
import { type FlightQuery, sameSearch, toAvailableRequest } from "../../lib/flight-search-params";
import { showApiErrors } from "../../lib/toast";
import { plpCalendar, searchAvailable } from "./flight-api";

export type SearchOutcome =
  | { status: "ready"; data: AvailableResponse }
  | { status: "error"; error: unknown };

/** What the page shows for its search: the outcome, or one of the states before it. */
export type SearchState = { status: "incomplete" } | { status: "loading" } | SearchOutcome;

export type ResultsSearch = {
  /** Names this load: the page shows a fresh loading state for each one (also a retry). */
  id: number;
  /** Null for an incomplete search (the page shows the search box). */
  outcome: Promise<SearchOutcome> | null;
  /** The price strip's days; null when there is nothing to show (an incomplete search, or it failed). */
  calendar: Promise<CalendarDay[] | null>;
};

export function isComplete(query: FlightQuery): boolean {
  if (query.tripType === TripType.MultiDestination) return query.routes.length >= 2;
  return Boolean(query.origin && query.destination && query.dates.every(Boolean) && query.dates.length > 0);
}

/** The first leg of a search: the price strip's route and day. */
export function calendarRoute(query: FlightQuery) {
  return query.tripType === TripType.MultiDestination
    ? query.routes[0]
    : { origin: query.origin, destination: query.destination, departureDate: query.dates[0] ?? "" };
}

let loads = 0;
let current: AbortController | null = null;

/** Starts the search of `query` (and its price strip), aborting the search it replaces. */
export function startResultsSearch(query: FlightQuery): ResultsSearch {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const { signal } = controller;
  const id = ++loads;
  if (!isComplete(query)) return { id, outcome: null, calendar: Promise.resolve(null) };

  const outcome = searchAvailable(toAvailableRequest(query), signal).then(
    (data): SearchOutcome => ({ status: "ready", data }),
    (error: unknown): SearchOutcome => {
      // The spec's messages as toasts (§8), except a 400 the page lists itself, and never for a
      // search the customer has already left.
      if (!signal.aborted && (!isApiError(error) || error.status !== 400)) void showApiErrors(error);
      return { status: "error", error };
    },
  );
  const route = calendarRoute(query);
  // The strip is a help, not the results: without it the page still works.
  const calendar = route
    ? plpCalendar({ ...route, range: 3, cabinClass: query.cabinClass }, signal).catch(() => [])
    : Promise.resolve(null);
  return { id, outcome, calendar };
}

/**
 * Filters, sort and the chosen outbound live in the URL too, but need no new search (the page's
 * retry starts one itself). The browser's Back onto an address React Router already shows (an
 * overlay's history entry, spec §2) must not search again either.
 */
export const resultsShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && sameSearch(currentUrl.searchParams, nextUrl.searchParams)
    ? false
    : defaultShouldRevalidate;

/** The newer of two searches (a retry on the page, or the loader's after a new address). */
export function newest(a: ResultsSearch | null, b: ResultsSearch | null): ResultsSearch | null {
  if (!a || !b) return a ?? b;
  return a.id > b.id ? a : b;
}
