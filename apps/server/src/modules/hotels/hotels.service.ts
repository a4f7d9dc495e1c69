import type { HotelCity, LocalizedText } from "@safar/domain";
import { placeMatchRank, placeSearchKeys } from "@safar/domain/place-search";
import { createBookRooms } from "./book-rooms";
import { createHotelSearches } from "./hotel-searches";
import { HotelSupplierError } from "./hotel-supplier";
import type { NewContractedProperty } from "./hotels.repository";
import { type HotelsServiceDeps, hotelsContext } from "./hotels-service-deps";
import { createRecheckRate } from "./recheck-rate";
import { createSearchHotels } from "./search-hotels";
import { createShowHotel } from "./show-hotel";

/** A supplier's refusal (sold out, price changed, gone), for the modules that book through this one. */
export { HotelSupplierError };

/**
 * The hotels: destinations, the search (search-hotels.ts, over the cached searches of
 * hotel-searches.ts), the hotel page (show-hotel.ts), a rate priced again for the customer and the
 * order (recheck-rate.ts), and the rooms' holds and bookings with their supplier (book-rooms.ts).
 */
export function createHotelsService(deps: HotelsServiceDeps) {
  const context = hotelsContext(deps);
  const { repository } = context;
  const searches = createHotelSearches(context);
  const { detailOf, ...hotelPage } = createShowHotel(context, searches);

  const service = {
    /** Destinations (GetAllCities), all or those whose name in any language matches `filter`. */
    async cities(filter?: string): Promise<HotelCity[]> {
      const cities = (await repository.cities()).map((city) => ({
        cityCode: city.code,
        name: city.name,
        country: city.country,
        countryCode: city.countryCode,
        pilgrimage: city.pilgrimage,
        hotelCount: city.hotelCount,
      }));
      const text = filter?.trim();
      if (!text) return cities;
      const ranked = cities
        .map((city) => ({
          city,
          rank: placeMatchRank(
            placeSearchKeys({
              iataCode: city.cityCode,
              cityCode: city.cityCode,
              names: [city.name.ar, city.name.fa, city.name.en],
            }),
            text,
          ),
        }))
        .filter((entry) => entry.rank !== null);
      return ranked.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((entry) => entry.city);
    },

    /** A destination's name in every language, its code when unknown (the search history's). */
    async cityName(code: string): Promise<LocalizedText> {
      return (await repository.city(code))?.name ?? { ar: code, fa: code, en: code };
    },

    ...createSearchHotels(context, searches),
    ...hotelPage,
    ...createRecheckRate(context, searches, detailOf),
    ...createBookRooms(context),

    /** Adds a contracted property (the dev route: tests and demos make the inventory they use). */
    async addContractedProperty(input: NewContractedProperty): Promise<string> {
      const id = await repository.addProperty(input);
      await service.inventoryChanged();
      return id;
    },

    /** Changes a contracted property's nights (the dev route: a price change, a sell-out). */
    async setContractedNights(
      propertyId: string,
      change: { allotment?: number; centsByAdults?: Record<string, number> },
    ): Promise<number> {
      const nights = await repository.setNights(propertyId, change);
      await service.inventoryChanged();
      return nights;
    },

    inventoryChanged: searches.inventoryChanged,
  };
  return service;
}
export type HotelsService = ReturnType<typeof createHotelsService>;
