/**
 * The rooms of a hotel search in words ("2 rooms · 3 guests"), without the
 * search box's rules: the hotel page and its dialogs show them and must not load the schemas
 * (decision 028).
 */
import { countHotelGuests } from "@safar/domain/hotel-rules";
import type { Locale } from "@safar/domain/site-config";
import { counted } from "../../lib/counted";
import type { RoomForm } from "./hotel-search-form";

/** "2 rooms · 3 guests" as the picker's button and the results' heading say it. */
export function roomsSummary(
  rooms: readonly RoomForm[],
  locale: Locale,
  t: (key: string, vars?: Record<string, unknown>) => string,
): string {
  const { adults, children } = countHotelGuests(rooms);
  return t("hotels.search.roomsSummary", {
    rooms: counted(t, "hotels.count.rooms", rooms.length, locale),
    guests: counted(t, "hotels.count.guests", adults + children, locale),
  });
}
