import type { LandingFlight, LandingPageContent } from "@safar/domain/landing";
import { describe, expect, it } from "vitest";
import { cityStructuredData, flightResultsHref, landingCityPath } from "./landing-links";

const three = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const domestic: LandingFlight = {
  origin: "BGW",
  destination: "NJF",
  originName: three("Baghdad"),
  destinationName: three("Najaf"),
  flightScope: 2,
  departureDate: "2027-01-12",
  lowestPrice: 61.5,
};

describe("a city page's links", () => {
  it("a flight opens the one-way results of its day for one adult (domestic or international)", () => {
    expect(flightResultsHref(domestic)).toBe("/flight/NJF?origin=BGW&date=2027-01-12&adults=1");
    expect(flightResultsHref({ ...domestic, destination: "MHD", flightScope: 1 })).toBe(
      "/international-flight/MHD?origin=BGW&date=2027-01-12&adults=1",
    );
    expect(landingCityPath("KRB")).toBe("/landing/KRB");
  });

  it("schema.org: the city in its country, the flights as offers in USD, in the page's language", () => {
    const page: LandingPageContent = {
      cityCode: "KRB",
      airportCode: "NJF",
      name: three("Karbala"),
      country: three("Iraq"),
      title: three("Karbala title"),
      description: three("Karbala description"),
      heroPhoto: null,
      updatedAt: "2026-11-01T00:00:00.000Z",
      sections: [],
    };
    const data = cityStructuredData(page, [domestic], "ar");
    expect(data).toMatchObject({
      "@type": ["TouristDestination", "City"],
      name: "Karbala ar",
      description: "Karbala description ar",
      url: "/landing/KRB",
      containedInPlace: { "@type": "Country", name: "Iraq ar" },
      makesOffer: [
        {
          "@type": "Offer",
          name: "Baghdad ar – Najaf ar",
          price: "61.50",
          priceCurrency: "USD",
          availabilityStarts: "2027-01-12",
          url: "/flight/NJF?origin=BGW&date=2027-01-12&adults=1",
        },
      ],
    });
  });
});
