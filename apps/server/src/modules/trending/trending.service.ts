import {
  FlightScope,
  type HotelCity,
  type LocalizedText,
  TRENDING_TAKE,
  TRENDING_WINDOW_DAYS,
  type TrendingDestination,
} from "@safar/domain";
import { memoizedRead } from "../../platform/memo";
import type { SearchedDestination } from "../interactions/interactions.service";

/** The list is worked out again at most this often per instance (it counts every customer's searches). */
export const TRENDING_MEMO_MS = 5 * 60_000;
/** Where a trending flight leaves from when nobody searched it with an origin: Baghdad (Najaf for Baghdad itself). */
const DEFAULT_ORIGIN = "BGW";
const DEFAULT_ORIGIN_FOR_BAGHDAD = "NJF";

export type AirportInfo = { name: LocalizedText; isDomestic: boolean };

/**
 * Trending destinations (spec §7 GetTrendingList): the destinations customers searched most in the
 * last 30 days, flights and hotels together, then the market's own list (TRENDING_DESTINATIONS)
 * for the places left; each with a flight search to it (from the origin most searched with it)
 * when it has an airport, and whether we sell hotels there.
 */
export function createTrendingService(deps: {
  /** The market's destinations, in order: the list when nobody searched yet. */
  fallback: readonly string[];
  /** Every customer's searches since a moment, by destination (the interactions module's). */
  searchedDestinations: (since: Date) => Promise<SearchedDestination[]>;
  /** An airport of the catalog's reference data, or undefined. */
  airport: (code: string) => Promise<AirportInfo | undefined>;
  /** Our hotel destinations (the hotels module's). */
  hotelCities: () => Promise<HotelCity[]>;
  now?: () => Date;
  memoMs?: number;
}) {
  const now = deps.now ?? (() => new Date());

  async function flightTo(code: string, destination: AirportInfo, origins: readonly string[]) {
    const fallback = code === DEFAULT_ORIGIN ? DEFAULT_ORIGIN_FOR_BAGHDAD : DEFAULT_ORIGIN;
    for (const origin of [...origins, fallback]) {
      if (origin === code) continue;
      const from = await deps.airport(origin);
      if (!from) continue;
      const domestic = from.isDomestic && destination.isDomestic;
      return {
        origin,
        originName: from.name,
        flightScope: domestic ? FlightScope.DomesticFlight : FlightScope.InternationalFlight,
      };
    }
    return null;
  }

  async function list(): Promise<TrendingDestination[]> {
    const since = new Date(now().getTime() - TRENDING_WINDOW_DAYS * 24 * 60 * 60 * 1000);
    const [searched, cities] = await Promise.all([deps.searchedDestinations(since), deps.hotelCities()]);
    const cityByCode = new Map(cities.map((city) => [city.cityCode, city]));
    const candidates: SearchedDestination[] = [...searched];
    for (const code of deps.fallback)
      if (!candidates.some((c) => c.code === code)) candidates.push({ code, searches: 0, origins: [] });

    const destinations: TrendingDestination[] = [];
    for (const candidate of candidates) {
      if (destinations.length >= TRENDING_TAKE) break;
      const city = cityByCode.get(candidate.code);
      const airport = await deps.airport(candidate.code);
      if (!city && !airport) continue; // a code we cannot name nor sell
      const name = city?.name ?? airport?.name;
      if (!name) continue;
      destinations.push({
        cityCode: candidate.code,
        name,
        country: city?.country ?? null,
        searches: candidate.searches,
        flight: airport ? await flightTo(candidate.code, airport, candidate.origins) : null,
        hotels: (city?.hotelCount ?? 0) > 0,
      });
    }
    return destinations;
  }

  const memo = memoizedRead(list, deps.memoMs ?? TRENDING_MEMO_MS);
  return {
    /** The trending destinations, at most TRENDING_TAKE, most searched first. */
    list: () => memo(),
  };
}

export type TrendingService = ReturnType<typeof createTrendingService>;
