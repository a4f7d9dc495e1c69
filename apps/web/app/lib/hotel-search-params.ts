/**
 * The hotel pages' URLs (issue 14): results `/hotels/{CITY}?checkIn=&checkOut=&rooms=` and a hotel's
 * page under them, rooms as the domain writes them (`2_7.4,1`). Shared: the hotel search box builds
 * them, and the checkout's "search again" for a hotel order.
 */
import type { HotelSearch } from "@safar/domain/hotel-search";
import { roomsToParam } from "@safar/domain/hotel-search";

/** The search part of the results URL's query: `checkIn=…&checkOut=…&rooms=2_7.4,1`. */
export function hotelSearchQuery(query: Pick<HotelSearch, "checkIn" | "checkOut" | "rooms">): string {
  return `checkIn=${encodeURIComponent(query.checkIn)}&checkOut=${encodeURIComponent(query.checkOut)}&rooms=${roomsToParam(query.rooms)}`;
}

export function hotelResultsUrl(query: HotelSearch): string {
  return `/hotels/${query.cityCode}?${hotelSearchQuery(query)}`;
}

export function hotelPageUrl(query: HotelSearch, hotelId: string): string {
  return `/hotels/${query.cityCode}/${encodeURIComponent(hotelId)}?${hotelSearchQuery(query)}`;
}
