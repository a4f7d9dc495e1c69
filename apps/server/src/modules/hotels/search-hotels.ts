import {
  calendarDateIn,
  HOTEL_TRENDING_TAKE,
  type HotelCard,
  type HotelSearch,
  type HotelSearchAnswer,
} from "@safar/domain";
import { ExtraMessageKey } from "@safar/domain/messages";
import { addDays } from "@safar/domain/time-zones";
import { AppError } from "../../platform/errors";
import type { HotelSearches } from "./hotel-searches";
import type { HotelsContext } from "./hotels-service-deps";
import { hotelCard, type MergedHotel } from "./merge-hotels";

/** Trending hotels are priced for a night a week ahead, two adults. */
const TRENDING_DAYS_AHEAD = 7;

const cardsOf = (hotels: readonly MergedHotel[]) =>
  hotels.map(hotelCard).filter((card): card is HotelCard => card !== null);

/** The results pages: a stay's search, and a destination's trending hotels. */
export function createSearchHotels(
  context: Pick<HotelsContext, "repository" | "log" | "now" | "recordSearch">,
  searches: Pick<HotelSearches, "searchStored">,
) {
  const { repository, log, now } = context;
  const { searchStored } = searches;
  return {
    /**
     * The hotel search: one card per property, recommended order, with the cheapest rate; a
     * signed-in customer's search is kept in their history.
     */
    async search(query: HotelSearch, userId: string | null = null): Promise<HotelSearchAnswer> {
      const stored = await searchStored(query, { revalidate: false, sliding: true });
      if (userId && context.recordSearch)
        await context.recordSearch(userId, query).catch((error: unknown) => {
          log.warn({ err: error }, "hotel search not kept in the history");
        });
      return { requestId: stored.requestId, nights: stored.nights, hotels: cardsOf(stored.hotels) };
    },

    /**
     * Trending hotels of a destination (GetHotelsAvailableByDestination): the first `take` of a
     * one-night stay for two adults a week ahead (at the destination).
     */
    async trending(input: {
      cityCode: string;
      take: number;
      reValidate: boolean;
      slidingExpiration: boolean;
    }): Promise<HotelCard[]> {
      const city = await repository.city(input.cityCode);
      if (!city) throw AppError.single("validation", "cityCode", ExtraMessageKey.PL_SELECT_HOTEL_DESTINATION);
      const today = calendarDateIn(now(), city.timeZone) ?? now().toISOString().slice(0, 10);
      const checkIn = addDays(today, TRENDING_DAYS_AHEAD);
      const stored = await searchStored(
        {
          cityCode: city.code,
          checkIn,
          checkOut: addDays(checkIn, 1),
          rooms: [{ adults: 2, childAges: [] }],
        },
        { revalidate: input.reValidate, sliding: input.slidingExpiration },
      );
      return cardsOf(stored.hotels).slice(0, input.take || HOTEL_TRENDING_TAKE);
    },
  };
}
