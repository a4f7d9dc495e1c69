/**
 * The flight search's rules without its schemas (decision 028): the limits of a search and clearing
 * it (spec §3 "Shared state", §4). The results page and the search box's state read them and must
 * not load zod; flight-search.ts builds the schemas on them.
 */
import { ServiceType, TripType } from "./enum-values";

/** Routes of a multi-destination search (§7, issue 4). */
export const MAX_ROUTES = 4;
export const MIN_MULTI_ROUTES = 2;
/** How far ahead a search may look. */
export const MAX_DAYS_AHEAD = 365;

// ─── Clearing the search (spec §4) ──────────────────────────────────────────────────────────────

/** The flight search state of spec §3 "Shared state". */
export type FlightSearchState = {
  productType: ServiceType | null;
  flightType: TripType;
  origin: string | null;
  destination: string | null;
  dates: string[];
  requestId: string | null;
  returningRequestId: string | null;
  isReturning: boolean;
  isDomesticFlight: boolean;
};

/**
 * Spec §4: clearing the search returns the flight type to one-way and empties origin,
 * destination, dates and request ids (the product type and scope stay: they belong to the page).
 */
export function clearFlightSearch(state: FlightSearchState): FlightSearchState {
  return {
    ...state,
    flightType: TripType.OneWay,
    origin: null,
    destination: null,
    dates: [],
    requestId: null,
    returningRequestId: null,
    isReturning: false,
  };
}

/** Spec §4: a round trip with a domestic product counts as a domestic round trip. */
export function isDomesticRoundTrip(state: Pick<FlightSearchState, "flightType" | "productType">): boolean {
  return state.flightType === TripType.RoundTrip && state.productType === ServiceType.DomesticFlight;
}
