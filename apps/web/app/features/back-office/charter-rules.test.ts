import { describe, expect, it } from "vitest";
import {
  type CharterFormValues,
  chartersFilterFromParams,
  chartersQuery,
  checkCharter,
  emptyCharterForm,
  localInstant,
  noChartersFilter,
  paramsFromChartersFilter,
} from "./charter-rules";

describe("localInstant", () => {
  it("gives the zone's offset on that day", () => {
    expect(localInstant("2026-12-20", "08:30", "Asia/Baghdad")).toBe("2026-12-20T08:30:00+03:00");
    expect(localInstant("2026-12-20", "23:05", "Asia/Tehran")).toBe("2026-12-20T23:05:00+03:30");
    expect(localInstant("2026-07-01", "10:00", "Europe/Istanbul")).toBe("2026-07-01T10:00:00+03:00");
    // Summer and winter time where the zone has both.
    expect(localInstant("2026-07-01", "10:00", "Europe/London")).toBe("2026-07-01T10:00:00+01:00");
    expect(localInstant("2026-01-15", "10:00", "Europe/London")).toBe("2026-01-15T10:00:00+00:00");
    expect(localInstant("2026-01-15", "10:00", "America/New_York")).toBe("2026-01-15T10:00:00-05:00");
  });

  it("is null for a day, a time or a zone that is not one", () => {
    expect(localInstant("2026-02-30", "10:00", "Asia/Baghdad")).toBeNull();
    expect(localInstant("2026-02-10", "24:00", "Asia/Baghdad")).toBeNull();
    expect(localInstant("", "10:00", "Asia/Baghdad")).toBeNull();
    expect(localInstant("2026-02-10", "10:00", "Mars/Olympus")).toBeNull();
  });
});

const now = Date.parse("2026-12-01T00:00:00Z");
const aircraft = [{ code: "A320", name: "Airbus A320", seatCount: 180 }];
const filled: CharterFormValues = {
  ...emptyCharterForm,
  airlineCode: "ia",
  flightNumber: "٤٢١",
  origin: "njf",
  destination: "IKA",
  departureDate: "2026-12-20",
  departureTime: "08:30",
  arrivalDate: "2026-12-20",
  arrivalTime: "10:45",
  aircraftCode: "A320",
  seats: "١٢٠",
  cancellationRuleSet: "standard",
  "fares.adult": "١٥٠٫٥",
  "fares.child": "120",
  "fares.infant": "",
};
const zones = { origin: "Asia/Baghdad", destination: "Asia/Tehran" };

