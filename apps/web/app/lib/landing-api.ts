/**
 * The city landing pages' calls (issue 16, spec §7 front-api/LandingPages), parsed with the domain's
 * schemas: the published cities (`GetLandingPages`), a city's words (`GetLandingPageContent`) and
 * the cheapest flights to it (`GetLandingPageFlights`). Public: the route loaders ask them on the
 * server (the pages are rendered with them, for search engines) and again on a client navigation.
 */

import { hotelCardSchema } from "@safar/domain/hotel-search";
import { landingFlightsSchema, landingPageContentSchema, landingPageListSchema } from "@safar/domain/landing";
import type { ApiClient } from "./api";

export function getLandingPages(client: ApiClient, signal?: AbortSignal) {
  return client.request("front-api/LandingPages/GetLandingPages", {
    body: {},
    signal,
    auth: false,
    schema: landingPageListSchema,
  });
}

export function getLandingPageContent(client: ApiClient, cityCode: string, signal?: AbortSignal) {
  return client.request("front-api/LandingPages/GetLandingPageContent", {
    body: { cityCode },
    signal,
    auth: false,
    schema: landingPageContentSchema,
  });
}

export function getLandingPageFlights(client: ApiClient, cityCode: string, signal?: AbortSignal) {
  return client.request("front-api/LandingPages/GetLandingPageFlights", {
    body: { cityCode },
    signal,
    auth: false,
    schema: landingFlightsSchema,
  });
}

/** The city's trending hotels (spec §7 GetHotelsAvailableByDestination: a night a week ahead, two adults). */
export function getCityHotels(client: ApiClient, cityCode: string, signal?: AbortSignal) {
  return client.request("front-api/HotelTrending/GetHotelsAvailableByDestination", {
    body: { slidingExpiration: true, reValidate: true, cityCode, take: LANDING_HOTELS_TAKE },
    signal,
    auth: false,
    schema: hotelCardSchema.array(),
  });
}

/** Hotels a city page shows. */
export const LANDING_HOTELS_TAKE = 6;
