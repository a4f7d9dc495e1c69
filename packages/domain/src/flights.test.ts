import { describe, expect, it } from "vitest";
import { ServiceType, TripType } from "./enums";
import { clearFlightSearch, type FlightSearchState, isDomesticRoundTrip } from "./flight-search-rules";
import { availableRequestSchema, flightProductType, searchDates, searchSlices } from "./flights";

const messages = (input: unknown) => {
  const result = availableRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
};

const oneWay = { tripType: 1, origin: "njf", destination: "IKA", departureDates: ["2026-05-01"] };

describe("availableRequestSchema", () => {
  it("accepts a one-way search, upper-cases codes and fills defaults", () => {
    const parsed = availableRequestSchema.parse(oneWay);
    expect(parsed).toMatchObject({ origin: "NJF", adults: 1, children: 0, infants: 0, cabinClass: 1 });
  });

  it.each<[string, unknown, string[]]>([
    ["round trip", { ...oneWay, tripType: 2, departureDates: ["2026-05-01", "2026-05-08"] }, []],
    [
      "multi-destination",
      {
        tripType: 3,
        routes: [
          { origin: "BGW", destination: "IST", departureDate: "2026-05-01" },
          { origin: "IST", destination: "DXB", departureDate: "2026-05-04" },
        ],
      },
      [],
    ],
    ["missing origin", { ...oneWay, origin: undefined }, ["origin:PL_SELECT_ORIGIN"]],
    ["bad IATA code", { ...oneWay, origin: "NJ1" }, ["origin:IATA_CODE_IS_INVALID"]],
    [
      "same origin and destination",
      { ...oneWay, destination: "NJF" },
      ["destination:ORIGIN_AND_DESTINATION_ARE_SAME"],
    ],
    ["missing date", { ...oneWay, departureDates: [] }, ["departureDates.0:PL_SELECT_DEPARTURE_DATE"]],
    ["impossible date", { ...oneWay, departureDates: ["2026-02-30"] }, ["departureDates.0:DATE_IS_INVALID"]],
    ["round trip without return", { ...oneWay, tripType: 2 }, ["departureDates.1:PL_SELECT_RETURN_DATE"]],
    [
      "return before departure",
      { ...oneWay, tripType: 2, departureDates: ["2026-05-08", "2026-05-01"] },
      ["departureDates.1:RETURN_DATE_BEFORE_DEPARTURE"],
    ],
    [
      "multi with one route",
      { tripType: 3, routes: [{ origin: "BGW", destination: "IST", departureDate: "2026-05-01" }] },
      ["routes:ROUTES_ARE_REQUIRED"],
    ],
    [
      "multi with five routes",
      {
        tripType: 3,
        routes: Array.from({ length: 5 }, () => ({
          origin: "BGW",
          destination: "IST",
          departureDate: "2026-05-01",
        })),
      },
      ["routes:TOO_MANY_ROUTES"],
    ],
    [
      "multi routes out of order",
      {
        tripType: 3,
        routes: [
          { origin: "BGW", destination: "IST", departureDate: "2026-05-05" },
          { origin: "IST", destination: "DXB", departureDate: "2026-05-01" },
        ],
      },
      ["routes.1.departureDate:ROUTE_DATES_OUT_OF_ORDER"],
    ],
    ["trip type 4", { ...oneWay, tripType: 4 }, ["tripType:TRIP_TYPE_IS_INVALID"]],
    ["cabin 5", { ...oneWay, cabinClass: 5 }, ["cabinClass:CABIN_CLASS_IS_INVALID"]],
    ["scope 3", { ...oneWay, flightScope: 3 }, ["flightScope:FLIGHT_SCOPE_IS_INVALID"]],
    ["no adult", { ...oneWay, adults: 0 }, ["passengers:AT_LEAST_ONE_ADULT_REQUIRED"]],
    ["ten passengers", { ...oneWay, adults: 10 }, ["passengers:MAX_PASSENGERS_EXCEEDED"]],
    ["two infants, one adult", { ...oneWay, infants: 2 }, ["passengers:INFANTS_MORE_THAN_ADULTS"]],
    ["four children, one adult", { ...oneWay, children: 4 }, ["passengers:TOO_MANY_CHILDREN_PER_ADULT"]],
    ["fractional count", { ...oneWay, children: 1.5 }, ["children:PASSENGER_COUNT_IS_INVALID"]],
  ])("%s", (_title, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});

describe("searchSlices and searchDates", () => {
  it("one way: one outbound slice", () => {
    const request = availableRequestSchema.parse(oneWay);
    expect(searchSlices(request)).toEqual({
      outbound: [{ origin: "NJF", destination: "IKA", departureDate: "2026-05-01" }],
      returning: null,
    });
  });
  it("round trip: the returning slice flies back on the second date", () => {
    const request = availableRequestSchema.parse({
      ...oneWay,
      tripType: 2,
      departureDates: ["2026-05-01", "2026-05-08"],
    });
    expect(searchSlices(request).returning).toEqual({
      origin: "IKA",
      destination: "NJF",
      departureDate: "2026-05-08",
    });
    expect(searchDates(request)).toEqual(["2026-05-01", "2026-05-08"]);
  });
});

describe("clearing the search (spec §4)", () => {
  const state: FlightSearchState = {
    productType: ServiceType.DomesticFlight,
    flightType: TripType.RoundTrip,
    origin: "BGW",
    destination: "BSR",
    dates: ["2026-05-01", "2026-05-03"],
    requestId: "r",
    returningRequestId: "rr",
    isReturning: true,
    isDomesticFlight: true,
  };
  it("returns to one-way and empties origin, destination, dates and request ids", () => {
    expect(clearFlightSearch(state)).toEqual({
      ...state,
      flightType: TripType.OneWay,
      origin: null,
      destination: null,
      dates: [],
      requestId: null,
      returningRequestId: null,
      isReturning: false,
    });
  });
  it("a round trip with a domestic product is a domestic round trip", () => {
    expect(isDomesticRoundTrip(state)).toBe(true);
    expect(isDomesticRoundTrip({ ...state, productType: ServiceType.InternationalFlight })).toBe(false);
    expect(flightProductType(2)).toBe("DomesticFlight");
    expect(flightProductType(1)).toBe("InternationalFlight");
  });
});
