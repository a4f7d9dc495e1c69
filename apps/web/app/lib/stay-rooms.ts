/**
 * The rooms of a booked stay in words (the booking namespace's): who sleeps in each room ("2
 * adults, 1 child (7 years)"), its label and its lead guest. Apart from hotel-stay.ts so that the
 * hotel pages, which use only the days and clocks, do not load the booking namespace.
 */
import type { HotelOrder } from "@safar/domain/hotel-order";
import type { Locale } from "@safar/domain/site-config";
import { counted } from "./counted";
import { formatNumber, listSeparator } from "./format";

type T = (key: string, vars?: Record<string, unknown>) => string;

/** A room of a stay with the guest it is booked under. */
export type StayRoom = { adults: number; childAges: number[]; firstName: string; lastName: string };

/** A child's age as the stay says it: "7 years", "under 1 year" for a baby. */
export function childAge(age: number, locale: Locale, t: T): string {
  return age < 1 ? t("booking.stay.underOne") : counted(t, "hotels.count.years", age, locale);
}

/** Who sleeps in a room: "2 adults", "2 adults, 2 children (4 years, 7 years)". */
export function roomOccupancy(room: Pick<StayRoom, "adults" | "childAges">, locale: Locale, t: T): string {
  const parts = [counted(t, "booking.stay.adults", room.adults, locale)];
  if (room.childAges.length > 0)
    parts.push(
      t("booking.stay.childrenAges", {
        children: counted(t, "booking.stay.children", room.childAges.length, locale),
        ages: room.childAges.map((age) => childAge(age, locale, t)).join(listSeparator(locale)),
      }),
    );
  return parts.join(listSeparator(locale));
}

/** "Room 2" in the page's digits. */
export function roomLabel(index: number, locale: Locale, t: T): string {
  return t("hotels.search.roomN", { n: formatNumber(index + 1, locale) });
}

/** Each room of an order's stay with its lead guest (one per room, in the rooms' order). */
export function stayRooms(stay: Pick<HotelOrder, "rooms" | "guests">): StayRoom[] {
  return stay.rooms.map((room, index) => ({
    adults: room.adults,
    childAges: room.childAges,
    firstName: stay.guests[index]?.firstName ?? "",
    lastName: stay.guests[index]?.lastName ?? "",
  }));
}

/** A guest's name as booked (Latin letters), empty when none was given. */
export function guestName(guest: Pick<StayRoom, "firstName" | "lastName">): string {
  return `${guest.firstName} ${guest.lastName}`.trim();
}
