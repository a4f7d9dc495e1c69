/**
 * The links and the schema.org data of a city page: each cheapest flight opens the results of a
 * one-way search for one adult on its day (the customer books from there), each hotel its page for
 * a night a week ahead for two adults (the prices shown are for that stay), each tour its page.
 */
import { CabinClass, TripType } from "@safar/domain/enums";
import type { HotelCard } from "@safar/domain/hotel-search";
import type { LandingFlight, LandingPageContent } from "@safar/domain/landing";
import type { Locale } from "@safar/domain/site-config";
import { addDays } from "@safar/domain/time-zones";
import { resultsUrl } from "../../lib/flight-search-params";
import { hotelPageUrl } from "../../lib/hotel-search-params";

/** A city's page. */
export const landingCityPath = (cityCode: string) => `/landing/${cityCode}`;
/** The hotels' stay starts this many days after today (as the trending hotels' prices are). */
export const HOTEL_DAYS_AHEAD = 7;

export function flightResultsHref(flight: LandingFlight): string {
  return resultsUrl({
    scope: flight.flightScope,
    tripType: TripType.OneWay,
    origin: flight.origin,
    destination: flight.destination,
    dates: [flight.departureDate],
    routes: [],
    adults: 1,
    children: 0,
    infants: 0,
    cabinClass: CabinClass.Economy,
  });
}

export function hotelHref(card: HotelCard, today: string): string {
  const checkIn = addDays(today, HOTEL_DAYS_AHEAD);
  return hotelPageUrl(
    {
      cityCode: card.cityCode,
      checkIn,
      checkOut: addDays(checkIn, 1),
      rooms: [{ adults: 2, childAges: [] }],
    },
    card.hotelId,
  );
}

export const tourHref = (id: string) => `/tour/${id}`;

/**
 * schema.org data of a city page: the city as a `TouristDestination` (in its country) with the
 * cheapest flights to it as offers (one adult, USD, the day of the fare).
 */
export function cityStructuredData(
  page: LandingPageContent,
  flights: readonly LandingFlight[],
  locale: Locale,
) {
  const path = landingCityPath(page.cityCode);
  return {
    "@context": "https://schema.org",
    "@type": ["TouristDestination", "City"],
    name: page.name[locale],
    description: page.description[locale],
    url: path,
    inLanguage: locale,
    ...(page.country ? { containedInPlace: { "@type": "Country", name: page.country[locale] } } : {}),
    makesOffer: flights.map((flight) => ({
      "@type": "Offer",
      name: `${flight.originName[locale]} – ${flight.destinationName[locale]}`,
      price: flight.lowestPrice.toFixed(2),
      priceCurrency: "USD",
      availabilityStarts: flight.departureDate,
      url: flightResultsHref(flight),
      category: "Flight",
    })),
  };
}
