/**
 * The hotel calls of the storefront (issue 14), parsed with the domain's schemas: the cities of the
 * destination field, the search (`Available`), a destination's trending hotels, a hotel's page
 * (`HotelDetailForStay`), a hotel of a live search (`HotelDetail`, the guest details page), the
 * re-check of a rate before booking, and the signed-in customer's recent hotel searches. Shared by
 * the hotel pages and the checkout.
 */

import { HOTEL_TRENDING_TAKE } from "@safar/domain/hotel-rules";
import {
  type HotelCity,
  type HotelSearch,
  hotelCardSchema,
  hotelCitySchema,
  hotelDetailSchema,
  hotelSearchAnswerSchema,
  hotelSearchHistorySchema,
  rateRecheckSchema,
} from "@safar/domain/hotel-search";
import { type ApiClient, api } from "./api";

const citiesSchema = hotelCitySchema.array();
const cardsSchema = hotelCardSchema.array();
const historiesSchema = hotelSearchHistorySchema.array();

export function getAllCities(signal?: AbortSignal, client: ApiClient = api()): Promise<HotelCity[]> {
  return client.request("hotel-configuration/Cities/GetAllCities", {
    body: {},
    signal,
    schema: citiesSchema,
  });
}

let cities: Promise<HotelCity[]> | null = null;
/**
 * Every hotel city, asked once per page life (a dozen short rows): the destination field filters
 * them as the customer types, in any of the three languages. A failed answer is asked again next time.
 */
export function hotelCities(): Promise<HotelCity[]> {
  if (!cities) {
    cities = getAllCities();
    cities.catch(() => {
      cities = null;
    });
  }
  return cities;
}

export function searchHotels(query: HotelSearch, signal?: AbortSignal, client: ApiClient = api()) {
  return client.request("hotel-catalog/HotelCatalog/Available", {
    body: {
      cityCode: query.cityCode,
      checkIn: query.checkIn,
      checkOut: query.checkOut,
      rooms: query.rooms.map((room) => ({ adults: room.adults, childAges: room.childAges })),
    },
    signal,
    schema: hotelSearchAnswerSchema,
  });
}

/** Trending hotels of a destination, priced for one night, two adults, a week ahead (spec §9). */
export function trendingHotels(cityCode: string, signal?: AbortSignal) {
  return api().request("front-api/HotelTrending/GetHotelsAvailableByDestination", {
    body: { slidingExpiration: true, reValidate: true, cityCode, take: HOTEL_TRENDING_TAKE },
    signal,
    schema: cardsSchema,
  });
}

/** The hotel page in one call from the stay (the server runs or reuses the stay's search). */
export function hotelDetailForStay(
  query: HotelSearch,
  hotelId: string,
  signal?: AbortSignal,
  client: ApiClient = api(),
) {
  return client.request("hotel-catalog/HotelCatalog/HotelDetailForStay", {
    body: { ...query, hotelId },
    signal,
    schema: hotelDetailSchema,
  });
}

/** A hotel of a live search with every rate (the guest details page finds the chosen rate in it). */
export function hotelDetail(input: { requestId: string; hotelId: string }, signal?: AbortSignal) {
  return api().request("hotel-catalog/HotelCatalog/HotelDetail", {
    body: input,
    signal,
    schema: hotelDetailSchema,
  });
}

/** Prices a rate again with its supplier: Available, PriceChanged (the new rate) or SoldOut. */
export function recheckRate(
  input: { requestId: string; hotelId: string; rateKey: string },
  signal?: AbortSignal,
) {
  return api().request("hotel-catalog/HotelCatalog/Recheck", {
    body: input,
    signal,
    schema: rateRecheckSchema,
  });
}

/**
 * The signed-in customer's recent hotel searches, newest first (spec §7, the path's spelling kept);
 * one is removed through lib/search-history-api.
 */
export function getHotelSearchHistories(signal?: AbortSignal) {
  return api().request("user-interactions/HotelUserInterations/GetHotelSearchHistories", {
    body: {},
    signal,
    schema: historiesSchema,
  });
}
