import { FlightMessageKey, type FlightSearchHistory, type LocalizedText } from "@safar/domain";
import { AppError } from "../../platform/errors";
import type { NormalizedSearch } from "../catalog/catalog.service";
import type { InteractionsRepository } from "./interactions.repository";

/** Recent searches shown under the search box. */
export const SEARCH_HISTORY_TAKE = 10;

interface StoredQuery {
  departureDates: string[];
  routes: NormalizedSearch["routes"];
  adults: number;
  children: number;
  infants: number;
  cabinClass: NormalizedSearch["cabinClass"];
}

export function createInteractionsService(
  repository: InteractionsRepository,
  placeName: (code: string) => Promise<LocalizedText>,
) {
  return {
    async recordFlightSearch(userId: string, search: NormalizedSearch) {
      const origin = search.origin ?? search.routes[0]?.origin ?? "";
      const destination = search.destination ?? search.routes.at(-1)?.destination ?? "";
      const query: StoredQuery = {
        departureDates: search.departureDates,
        routes: search.routes,
        adults: search.adults,
        children: search.children,
        infants: search.infants,
        cabinClass: search.cabinClass,
      };
      await repository.upsertSearch({
        userId,
        searchKey: JSON.stringify(search),
        tripType: search.tripType,
        flightScope: search.flightScope,
        origin,
        destination,
        query,
      });
    },

    async flightSearchHistories(userId: string): Promise<FlightSearchHistory[]> {
      const rows = await repository.listActive(userId, SEARCH_HISTORY_TAKE);
      return Promise.all(
        rows.map(async (row) => {
          const query = row.query as StoredQuery;
          return {
            id: row.id,
            tripType: row.tripType as FlightSearchHistory["tripType"],
            flightScope: row.flightScope as FlightSearchHistory["flightScope"],
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

    /** Hides one of the customer's own entries: 404 when there is none or it is someone else's. */
    async deActivateFlightSearch(userId: string, id: string) {
      const owner = await repository.findOwner(id);
      if (!owner) throw AppError.single("not_found", "id", FlightMessageKey.SEARCH_HISTORY_NOT_FOUND);
      if (owner !== userId)
        throw AppError.single("not_found", "id", FlightMessageKey.SEARCH_HISTORY_NOT_FOUND);
      await repository.deactivate(id, userId);
    },
  };
}

export type InteractionsService = ReturnType<typeof createInteractionsService>;
