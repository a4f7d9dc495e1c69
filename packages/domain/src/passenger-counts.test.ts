import { describe, expect, it } from "vitest";
import { AgeCategory } from "./enums";
import {
  ageCategoryOn,
  canAddPassenger,
  canRemovePassenger,
  isValidPassengerCounts,
  type PassengerCounts,
  passengerCountViolations,
} from "./passenger-counts";
import { passengerCountsSchema } from "./passenger-counts-schema";

const c = (adults: number, children: number, infants: number): PassengerCounts => ({
  adults,
  children,
  infants,
});

describe("passengerCountViolations", () => {
  it.each([
    // accepted
    [c(1, 0, 0), []],
    [c(1, 3, 0), []],
    [c(1, 2, 1), []],
    [c(9, 0, 0), []],
    [c(3, 6, 0), []],
    [c(3, 3, 3), []],
    [c(2, 4, 2), []],
    [c(4, 3, 2), []],
    // at least one adult
    [c(0, 0, 0), ["AT_LEAST_ONE_ADULT_REQUIRED"]],
    [c(0, 1, 0), ["AT_LEAST_ONE_ADULT_REQUIRED", "TOO_MANY_CHILDREN_PER_ADULT"]],
    // max 9 in total, infants included
    [c(10, 0, 0), ["MAX_PASSENGERS_EXCEEDED"]],
    [c(8, 1, 0), []],
    [c(8, 2, 0), ["MAX_PASSENGERS_EXCEEDED"]],
    [c(5, 0, 5), ["MAX_PASSENGERS_EXCEEDED"]],
    [c(4, 4, 1), []],
    // 3 children per adult; or 2 children + 1 infant
    [c(1, 4, 0), ["TOO_MANY_CHILDREN_PER_ADULT"]],
    [c(1, 3, 1), ["TOO_MANY_CHILDREN_PER_ADULT"]],
    [c(2, 6, 0), []],
    [c(2, 7, 0), ["TOO_MANY_CHILDREN_PER_ADULT"]],
    [c(2, 5, 1), []],
    [c(2, 4, 2), []],
    [c(2, 5, 2), ["TOO_MANY_CHILDREN_PER_ADULT"]],
    // infants must not outnumber adults
    [c(1, 0, 1), []],
    [c(1, 0, 2), ["INFANTS_MORE_THAN_ADULTS"]],
    [c(2, 0, 3), ["INFANTS_MORE_THAN_ADULTS"]],
    [c(1, 1, 2), ["INFANTS_MORE_THAN_ADULTS"]],
    // malformed
    [c(-1, 0, 0), ["PASSENGER_COUNT_IS_INVALID"]],
    [c(1, 0.5, 0), ["PASSENGER_COUNT_IS_INVALID"]],
    [c(1, 0, Number.NaN), ["PASSENGER_COUNT_IS_INVALID"]],
    [c(Number.POSITIVE_INFINITY, 0, 0), ["PASSENGER_COUNT_IS_INVALID"]],
  ])("%j -> %j", (counts, expected) => {
    expect(passengerCountViolations(counts)).toEqual(expected);
    expect(isValidPassengerCounts(counts)).toBe(expected.length === 0);
  });
});

describe("canAddPassenger / canRemovePassenger", () => {
  it.each([
    [c(1, 0, 0), "adults", true],
    [c(9, 0, 0), "adults", false],
    [c(1, 2, 0), "children", true],
    [c(1, 3, 0), "children", false],
    [c(1, 2, 0), "infants", true],
    [c(1, 0, 1), "infants", false],
    [c(1, 2, 1), "children", false],
    [c(3, 6, 0), "children", false],
  ] as const)("add to %j %s: %s", (counts, kind, expected) => {
    expect(canAddPassenger(counts, kind)).toBe(expected);
  });

  it.each([
    [c(1, 0, 0), "adults", false],
    [c(2, 0, 0), "adults", true],
    [c(2, 4, 0), "adults", false],
    [c(2, 3, 0), "adults", true],
    [c(2, 0, 2), "adults", false],
    [c(1, 0, 0), "children", false],
    [c(1, 1, 0), "children", true],
    [c(1, 0, 1), "infants", true],
  ] as const)("remove from %j %s: %s", (counts, kind, expected) => {
    expect(canRemovePassenger(counts, kind)).toBe(expected);
  });
});

describe("passengerCountsSchema", () => {
  it.each([
    [{ adults: 1, children: 0, infants: 0 }, []],
    [{ adults: 1, children: 2, infants: 1 }, []],
    [{ adults: 1, children: 4, infants: 0 }, ["TOO_MANY_CHILDREN_PER_ADULT"]],
    [{ adults: 0, children: 0, infants: 0 }, ["AT_LEAST_ONE_ADULT_REQUIRED"]],
    [{ adults: 10, children: 0, infants: 0 }, ["MAX_PASSENGERS_EXCEEDED"]],
    [{ adults: 1, children: -1, infants: 0 }, ["PASSENGER_COUNT_IS_INVALID"]],
    [{ adults: "1", children: 0, infants: 0 }, ["PASSENGER_COUNT_IS_INVALID"]],
    [{ adults: 1.5, children: 0, infants: 0 }, ["PASSENGER_COUNT_IS_INVALID"]],
    [{ adults: 1, children: 0 }, ["PASSENGER_COUNT_IS_INVALID"]],
  ])("%j -> %j", (input, expected) => {
    const result = passengerCountsSchema.safeParse(input);
    expect(result.success).toBe(expected.length === 0);
    expect(result.error?.issues.map((i) => i.message) ?? []).toEqual(expected);
  });
});

describe("ageCategoryOn", () => {
  const travel = "2025-06-15";
  it.each([
    // infant: under 2; 2nd birthday on the travel date makes a child
    ["2025-06-15", AgeCategory.Infant],
    ["2024-01-01", AgeCategory.Infant],
    ["2023-06-16", AgeCategory.Infant],
    ["2023-06-15", AgeCategory.Child],
    ["2023-06-14", AgeCategory.Child],
    // child: 2 to under 12; 12th birthday on the travel date makes an adult
    ["2013-06-16", AgeCategory.Child],
    ["2013-06-15", AgeCategory.Adult],
    ["2013-06-14", AgeCategory.Adult],
    ["1950-01-01", AgeCategory.Adult],
    // invalid
    ["2025-06-16", AgeCategory.Unknown],
    ["2025-02-30", AgeCategory.Unknown],
    ["", AgeCategory.Unknown],
  ])("born %s on %s -> %s", (birth, expected) => {
    expect(ageCategoryOn(birth, travel)).toBe(expected);
  });

  it.each([
    // born on 29 February: older on 1 March in non-leap years, on 29 February in leap years
    ["2014-02-28", "2026-02-28", AgeCategory.Adult],
    ["2012-02-29", "2024-02-28", AgeCategory.Child],
    ["2012-02-29", "2024-02-29", AgeCategory.Adult],
    ["2016-02-29", "2018-02-28", AgeCategory.Infant],
    ["2016-02-29", "2018-03-01", AgeCategory.Child],
  ])("born %s on %s -> %s (leap day)", (birth, on, expected) => {
    expect(ageCategoryOn(birth, on)).toBe(expected);
  });

  it("accepts Date objects", () => {
    expect(ageCategoryOn(new Date(2020, 0, 1), new Date(2025, 0, 1))).toBe(AgeCategory.Child);
    expect(ageCategoryOn(new Date(2020, 0, 1), new Date("x"))).toBe(AgeCategory.Unknown);
  });
});
