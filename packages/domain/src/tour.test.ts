import { describe, expect, it } from "vitest";
import {
  departureMatches,
  isOpenDeparture,
  returnDateOf,
  seatsLeftOf,
  tourListQuerySchema,
  tourUsdCents,
} from "./tour";
import { departureIssues, tourDepartureInputSchema, tourInputSchema } from "./tour-admin";

const keysOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("tourListQuerySchema", () => {
  it("takes the three filters from a query string, blanks as absent", () => {
    expect(tourListQuerySchema.parse({ destination: "krb", month: "2027-01", maxBudget: "500" })).toEqual({
      destination: "KRB",
      month: "2027-01",
      maxBudget: 500,
    });
    expect(tourListQuerySchema.parse({ destination: "", month: "", maxBudget: "" })).toEqual({});
  });

  it("refuses each bad filter by its key", () => {
    expect(keysOf(tourListQuerySchema.safeParse({ destination: "Karbala" }))).toEqual([
      ["destination", "TOUR_DESTINATION_IS_INVALID"],
    ]);
    expect(keysOf(tourListQuerySchema.safeParse({ month: "2027-13" }))).toEqual([
      ["month", "TOUR_MONTH_IS_INVALID"],
    ]);
    expect(keysOf(tourListQuerySchema.safeParse({ month: "2027-1" }))).toEqual([
      ["month", "TOUR_MONTH_IS_INVALID"],
    ]);
    for (const maxBudget of ["0", "-5", "abc", "2000000"])
      expect(keysOf(tourListQuerySchema.safeParse({ maxBudget }))).toEqual([
        ["maxBudget", "TOUR_BUDGET_IS_INVALID"],
      ]);
  });
});

describe("departures", () => {
  const departure = { date: "2027-01-10", capacity: 40, seatsSold: 30, seatsHeld: 4 };

  it("counts held seats as taken", () => {
    expect(seatsLeftOf(departure)).toBe(6);
    expect(seatsLeftOf({ capacity: 10, seatsSold: 10, seatsHeld: 2 })).toBe(0);
  });

  it("is open when it leaves after today (Baghdad) with seats left", () => {
    expect(isOpenDeparture(departure, "2027-01-09")).toBe(true);
    expect(isOpenDeparture(departure, "2027-01-10")).toBe(false);
    expect(isOpenDeparture({ ...departure, seatsSold: 36 }, "2027-01-01")).toBe(false);
  });

  it("comes back after the tour's nights, across months and years", () => {
    expect(returnDateOf("2026-12-29", 5)).toBe("2027-01-03");
    expect(returnDateOf("2027-02-27", 2)).toBe("2027-03-01");
  });

  it("matches a month and a budget per adult (USD)", () => {
    const d = { date: "2027-03-05", adultUsd: 450 };
    expect(departureMatches(d, {})).toBe(true);
    expect(departureMatches(d, { month: "2027-03", maxBudget: 450 })).toBe(true);
    expect(departureMatches(d, { month: "2027-04" })).toBe(false);
    expect(departureMatches(d, { maxBudget: 449.99 })).toBe(false);
  });

  it("converts a price to USD cents rounded up", () => {
    expect(tourUsdCents(65_500_000, 1310)).toBe(50_000);
    expect(tourUsdCents(100_000, 1310)).toBe(77);
    expect(tourUsdCents(45_000, 1)).toBe(45_000);
  });
});

const three = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const tour = {
  kind: "Pilgrimage",
  destination: "mhd",
  title: three("Mashhad"),
  description: three("Five days at the shrine"),
  days: 3,
  nights: 2,
  plan: [
    { title: three("Arrival") },
    { title: three("Haram") },
    { title: three("Return"), description: three("Flight") },
  ],
  hotelStars: 4,
  currency: "usd",
};

