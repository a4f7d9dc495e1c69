/**
 * /hotel-home's data (decision 012): the trending hotels of the first pilgrimage city (spec §9:
 * priced for one night, two adults, a week ahead), handed to the page as a promise so the search
 * box never waits for it.
 */
import type { HotelCard, HotelCity, HotelSearch } from "@safar/domain/hotel-search";
import { hotelCities, trendingHotels } from "../../lib/hotels-api";
import { settle } from "../../lib/page-data";
import { addDays } from "./hotel-search-form";
import { baghdadToday } from "./hotel-today";

/** The search the trending prices are for: a night a week ahead, two adults. */
export const TRENDING_STAY = { daysAhead: 7, adults: 2 } as const;

export type TrendingState =
  | { status: "ready"; city: HotelCity; cards: HotelCard[]; query: HotelSearch }
  /** No pilgrimage city, or it has no hotel on offer: the row is left out. */
  | { status: "none" }
  | { status: "error"; error: unknown };

export function trendingQuery(cityCode: string, today: string): HotelSearch {
  const checkIn = addDays(today, TRENDING_STAY.daysAhead);
  return {
    cityCode,
    checkIn,
    checkOut: addDays(checkIn, 1),
    rooms: [{ adults: TRENDING_STAY.adults, childAges: [] }],
  };
}

export async function loadTrending(signal?: AbortSignal): Promise<TrendingState> {
  const cities = await settle(hotelCities());
  if (!cities.ok) return { status: "error", error: cities.error };
  const city = cities.value.find((c) => c.pilgrimage);
  if (!city) return { status: "none" };
  const cards = await settle(trendingHotels(city.cityCode, signal));
  if (!cards.ok) return { status: "error", error: cards.error };
  if (cards.value.length === 0) return { status: "none" };
  return { status: "ready", city, cards: cards.value, query: trendingQuery(city.cityCode, baghdadToday()) };
}