describe("checkCharter", () => {
  it("makes the API's body: codes in capitals, local times with their offsets, numbers from any digits", () => {
    expect(checkCharter(filled, { zones, aircraft, now })).toEqual({
      ok: true,
      data: {
        airlineCode: "IA",
        flightNumber: "421",
        origin: "NJF",
        destination: "IKA",
        departureAt: "2026-12-20T08:30:00+03:00",
        arrivalAt: "2026-12-20T10:45:00+03:30",
        stops: [],
        aircraftCode: "A320",
        cabinClass: 1,
        fareClass: "Y",
        baggageAmount: 20,
        baggageUnit: "Kg",
        seats: 120,
        cancellationRuleSet: "standard",
        fares: { adult: 150.5, child: 120, infant: 0 },
      },
    });
  });

  it("puts each refusal on its field with the domain's message key", () => {
    const result = checkCharter(
      {
        ...filled,
        airlineCode: "I",
        destination: "NJF",
        arrivalTime: "07:00",
        seats: "181",
        fareClass: "YY",
        cancellationRuleSet: "",
        aircraftCode: "",
        "fares.adult": "0",
        "fares.child": "-1",
      },
      { zones: { origin: "Asia/Baghdad", destination: "Asia/Baghdad" }, aircraft, now },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        airlineCode: "CHARTER_FLIGHT_NUMBER_IS_INVALID",
        destination: "CHARTER_AIRPORT_UNKNOWN",
        arrivalAt: "CHARTER_TIMES_ARE_INVALID",
        aircraftCode: "CHARTER_AIRCRAFT_UNKNOWN",
        fareClass: "CHARTER_FARE_CLASS_IS_INVALID",
        cancellationRuleSet: "CHARTER_RULE_SET_UNKNOWN",
        "fares.adult": "CHARTER_FARE_IS_INVALID",
        "fares.child": "CHARTER_FARE_IS_INVALID",
      },
    });
  });

  it("refuses a departure in the past and more seats than the aircraft has", () => {
    const result = checkCharter(
      { ...filled, departureDate: "2026-11-30", arrivalDate: "2026-11-30", seats: "181" },
      { zones, aircraft, now },
    );
    expect(result).toEqual({
      ok: false,
      errors: { departureAt: "CHARTER_TIMES_ARE_INVALID", seats: "CHARTER_SEATS_ARE_INVALID" },
    });
  });

  it("names an airport the list does not know, without a second error on its time", () => {
    expect(
      checkCharter(filled, { zones: { origin: undefined, destination: "Asia/Tehran" }, aircraft, now }),
    ).toEqual({ ok: false, errors: { origin: "CHARTER_AIRPORT_UNKNOWN" } });
  });

  const withStop: CharterFormValues = {
    ...filled,
    stopCount: "1",
    "stops[0].airport": "bgw",
    "stops[0].arrivalDate": "2026-12-20",
    "stops[0].arrivalTime": "09:15",
    "stops[0].departureDate": "2026-12-20",
    "stops[0].departureTime": "09:50",
    // A second slot left filled from before is not sent while only one stop is in use.
    "stops[1].airport": "BSR",
  };
  const withStopZones = { ...zones, stops: ["Asia/Baghdad", "Asia/Baghdad"] };

  it("sends the stops in use, each landing and leaving on its airport's clock", () => {
    const result = checkCharter(withStop, { zones: withStopZones, aircraft, now });
    expect(result.ok && result.data.stops).toEqual([
      { airport: "BGW", arrivalAt: "2026-12-20T09:15:00+03:00", departureAt: "2026-12-20T09:50:00+03:00" },
    ]);
  });

  it("puts a stop's refusals on the stop's fields", () => {
    const check = (
      values: Partial<CharterFormValues>,
      stopZones: (string | undefined)[] = withStopZones.stops,
    ) =>
      checkCharter({ ...withStop, ...values } as CharterFormValues, {
        zones: { ...zones, stops: stopZones },
        aircraft,
        now,
      });
    // Landing at the stop before leaving the origin (08:30).
    expect(check({ "stops[0].arrivalTime": "08:00" })).toEqual({
      ok: false,
      errors: { "stops[0].arrivalAt": "CHARTER_STOP_TIMES_ARE_INVALID" },
    });
    // Leaving the stop after the arrival at IKA (10:45 Tehran = 10:15 Baghdad).
    expect(check({ "stops[0].departureTime": "10:30" })).toEqual({
      ok: false,
      errors: { "stops[0].departureAt": "CHARTER_STOP_TIMES_ARE_INVALID" },
    });
    expect(check({ "stops[0].airport": "ika" })).toEqual({
      ok: false,
      errors: { "stops[0].airport": "CHARTER_STOP_IS_INVALID" },
    });
    // An airport the list does not know: named once, its times wait for it.
    expect(check({ "stops[0].airport": "ZZZ" }, [undefined])).toEqual({
      ok: false,
      errors: { "stops[0].airport": "CHARTER_STOP_IS_INVALID" },
    });
    expect(check({ "stops[0].departureTime": "" })).toEqual({
      ok: false,
      errors: { "stops[0].departureAt": "CHARTER_STOP_TIMES_ARE_INVALID" },
    });
  });

  it("asks for the times when they are missing", () => {
    expect(checkCharter({ ...filled, departureTime: "", arrivalDate: "" }, { zones, aircraft, now })).toEqual(
      {
        ok: false,
        errors: { departureAt: "CHARTER_TIMES_ARE_INVALID", arrivalAt: "CHARTER_TIMES_ARE_INVALID" },
      },
    );
  });
});

describe("charter flights filter", () => {
  it("reads a route and days, and round-trips", () => {
    const filter = chartersFilterFromParams(new URLSearchParams("origin=bgw&to=2026-12-31&page=2&from=x"));
    expect(filter).toEqual({ origin: "BGW", destination: "", from: "", to: "2026-12-31", page: 2 });
    expect(chartersFilterFromParams(paramsFromChartersFilter(filter))).toEqual(filter);
    expect(paramsFromChartersFilter(noChartersFilter).toString()).toBe("");
    expect(chartersQuery(filter)).toEqual({
      origin: "BGW",
      destination: undefined,
      from: undefined,
      to: "2026-12-31",
      page: 2,
      pageSize: 20,
    });
  });
});