describe("tourInputSchema", () => {
  it("takes a tour with its defaults, codes upper-cased", () => {
    const parsed = tourInputSchema.parse(tour);
    expect(parsed).toMatchObject({
      destination: "MHD",
      currency: "USD",
      included: [],
      excluded: [],
      photos: [],
      sortOrder: 0,
      onSale: true,
    });
    expect(parsed.plan[0]?.description).toEqual({ ar: "", fa: "", en: "" });
  });

  it("wants nights equal to the days or one fewer, and one plan entry a day", () => {
    expect(tourInputSchema.safeParse({ ...tour, nights: 3 }).success).toBe(true);
    expect(keysOf(tourInputSchema.safeParse({ ...tour, nights: 1 }))).toEqual([
      ["nights", "TOUR_NIGHTS_IS_INVALID"],
    ]);
    expect(keysOf(tourInputSchema.safeParse({ ...tour, days: 4, nights: 3 }))).toEqual([
      ["plan", "TOUR_PLAN_IS_INVALID"],
    ]);
  });

  it("refuses each bad field by its key", () => {
    const bad = tourInputSchema.safeParse({
      ...tour,
      kind: "Cruise",
      title: { ...tour.title, fa: " " },
      hotelStars: 6,
      included: [three("x".repeat(201))],
      photos: ["a", "a"],
      plan: [{ title: three("") }, ...tour.plan.slice(1)],
    });
    expect(keysOf(bad)).toEqual(
      expect.arrayContaining([
        ["kind", "TOUR_KIND_IS_INVALID"],
        ["title.fa", "TOUR_TITLE_IS_INVALID"],
        ["hotelStars", "TOUR_HOTEL_STARS_ARE_INVALID"],
        ["included.0.en", "TOUR_INCLUSIONS_ARE_INVALID"],
        ["photos", "TOUR_PHOTOS_ARE_INVALID"],
        ["plan.0.title.en", "TOUR_PLAN_IS_INVALID"],
      ]),
    );
  });
});

describe("tourDepartureInputSchema", () => {
  const departure = { date: "2027-02-01", capacity: 40, adultPrice: 450, childPrice: 350, infantPrice: 60 };

  it("takes a departure; a child pays at most an adult, an infant at most a child", () => {
    expect(tourDepartureInputSchema.parse(departure)).toEqual(departure);
    expect(keysOf(tourDepartureInputSchema.safeParse({ ...departure, childPrice: 451 }))).toEqual([
      ["childPrice", "TOUR_CHILD_PRICE_IS_INVALID"],
    ]);
    expect(keysOf(tourDepartureInputSchema.safeParse({ ...departure, infantPrice: 351 }))).toEqual([
      ["infantPrice", "TOUR_INFANT_PRICE_IS_INVALID"],
    ]);
    expect(
      keysOf(
        tourDepartureInputSchema.safeParse({ ...departure, adultPrice: 0, childPrice: 0, infantPrice: 0 }),
      ),
    ).toEqual([["adultPrice", "TOUR_PRICE_IS_INVALID"]]);
    expect(
      keysOf(tourDepartureInputSchema.safeParse({ ...departure, date: "2027-02-30", capacity: 0 })),
    ).toEqual([
      ["date", "TOUR_DEPARTURE_DATE_IS_INVALID"],
      ["capacity", "TOUR_CAPACITY_IS_INVALID"],
    ]);
  });

  it("leaves after today, at most two years ahead, with room for the seats taken", () => {
    expect(departureIssues({ date: "2027-02-01", capacity: 40 }, "2027-01-31")).toEqual([]);
    expect(departureIssues({ date: "2027-02-01", capacity: 40 }, "2027-02-01")).toEqual([
      { path: ["date"], message: "TOUR_DEPARTURE_DATE_IS_INVALID" },
    ]);
    expect(departureIssues({ date: "2029-02-02", capacity: 40 }, "2027-02-01")).toEqual([
      { path: ["date"], message: "TOUR_DEPARTURE_DATE_IS_INVALID" },
    ]);
    expect(departureIssues({ date: "2027-03-01", capacity: 10 }, "2027-02-01", 12)).toEqual([
      { path: ["capacity"], message: "TOUR_CAPACITY_IS_INVALID" },
    ]);
  });
});
