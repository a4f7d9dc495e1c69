import type { HotelDetail, HotelSearch } from "@safar/domain";
import { HotelMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { HotelSearches, StoredSearch } from "./hotel-searches";
import type { HotelsContext } from "./hotels-service-deps";
import { hotelCard, type MergedHotel } from "./merge-hotels";

/** The hotel page: a hotel of a search with its content and every rate of the stay. */
export function createShowHotel(
  context: Pick<HotelsContext, "repository" | "suppliers">,
  searches: Pick<HotelSearches, "searchStored" | "storedHotel">,
) {
  const { repository } = context;
  const { searchStored, storedHotel } = searches;

  /** The hotel page's answer: the card, its content and every rate grouped by room type. */
  async function detailOf(stored: StoredSearch, hotel: MergedHotel): Promise<HotelDetail> {
    const card = hotelCard(hotel);
    const source = hotel.sources[0];
    const supplier = context.suppliers.find((s) => s.name === source?.supplier);
    const content = source && supplier ? await supplier.content(source.supplierHotelId) : null;
    const city = await repository.city(hotel.cityCode);
    if (!card || !content || !city)
      throw AppError.single("not_found", "hotelId", HotelMessageKey.HOTEL_NOT_FOUND);
    const groups = new Map<string, HotelDetail["roomGroups"][number]>();
    for (const rate of hotel.rates) {
      const key = `${rate.supplier}|${rate.roomTypeId}`;
      const group = groups.get(key) ?? { roomTypeId: rate.roomTypeId, name: rate.roomName, rates: [] };
      group.rates.push(rate);
      groups.set(key, group);
    }
    return {
      ...card,
      requestId: stored.requestId,
      checkIn: stored.query.checkIn,
      checkOut: stored.query.checkOut,
      nights: stored.nights,
      content: { ...content, timeZone: city.timeZone },
      roomGroups: [...groups.values()],
    };
  }

  return {
    detailOf,

    /**
     * The hotel page: a hotel of a live search (each reading extends it) with its content and every
     * rate of the stay grouped by room type. 404 when the search has expired or has no such hotel.
     */
    async detail(requestId: string, hotelId: string): Promise<HotelDetail> {
      const { stored, hotel } = await storedHotel(requestId, hotelId);
      return detailOf(stored, hotel);
    },

    /**
     * The hotel page in one call (a shared link, or from the results): the stay's search, from the
     * cache while it lives, then the hotel in it. 404 when the search has no such hotel.
     */
    async detailForStay(query: HotelSearch, hotelId: string): Promise<HotelDetail> {
      const stored = await searchStored(query, { revalidate: false, sliding: true });
      const hotel = stored.hotels.find((h) => h.hotelId === hotelId);
      if (!hotel) throw AppError.single("not_found", "hotelId", HotelMessageKey.HOTEL_NOT_FOUND);
      return detailOf(stored, hotel);
    },
  };
}
