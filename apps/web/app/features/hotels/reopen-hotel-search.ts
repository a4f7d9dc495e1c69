/**
 * The search a recent hotel search opens (spec §7 search history). A stay still ahead opens as it
 * was searched. A stay whose check-in has passed would only open on the box's "The check-in date has
 * passed": it opens as the same stay (nights, rooms, ages, city) moved to begin today, the earliest
 * check-in the search takes, and says so (`moved`).
 */

import { stayNights } from "@safar/domain/hotel-rules";
import type { HotelSearch, HotelSearchHistory } from "@safar/domain/hotel-search";
import { shiftStay } from "./hotel-search-form";

export function reopenHotelSearch(
  history: Pick<HotelSearchHistory, "cityCode" | "checkIn" | "checkOut" | "rooms">,
  today: string,
): { query: HotelSearch; moved: boolean } {
  const query: HotelSearch = {
    cityCode: history.cityCode,
    checkIn: history.checkIn,
    checkOut: history.checkOut,
    rooms: history.rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] })),
  };
  const late = stayNights(query.checkIn, today) ?? 0;
  return late > 0 ? { query: shiftStay(query, late), moved: true } : { query, moved: false };
}
