/**
 * The hotel pages' URLs (issue 14): results `/hotels/{CITY}?checkIn=&checkOut=&rooms=` and a hotel's
 * page under them, rooms as the domain writes them (`2_7.4,1`), and the guest details page of a
 * chosen rate (`/add-passenger?hotelId=&requestId=&rateKey=&cityCode=&…`). Shared: the hotel search
 * box and the hotel page build them, the checkout reads the guest page's and goes back to the hotel.
 */

import { roomsToParam } from "@safar/domain/hotel-rules";
import type { HotelSearch } from "@safar/domain/hotel-search";

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

/** A rate of a live search: what the guest details page books. */
export type HotelRateRef = { requestId: string; hotelId: string; rateKey: string };

/**
 * The guest details page of a rate (the spec's passenger details route): the rate of the search,
 * and the stay, so that a reload or an expired search can go back to the hotel page for it.
 */
export function hotelGuestsUrl(query: HotelSearch, ref: HotelRateRef): string {
  const rate = `hotelId=${encodeURIComponent(ref.hotelId)}&requestId=${encodeURIComponent(ref.requestId)}&rateKey=${encodeURIComponent(ref.rateKey)}`;
  return `/add-passenger?${rate}&cityCode=${query.cityCode}&${hotelSearchQuery(query)}`;
}
