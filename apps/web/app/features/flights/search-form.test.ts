import { CabinClass, FlightScope, TripType } from "@safar/domain";
import { describe, expect, it } from "vitest";
import {
  addRoute,
  clearSearchForm,
  emptySearchForm,
  formToQuery,
  queryToForm,
  removeRoute,
  type SearchForm,
  validateSearchForm,
  withTripType,
} from "./search-form";

const bgw = { code: "BGW", label: "Baghdad (BGW)" };
const bsr = { code: "BSR", label: "Basra (BSR)" };
const ebl = { code: "EBL", label: "Erbil (EBL)" };

const filled: SearchForm = {
  ...emptySearchForm(FlightScope.DomesticFlight),
  tripType: TripType.RoundTrip,
  routes: [{ origin: bgw, destination: bsr, date: "2026-12-01" }],
  returnDate: "2026-12-04",
  adults: 2,
};

describe("search form", () => {
  it("asks for every missing field with the API's message keys", () => {
    const errors = validateSearchForm(
      withTripType(emptySearchForm(FlightScope.DomesticFlight), TripType.RoundTrip),
    );
    expect(errors.map((e) => e.key)).toEqual([
      "PL_SELECT_ORIGIN",
      "PL_SELECT_DESTINATION",
      "PL_SELECT_DEPARTURE_DATE",
      "PL_SELECT_RETURN_DATE",
    ]);
  });

  it("refuses the same origin and destination, and a return before departure", () => {
    const form = { ...filled, routes: [{ origin: bgw, destination: bgw, date: "2026-12-05" }] };
    expect(validateSearchForm(form).map((e) => e.key)).toEqual([
      "ORIGIN_AND_DESTINATION_ARE_SAME",
      "RETURN_DATE_BEFORE_DEPARTURE",
    ]);
  });

  it("builds multi-destination routes (2 to 4), chained from the previous destination", () => {
    let form = withTripType({ ...filled, tripType: TripType.OneWay }, TripType.MultiDestination);
    expect(form.routes).toHaveLength(2);
    expect(form.routes[1]?.origin).toEqual(bsr);
    form = addRoute(addRoute(addRoute(form)));
    expect(form.routes).toHaveLength(4);
    form = removeRoute(removeRoute(removeRoute(form, 3), 2), 1);
    expect(form.routes).toHaveLength(2);
    form = { ...form, routes: [form.routes[0]!, { origin: bsr, destination: ebl, date: "2026-11-30" }] };
    expect(validateSearchForm(form).map((e) => e.key)).toEqual(["ROUTE_DATES_OUT_OF_ORDER"]);
  });

  it("clears the search as spec §4 says: one-way, no places, no dates; counts and cabin stay", () => {
    const cleared = clearSearchForm({ ...filled, cabinClass: CabinClass.First });
    expect(cleared).toMatchObject({
      tripType: TripType.OneWay,
      routes: [{ origin: null, destination: null, date: "" }],
      returnDate: "",
      adults: 2,
      cabinClass: CabinClass.First,
    });
  });

  it("converts to the URL query and back", () => {
    const query = formToQuery(filled);
    expect(query).toMatchObject({ origin: "BGW", destination: "BSR", dates: ["2026-12-01", "2026-12-04"] });
    const labels: Record<string, string> = { BGW: bgw.label, BSR: bsr.label };
    expect(queryToForm(query, (code) => labels[code] ?? code)).toEqual(filled);
  });
});
