/**
 * The rooms of a hotel search in words ("2 rooms · 3 guests") and their guests counted, without the
 * search box's rules: the hotel page and its dialogs show them and must not load the schemas
 * (decision 028).
 */
import type { Locale } from "@safar/domain/site-config";
import { counted } from "../../lib/counted";
import type { RoomForm } from "./hotel-search-form";

export function guestCounts(rooms: readonly RoomForm[]): { adults: number; children: number } {
  return rooms.reduce(
    (sum, room) => ({
      adults: sum.adults + (Number.isFinite(room.adults) ? room.adults : 0),
      children: sum.children + room.childAges.length,
    }),
    { adults: 0, children: 0 },
  );
}

/** "2 rooms · 3 guests" as the picker's button and the results' heading say it. */
export function roomsSummary(
  rooms: readonly RoomForm[],
  locale: Locale,
  t: (key: string, vars?: Record<string, unknown>) => string,
): string {
  const { adults, children } = guestCounts(rooms);
  return t("hotels.search.roomsSummary", {
    rooms: counted(t, "hotels.count.rooms", rooms.length, locale),
    guests: counted(t, "hotels.count.guests", adults + children, locale),
  });
}
