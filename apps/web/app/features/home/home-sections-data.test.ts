import type { QuickSearchInfo } from "@safar/domain/flights";
import type { TrendingDestination } from "@safar/domain/trending";
import { describe, expect, it } from "vitest";
import { USD } from "../../lib/currency";
import { popularRouteCard, trendingCard } from "./home-sections-data";

const text = (ar: string, en: string) => ({ ar, fa: ar, en });

describe("trendingCard", () => {
  it("links a destination to a one-way flight a week ahead and two nights of hotels for two", () => {
    const najaf: TrendingDestination = {
      cityCode: "NJF",
      name: text("النجف", "Najaf"),
      country: text("العراق", "Iraq"),
      searches: 3,
      flight: { origin: "BGW", originName: text("بغداد", "Baghdad"), flightScope: 2 },
      hotels: true,
    };
    expect(trendingCard(najaf, "ar", "2026-11-27")).toEqual({
      cityCode: "NJF",
      name: "النجف",
      country: "العراق",
      flight: { originName: "بغداد", href: "/flight/NJF?origin=BGW&date=2026-12-04&adults=1" },
      hotelsHref: "/hotels/NJF?checkIn=2026-12-04&checkOut=2026-12-06&rooms=2",
    });
  });

  it("sends an international flight to its results page, and leaves out what the destination lacks", () => {
    const istanbul: TrendingDestination = {
      cityCode: "IST",
      name: text("إسطنبول", "Istanbul"),
      country: null,
      searches: 0,
      flight: { origin: "BSR", originName: text("البصرة", "Basra"), flightScope: 1 },
      hotels: false,
    };
    expect(trendingCard(istanbul, "en", "2026-12-30")).toMatchObject({
      name: "Istanbul",
      country: null,
      flight: { href: "/international-flight/IST?origin=BSR&date=2027-01-06&adults=1" },
      hotelsHref: null,
    });
    const karbala = { ...istanbul, cityCode: "KRB", flight: null, hotels: true };
    expect(trendingCard(karbala, "en", "2026-12-30")).toMatchObject({
      flight: null,
      hotelsHref: "/hotels/KRB?checkIn=2027-01-06&checkOut=2027-01-08&rooms=2",
    });
  });
});

describe("popularRouteCard", () => {
  const route: QuickSearchInfo = {
    origin: "BGW",
    destination: "IST",
    originName: text("بغداد", "Baghdad"),
    destinationName: text("إسطنبول", "Istanbul"),
    flightScope: 1,
    lowestPrice: 181.5,
    departureDate: "2026-12-05",
  };

  it("opens the results page of a one-way search for one adult on the fare's day, in the page's language", () => {
    expect(popularRouteCard(route, "en", USD, "2026-11-28")).toEqual({
      key: "BGW-IST",
      originName: "Baghdad",
      destinationName: "Istanbul",
      domestic: false,
      price: "181.50\u00a0USD",
      date: "Sat 5 December",
      href: "/international-flight/IST?origin=BGW&date=2026-12-05&adults=1",
    });
    const domestic = popularRouteCard(
      { ...route, destination: "BSR", destinationName: text("البصرة", "Basra"), flightScope: 2 },
      "ar",
      USD,
      "2026-11-28",
    );
    expect(domestic).toMatchObject({
      originName: "بغداد",
      destinationName: "البصرة",
      domestic: true,
      href: "/flight/BSR?origin=BGW&date=2026-12-05&adults=1",
    });
  });

  it("shows the fare in the display currency", () => {
    const iqd = { currencyCode: "IQD", currencySymbol: "IQD", exchangeRate: 1310 } as const;
    expect(popularRouteCard(route, "en", iqd, "2026-11-28")?.price).toMatch(/IQD/);
  });

  it("leaves out a route without a fare, or whose fare's day has passed", () => {
    expect(
      popularRouteCard({ ...route, lowestPrice: null, departureDate: null }, "en", USD, "2026-11-28"),
    ).toBeNull();
    expect(popularRouteCard(route, "en", USD, "2026-12-06")).toBeNull();
  });
});
