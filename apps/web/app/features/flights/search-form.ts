/**
 * The search box's state and its rules: trip type switches, the spec §4 "clear search", the checks
 * made before leaving for the results (the same message keys the API answers with), and the
 * conversion to the URL query (lib/flight-search-params.ts).
 */
import { CabinClass, FlightScope, ServiceType, TripType } from "@safar/domain/enum-values";
import {
  clearFlightSearch,
  type FlightSearchState,
  MAX_ROUTES,
  MIN_MULTI_ROUTES,
} from "@safar/domain/flight-search-rules";
import { FlightMessageKey } from "@safar/domain/user-messages";
import type { FlightQuery } from "../../lib/flight-search-params";

export type Place = { code: string; label: string };
export type FormRoute = { origin: Place | null; destination: Place | null; date: string };

export type SearchForm = {
  scope: FlightScope;
  tripType: TripType;
  /** routes[0] is the one-way / round-trip leg; a multi-destination trip uses 2 to 4. */
  routes: FormRoute[];
  returnDate: string;
  adults: number;
  children: number;
  infants: number;
  cabinClass: CabinClass;
};

export type FormError = { field: string; key: string };

const emptyRoute = (): FormRoute => ({ origin: null, destination: null, date: "" });

export function emptySearchForm(scope: FlightScope): SearchForm {
  return {
    scope,
    tripType: TripType.OneWay,
    routes: [emptyRoute()],
    returnDate: "",
    adults: 1,
    children: 0,
    infants: 0,
    cabinClass: CabinClass.Economy,
  };
}

/** Switches the trip type, keeping what the customer typed. */
export function withTripType(form: SearchForm, tripType: TripType): SearchForm {
  if (tripType !== TripType.MultiDestination) return { ...form, tripType };
  const routes = [...form.routes];
  while (routes.length < MIN_MULTI_ROUTES) {
    const previous = routes[routes.length - 1];
    routes.push({ origin: previous?.destination ?? null, destination: null, date: "" });
  }
  return { ...form, tripType, routes };
}

export function addRoute(form: SearchForm): SearchForm {
  if (form.routes.length >= MAX_ROUTES) return form;
  const previous = form.routes[form.routes.length - 1];
  return {
    ...form,
    routes: [...form.routes, { origin: previous?.destination ?? null, destination: null, date: "" }],
  };
}

export function removeRoute(form: SearchForm, index: number): SearchForm {
  if (form.routes.length <= MIN_MULTI_ROUTES) return form;
  return { ...form, routes: form.routes.filter((_, i) => i !== index) };
}

export function swapPlaces(form: SearchForm, index: number): SearchForm {
  return {
    ...form,
    routes: form.routes.map((r, i) =>
      i === index ? { ...r, origin: r.destination, destination: r.origin } : r,
    ),
  };
}

/** The visible routes of the current trip type. */
export function activeRoutes(form: SearchForm): FormRoute[] {
  return form.tripType === TripType.MultiDestination ? form.routes : form.routes.slice(0, 1);
}

/**
 * Spec §4 "clearing the search": the flight type returns to one-way and origin, destination and
 * dates are emptied (through the domain's `clearFlightSearch`); counts and cabin stay.
 */
export function clearSearchForm(form: SearchForm): SearchForm {
  const first = form.routes[0];
  const state: FlightSearchState = {
    productType:
      form.scope === FlightScope.DomesticFlight
        ? ServiceType.DomesticFlight
        : ServiceType.InternationalFlight,
    flightType: form.tripType,
    origin: first?.origin?.code ?? null,
    destination: first?.destination?.code ?? null,
    dates: [first?.date ?? "", form.returnDate].filter(Boolean),
    requestId: null,
    returningRequestId: null,
    isReturning: false,
    isDomesticFlight: form.scope === FlightScope.DomesticFlight,
  };
  const cleared = clearFlightSearch(state);
  return {
    ...form,
    tripType: cleared.flightType,
    routes: [{ origin: null, destination: null, date: cleared.dates[0] ?? "" }],
    returnDate: cleared.dates[1] ?? "",
  };
}

/** What must be fixed before searching (the API's own keys, so the messages are the same). */
export function validateSearchForm(form: SearchForm): FormError[] {
  const errors: FormError[] = [];
  const routes = activeRoutes(form);
  routes.forEach((route, i) => {
    if (!route.origin) errors.push({ field: `origin-${i}`, key: FlightMessageKey.PL_SELECT_ORIGIN });
    if (!route.destination)
      errors.push({ field: `destination-${i}`, key: FlightMessageKey.PL_SELECT_DESTINATION });
    else if (route.origin && route.origin.code === route.destination.code) {
      errors.push({ field: `destination-${i}`, key: FlightMessageKey.ORIGIN_AND_DESTINATION_ARE_SAME });
    }
    if (!route.date) errors.push({ field: `date-${i}`, key: FlightMessageKey.PL_SELECT_DEPARTURE_DATE });
    const previous = routes[i - 1];
    if (route.date && previous?.date && route.date < previous.date) {
      errors.push({ field: `date-${i}`, key: FlightMessageKey.ROUTE_DATES_OUT_OF_ORDER });
    }
  });
  if (form.tripType === TripType.RoundTrip) {
    const departure = routes[0]?.date;
    if (!form.returnDate) errors.push({ field: "return", key: FlightMessageKey.PL_SELECT_RETURN_DATE });
    else if (departure && form.returnDate < departure) {
      errors.push({ field: "return", key: FlightMessageKey.RETURN_DATE_BEFORE_DEPARTURE });
    }
  }
  return errors;
}

/** The URL query of a valid form. */
export function formToQuery(form: SearchForm): FlightQuery {
  const routes = activeRoutes(form);
  const first = routes[0];
  const last = routes[routes.length - 1];
  const multi = form.tripType === TripType.MultiDestination;
  return {
    scope: form.scope,
    tripType: form.tripType,
    origin: first?.origin?.code ?? "",
    destination: last?.destination?.code ?? "",
    dates: multi
      ? []
      : form.tripType === TripType.RoundTrip
        ? [first?.date ?? "", form.returnDate]
        : [first?.date ?? ""],
    routes: multi
      ? routes.map((r) => ({
          origin: r.origin?.code ?? "",
          destination: r.destination?.code ?? "",
          departureDate: r.date,
        }))
      : [],
    adults: form.adults,
    children: form.children,
    infants: form.infants,
    cabinClass: form.cabinClass,
  };
}

/** The form of a search read from a URL; `label` names an airport (city and code) when known. */
export function queryToForm(
  query: FlightQuery,
  label: (code: string) => string = (code) => code,
): SearchForm {
  const place = (code: string): Place | null => (code ? { code, label: label(code) } : null);
  const routes: FormRoute[] =
    query.tripType === TripType.MultiDestination && query.routes.length > 0
      ? query.routes.map((r) => ({
          origin: place(r.origin),
          destination: place(r.destination),
          date: r.departureDate,
        }))
      : [{ origin: place(query.origin), destination: place(query.destination), date: query.dates[0] ?? "" }];
  return {
    scope: query.scope,
    tripType: query.tripType,
    routes,
    returnDate: query.dates[1] ?? "",
    adults: query.adults,
    children: query.children,
    infants: query.infants,
    cabinClass: query.cabinClass,
  };
}
