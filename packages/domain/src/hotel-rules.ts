/**
 * The hotel rules a page needs without the schemas: the counts the domain allows, the rooms as a
 * results URL writes them, the nights of a stay, and which rates are booked online. hotel.ts,
 * hotel-search.ts and hotel-order.ts export them too (their schemas use them); a browser page that
 * only shows hotels imports them from here, so it neither downloads nor builds zod and the hotel
 * schemas before it hydrates (decision 028: building them was a 90 ms task at 4x CPU).
 */
import { isCalendarDay } from "./calendar-day";
import type { HotelRoom } from "./hotel";
import type { HotelRate } from "./hotel-search";

export const MAX_CHILDREN_PER_ROOM = 6;
/** Adults in one room (issue 14: the counts the domain allows; hotel APIs take up to 4 to 9). */
export const MAX_ADULTS_PER_ROOM = 4;
export const MIN_CHILD_AGE = 0;
export const MAX_CHILD_AGE = 17;

export const MAX_HOTEL_ROOMS = 5;
export const MAX_HOTEL_GUESTS = 20;
export const MAX_STAY_NIGHTS = 30;
/** The furthest check-in a search takes, days after today. */
export const MAX_CHECK_IN_DAYS_AHEAD = 365;
/** Trending hotels of a destination (spec §9: take 10). */
export const HOTEL_TRENDING_TAKE = 10;

/** Nights between two calendar days (null when either is not one). */
export function stayNights(checkIn: string, checkOut: string): number | null {
  if (!isCalendarDay(checkIn) || !isCalendarDay(checkOut)) return null;
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

/** The calendar days of the nights of a stay: check-in up to the day before check-out. */
export function stayDays(checkIn: string, checkOut: string): string[] {
  const nights = stayNights(checkIn, checkOut) ?? 0;
  const start = Date.parse(`${checkIn}T00:00:00Z`);
  return Array.from({ length: Math.max(0, nights) }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Rooms as the results URL writes them: `2_7.4,1` is two adults with children of 7 and 4, then one adult. */
export function roomsToParam(rooms: readonly HotelRoom[]): string {
  return rooms
    .map((room) => (room.childAges.length ? `${room.adults}_${room.childAges.join(".")}` : `${room.adults}`))
    .join(",");
}

/** The inverse of `roomsToParam`; what it cannot read becomes values the schema refuses. */
export function roomsFromParam(param: string): { adults: number; childAges: (number | null)[] }[] {
  return param
    .split(",")
    .filter((part) => part !== "")
    .map((part) => {
      const [adults = "", ages = ""] = part.split("_");
      return {
        adults: /^\d+$/.test(adults) ? Number(adults) : Number.NaN,
        childAges: ages === "" ? [] : ages.split(".").map((age) => (/^\d+$/.test(age) ? Number(age) : null)),
      };
    });
}

/**
 * Adults and children over all rooms. A room whose adults are not a number yet (a half-typed
 * address, read by `roomsFromParam`) counts none.
 */
export function countHotelGuests(rooms: readonly { adults: number; childAges: readonly unknown[] }[]): {
  adults: number;
  children: number;
} {
  return rooms.reduce(
    (sum, room) => ({
      adults: sum.adults + (Number.isFinite(room.adults) ? room.adults : 0),
      children: sum.children + room.childAges.length,
    }),
    { adults: 0, children: 0 },
  );
}

/**
 * The suppliers that book a rate paid at the hotel with nothing paid and no card guarantee: the
 * operator's own contracts (the server asks each supplier's `booksPayAtHotelWithoutCard`; the web
 * reads this list). Another supplier's rate paid at the hotel stays with the booking desk.
 */
export const PAY_AT_HOTEL_ONLINE_SUPPLIERS: readonly string[] = ["contracts"];

/** Whether a rate is booked online: paid now, or paid at the hotel with a supplier that takes it so. */
export function isBookedOnline(rate: Pick<HotelRate, "payAtHotel" | "supplier">): boolean {
  return !rate.payAtHotel || PAY_AT_HOTEL_ONLINE_SUPPLIERS.includes(rate.supplier);
}
