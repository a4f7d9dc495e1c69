import {
  FlightMessageKey,
  type FlightSearchHistory,
  type HotelSearch,
  type HotelSearchHistory,
  type LocalizedText,
  type VisaProcessing,
  type VisaSearchHistory,
} from "@safar/domain";
import { AppError } from "../../platform/errors";
import type { NormalizedSearch } from "../catalog/catalog.service";
import type { InteractionsRepository } from "./interactions.repository";

/** Recent searches shown under the search box. */
export const SEARCH_HISTORY_TAKE = 10;

/** A destination customers searched lately: its searches (flights and hotels) and its origins, most searched first. */
export type SearchedDestination = { code: string; searches: number; origins: string[] };

export type VisaProductNames = { countryName: LocalizedText; productName: LocalizedText; onSale: boolean };

export function createInteractionsService(
  repository: InteractionsRepository,
  placeName: (code: string) => Promise<LocalizedText>,
  /** A hotel destination's name in every language (the hotels module's). */
  hotelCityName: (code: string) => Promise<LocalizedText>,
  /** A visa product's and its country's names, and whether it is on sale (the visas module's). */
  visaProductNames: (productId: string) => Promise<VisaProductNames | null>,
) {
  return {
    async recordFlightSearch(userId: string, search: NormalizedSearch) {
      const origin = search.origin ?? search.routes[0]?.origin ?? "";
      const destination = search.destination ?? search.routes.at(-1)?.destination ?? "";
      await repository.upsertSearch({
        userId,
        searchKey: JSON.stringify(search),
        tripType: search.tripType,
        flightScope: search.flightScope,
        origin,
        destination,
        query: {
          departureDates: search.departureDates,
          routes: search.routes,
          adults: search.adults,
          children: search.children,
          infants: search.infants,
          cabinClass: search.cabinClass,
        },
      });
    },

    async flightSearchHistories(userId: string): Promise<FlightSearchHistory[]> {
      const rows = await repository.listActive(userId, SEARCH_HISTORY_TAKE);
      return Promise.all(
        rows.map(async (row) => {
          const { query } = row;
          return {
            id: row.id,
            tripType: row.tripType,
            flightScope: row.flightScope,
            origin: row.origin,
            destination: row.destination,
            originName: await placeName(row.origin),
            destinationName: await placeName(row.destination),
            departureDates: query.departureDates,
            routes: query.routes,
            adults: query.adults,
            children: query.children,
            infants: query.infants,
            cabinClass: query.cabinClass,
            searchedAt: row.searchedAt.toISOString(),
          };
        }),
      );
    },

    /**
     * Hides one of the customer's own entries, a flight search or a hotel search (spec §7: the hotel
     * history's removal posts to the flight DeActive path): 404 when there is none or it is someone
     * else's.
     */
    async deActivateFlightSearch(userId: string, id: string) {
      const flightOwner = await repository.findOwner(id);
      const owner = flightOwner ?? (await repository.findHotelOwner(id));
      if (!owner || owner !== userId)
        throw AppError.single("not_found", "id", FlightMessageKey.SEARCH_HISTORY_NOT_FOUND);
      if (flightOwner) await repository.deactivate(id, userId);
      else await repository.deactivateHotel(id, userId);
    },

    /**
     * The destinations every customer searched since `since` (flights by their destination, hotels
     * by their city; one code for both where a city has an airport), most searched first.
     */
    async searchedDestinations(since: Date): Promise<SearchedDestination[]> {
      const [flights, hotels] = await Promise.all([
        repository.flightSearchCounts(since),
        repository.hotelSearchCounts(since),
      ]);
      const byCode = new Map<string, { searches: number; origins: Map<string, number> }>();
      const entry = (code: string) => {
        const found = byCode.get(code) ?? { searches: 0, origins: new Map<string, number>() };
        byCode.set(code, found);
        return found;
      };
      for (const row of flights) {
        const destination = entry(row.destination);
        destination.searches += row.searches;
        if (row.origin && row.origin !== row.destination)
          destination.origins.set(row.origin, (destination.origins.get(row.origin) ?? 0) + row.searches);
      }
      for (const row of hotels) entry(row.cityCode).searches += row.searches;
      return [...byCode.entries()]
        .map(([code, { searches, origins }]) => ({
          code,
          searches,
          origins: [...origins.entries()]
            .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
            .map(([o]) => o),
        }))
        .sort((a, b) => b.searches - a.searches || a.code.localeCompare(b.code));
    },

    async recordHotelSearch(userId: string, search: HotelSearch) {
      await repository.upsertHotelSearch({
        userId,
        searchKey: JSON.stringify([search.cityCode, search.checkIn, search.checkOut, search.rooms]),
        cityCode: search.cityCode,
        checkIn: search.checkIn,
        checkOut: search.checkOut,
        rooms: search.rooms,
      });
    },

    /** Keeps a visa the signed-in customer priced (the visa box's choice). */
    async recordVisaSearch(
      userId: string,
      search: { countryCode: string; productId: string; processing: VisaProcessing; travellers: number },
    ) {
      await repository.upsertVisaSearch({
        userId,
        searchKey: JSON.stringify([search.productId, search.processing, search.travellers]),
        ...search,
      });
    },

    /** The customer's recent visa choices, newest first (at most 10), named in every language. */
    async visaSearchHistories(userId: string): Promise<VisaSearchHistory[]> {
      const rows = await repository.listActiveVisa(userId, SEARCH_HISTORY_TAKE);
      const named = await Promise.all(
        rows.map(async (row) => ({ row, names: await visaProductNames(row.productId) })),
      );
      // A product deleted outright has no names left: its entry is dropped.
      return named.flatMap(({ row, names }) =>
        names
          ? [
              {
                id: row.id,
                countryCode: row.countryCode,
                countryName: names.countryName,
                productId: row.productId,
                productName: names.productName,
                processing: row.processing,
                travellers: row.travellers,
                onSale: names.onSale,
                searchedAt: row.searchedAt.toISOString(),
              },
            ]
          : [],
      );
    },

    /** Hides one of the customer's visa entries: 404 when there is none or it is someone else's. */
    async deActivateVisaSearch(userId: string, id: string) {
      if (!(await repository.deactivateVisa(id, userId)))
        throw AppError.single("not_found", "id", FlightMessageKey.SEARCH_HISTORY_NOT_FOUND);
    },

    /** The customer's recent hotel searches, newest first (at most 10), named in every language. */
    async hotelSearchHistories(userId: string): Promise<HotelSearchHistory[]> {
      const rows = await repository.listActiveHotel(userId, SEARCH_HISTORY_TAKE);
      return Promise.all(
        rows.map(async (row) => ({
          id: row.id,
          cityCode: row.cityCode,
          cityName: await hotelCityName(row.cityCode),
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          rooms: row.rooms,
          searchedAt: row.searchedAt.toISOString(),
        })),
      );
    },
  };
}

export type InteractionsService = ReturnType<typeof createInteractionsService>;
