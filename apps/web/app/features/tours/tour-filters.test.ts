import { describe, expect, it } from "vitest";
import { activeFilterCount, filtersFromUrl, listQueryOf, NO_TOUR_FILTERS, withFilters } from "./tour-filters";

describe("tour filters in the URL", () => {
  it("reads the three filters, upper-casing the destination", () => {
    const filters = filtersFromUrl(new URLSearchParams("destination=krb&month=2027-01&budget=500"));
    expect(filters).toEqual({ destination: "KRB", month: "2027-01", budget: 500 });
    expect(listQueryOf(filters)).toEqual({ destination: "KRB", month: "2027-01", maxBudget: 500 });
    expect(activeFilterCount(filters)).toBe(3);
  });

  it("leaves out what the list cannot use", () => {
    const filters = filtersFromUrl(new URLSearchParams("destination=Karbala&month=2027-13&budget=0"));
    expect(filters).toEqual(NO_TOUR_FILTERS);
    expect(listQueryOf(filters)).toEqual({});
    expect(filtersFromUrl(new URLSearchParams("budget=abc&month="))).toEqual(NO_TOUR_FILTERS);
  });

  it("writes the filters set, removes the others and keeps other parameters", () => {
    const next = withFilters(new URLSearchParams("month=2027-01&utm=x"), {
      destination: "IST",
      month: null,
      budget: 800,
    });
    expect(next.toString()).toBe("utm=x&destination=IST&budget=800");
  });
});
