import type { HotelCity } from "@safar/domain";
import type { AppConfig } from "../../platform/config";
import type { AppInstance } from "../../platform/types";
import type { SearchedDestination } from "../interactions/interactions.service";
import { trendingRoutes } from "./trending.routes";
import { type AirportInfo, createTrendingService } from "./trending.service";

/** Wires the trending destinations (GetTrendingList) over the search histories, the catalog's airports and the hotel destinations. */
export function createTrendingModule(deps: {
  config: AppConfig;
  searchedDestinations: (since: Date) => Promise<SearchedDestination[]>;
  airport: (code: string) => Promise<AirportInfo | undefined>;
  hotelCities: () => Promise<HotelCity[]>;
}) {
  const service = createTrendingService({
    fallback: deps.config.trendingDestinations,
    searchedDestinations: deps.searchedDestinations,
    airport: deps.airport,
    hotelCities: deps.hotelCities,
  });
  return {
    service,
    register(app: AppInstance) {
      trendingRoutes(app, service);
    },
  };
}
