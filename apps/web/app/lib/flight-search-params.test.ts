import { CabinClass, FlightScope, SortOption, StopsFilter, TicketOption, TripType } from "@safar/domain";
import { defaultFlightFilters } from "@safar/domain/flight-filters";
import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  baghdadDate,
  type FlightQuery,
  flightQueryParams,
  parseFlightQuery,
  parseResultsView,
  resultsUrl,
  sameSearch,
  toAvailableRequest,
  withDepartureDate,
  withResultsView,
} from "./flight-search-params";

const roundTrip: FlightQuery = {
  scope: FlightScope.InternationalFlight,
  tripType: TripType.RoundTrip,
  origin: "NJF",
  destination: "IKA",
  dates: ["2026-12-01", "2026-12-05"],
  routes: [],
  adults: 2,
  children: 1,
  infants: 1,
  cabinClass: CabinClass.Business,
};

describe("search ⇄ URL", () => {
  it("round-trips a round-trip search through the URL", () => {
    const url = new URL(resultsUrl(roundTrip), "http://x");
    expect(url.pathname).toBe("/international-flight/IKA");
    expect(parseFlightQuery(url.searchParams, "IKA", FlightScope.InternationalFlight)).toEqual(roundTrip);
  });

  it("round-trips a domestic one-way search with defaults left out", () => {
    const oneWay: FlightQuery = {
      ...roundTrip,
      scope: FlightScope.DomesticFlight,
      tripType: TripType.OneWay,
      origin: "BGW",
      destination: "BSR",
      dates: ["2026-12-01"],
      adults: 1,
      children: 0,
      infants: 0,
      cabinClass: CabinClass.Economy,
    };
    expect(resultsUrl(oneWay)).toBe("/flight/BSR?origin=BGW&date=2026-12-01&adults=1");
    const url = new URL(resultsUrl(oneWay), "http://x");
    expect(parseFlightQuery(url.searchParams, "bsr", FlightScope.DomesticFlight)).toEqual(oneWay);
  });

  it("round-trips a multi-destination search (repeated route parameters)", () => {
    const multi: FlightQuery = {
      ...roundTrip,
      tripType: TripType.MultiDestination,
      origin: "BGW",
      destination: "DXB",
      dates: [],
      routes: [
        { origin: "BGW", destination: "IST", departureDate: "2026-12-01" },
        { origin: "IST", destination: "DXB", departureDate: "2026-12-04" },
      ],
    };
    const url = new URL(resultsUrl(multi), "http://x");
    expect(url.pathname).toBe("/international-flight/DXB");
    expect(url.searchParams.getAll("route")).toEqual(["BGW-IST-2026-12-01", "IST-DXB-2026-12-04"]);
    expect(parseFlightQuery(url.searchParams, "DXB", FlightScope.InternationalFlight)).toEqual(multi);
    expect(toAvailableRequest(multi)).toMatchObject({ tripType: 3, routes: multi.routes, flightScope: 1 });
  });

  it("falls back to defaults for malformed values", () => {
    const params = new URLSearchParams("trip=9&origin=bg1&date=2026-13&adults=x&cabin=7&route=nope");
    const query = parseFlightQuery(params, "<script>", FlightScope.DomesticFlight);
    expect(query).toMatchObject({
      tripType: 1,
      origin: "",
      destination: "",
      dates: [""],
      adults: 1,
      cabinClass: 1,
    });
  });

  it("builds the Available payload of a round trip", () => {
    expect(toAvailableRequest(roundTrip)).toEqual({
      tripType: 2,
      flightScope: 1,
      origin: "NJF",
      destination: "IKA",
      departureDates: ["2026-12-01", "2026-12-05"],
      adults: 2,
      children: 1,
      infants: 1,
      cabinClass: 2,
    });
  });

  it("moves a round trip's return with a new departure day", () => {
    expect(withDepartureDate(roundTrip, "2026-12-03").dates).toEqual(["2026-12-03", "2026-12-07"]);
  });

  it("knows Baghdad's date (UTC+3)", () => {
    expect(baghdadDate(0, Date.parse("2026-01-01T21:30:00Z"))).toBe("2026-01-02");
    expect(baghdadDate(1, Date.parse("2026-01-01T12:00:00Z"))).toBe("2026-01-02");
  });
});

describe("filters and sort ⇄ URL", () => {
  it("gives the domain's defaults for an empty query", () => {
    const view = parseResultsView(new URLSearchParams());
    expect(view).toEqual({ filters: defaultFlightFilters, sort: null, outboundId: null });
    expect(activeFilterCount(view.filters)).toBe(0);
  });

  it("round-trips every filter, the sort and the chosen outbound", () => {
    const view = {
      filters: {
        timeRange: { from: 360, to: 719 },
        airlines: ["IA", "IF"],
        priceRange: { min: 50, max: 120.5 },
        stopsOutbound: StopsFilter.Direct,
        stopsReturning: StopsFilter.OneStop,
        type: 2 as const,
        durationRange: { min: 60, max: 300 },
        airports: ["BGW", "BSR"],
        ticketOptions: [TicketOption.existsTickets],
      },
      sort: SortOption.Fastest,
      outboundId: "5fe66484-9118-403c-a78d-49bcf7b4d4e9",
    };
    const base = flightQueryParams(roundTrip);
    const params = withResultsView(base, view);
    expect(parseResultsView(new URLSearchParams(params.toString()))).toEqual(view);
    expect(sameSearch(base, params)).toBe(true);
    expect(activeFilterCount(view.filters)).toBe(9);
    // Back to the defaults: only the search is left.
    const cleared = withResultsView(params, { filters: defaultFlightFilters, sort: null, outboundId: null });
    expect(cleared.toString()).toBe(base.toString());
  });

  it("ignores malformed view values and drops the overlay parameter", () => {
    const params = new URLSearchParams("sort=Best&stops=7&type=5&time=900-100&price=abc&out=1&rqs=abc");
    expect(parseResultsView(params)).toEqual({ filters: defaultFlightFilters, sort: null, outboundId: null });
    expect(withResultsView(params, parseResultsView(params)).has("rqs")).toBe(false);
  });

  it("tells a new search from a view change", () => {
    const a = flightQueryParams(roundTrip);
    const b = flightQueryParams({ ...roundTrip, dates: ["2026-12-02", "2026-12-05"] });
    expect(sameSearch(a, b)).toBe(false);
  });
});
