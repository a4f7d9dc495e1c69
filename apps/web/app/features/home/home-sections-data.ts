/**
 * The home page's sections that come after the page (decision 019): the trending destinations and
 * the popular routes with their lowest fares, read when their sections near the screen (the blog's
 * posts are in blog-data.ts: the blog, read at once, does not need these modules). Imported lazily by their sections, so
 * that the domain's schemas (and zod) stay out of the home page's first scripts.
 */
import { calendarDateIn } from "@safar/domain/dates";
import { CabinClass, TripType } from "@safar/domain/enums";
import { type QuickSearchInfo, quickSearchListSchema } from "@safar/domain/flight-search";
import type { Locale } from "@safar/domain/site-config";
import { addDays } from "@safar/domain/time-zones";
import { type TrendingDestination, trendingListSchema } from "@safar/domain/trending";
import { api } from "../../lib/api";
import { type ShownCurrency, USD } from "../../lib/currency";
import { resultsUrl } from "../../lib/flight-search-params";
import { displayIsoDate } from "../../lib/format";
import { money } from "../../lib/format-money";
import { hotelResultsUrl } from "../../lib/hotel-search-params";

/** A trending destination's searches start this many days ahead (a flight for one adult; two nights for two adults). */
export const TRENDING_DAYS_AHEAD = 7;
const TRENDING_NIGHTS = 2;

export type TrendingCard = {
  cityCode: string;
  name: string;
  country: string | null;
  /** The results of a one-way flight search to it, and where that flight leaves from. */
  flight: { href: string; originName: string } | null;
  /** The results of a hotel search there; null where we sell no hotels. */
  hotelsHref: string | null;
};

/** A destination as a card's texts and links, for searches starting `TRENDING_DAYS_AHEAD` days after `today` (Baghdad). */
export function trendingCard(destination: TrendingDestination, locale: Locale, today: string): TrendingCard {
  const start = addDays(today, TRENDING_DAYS_AHEAD);
  const { flight } = destination;
  return {
    cityCode: destination.cityCode,
    name: destination.name[locale],
    country: destination.country?.[locale] ?? null,
    flight: flight
      ? {
          originName: flight.originName[locale],
          href: resultsUrl({
            scope: flight.flightScope,
            tripType: TripType.OneWay,
            origin: flight.origin,
            destination: destination.cityCode,
            dates: [start],
            routes: [],
            adults: 1,
            children: 0,
            infants: 0,
            cabinClass: CabinClass.Economy,
          }),
        }
      : null,
    hotelsHref: destination.hotels
      ? hotelResultsUrl({
          cityCode: destination.cityCode,
          checkIn: start,
          checkOut: addDays(start, TRENDING_NIGHTS),
          rooms: [{ adults: 2, childAges: [] }],
        })
      : null,
  };
}

/** The trending destinations (spec §7 GetTrendingList) as cards in the page's language. */
export async function loadTrending(locale: Locale, signal?: AbortSignal): Promise<TrendingCard[]> {
  const list = await api().request("front-api/Trending/GetTrendingList", {
    method: "GET",
    auth: false,
    signal,
    schema: trendingListSchema,
  });
  const today = calendarDateIn(new Date()) ?? new Date().toISOString().slice(0, 10);
  return list.map((destination) => trendingCard(destination, locale, today));
}

/** The home page shows at most this many popular routes (two rows of four on a desktop). */
export const POPULAR_ROUTES_SHOWN = 8;

export type PopularRouteCard = {
  key: string;
  originName: string;
  destinationName: string;
  domestic: boolean;
  /** The lowest one-adult fare in the display currency ("81.00 USD"). */
  price: string;
  /** The day of that fare as the customer reads it. */
  date: string;
  /** The results page of a one-way search for one adult on that day. */
  href: string;
};

/**
 * A popular route (spec §7 GetQuickSearchInfos) as a card in the page's language and currency; null
 * when it has no fare, or its fare's day is before `today` (Baghdad): nothing to open.
 */
export function popularRouteCard(
  info: QuickSearchInfo,
  locale: Locale,
  currency: ShownCurrency,
  today: string,
): PopularRouteCard | null {
  if (info.lowestPrice === null || info.departureDate === null || info.departureDate < today) return null;
  return {
    key: `${info.origin}-${info.destination}`,
    originName: info.originName[locale],
    destinationName: info.destinationName[locale],
    domestic: info.flightScope === 2,
    price: money(info.lowestPrice, locale, currency),
    date: displayIsoDate(info.departureDate, locale, { weekday: "short", day: "numeric", month: "long" }),
    href: resultsUrl({
      scope: info.flightScope,
      tripType: TripType.OneWay,
      origin: info.origin,
      destination: info.destination,
      dates: [info.departureDate],
      routes: [],
      adults: 1,
      children: 0,
      infants: 0,
      cabinClass: CabinClass.Economy,
    }),
  };
}

/** The popular routes with a fare, as cards (at most POPULAR_ROUTES_SHOWN); public, sent without the token. */
export async function loadPopularRoutes(
  locale: Locale,
  currency: ShownCurrency | null,
  signal?: AbortSignal,
): Promise<PopularRouteCard[]> {
  const infos = await api().request("flight-catalog/HomePage/GetQuickSearchInfos", {
    method: "POST",
    body: {},
    auth: false,
    signal,
    schema: quickSearchListSchema,
  });
  const today = calendarDateIn(new Date()) ?? new Date().toISOString().slice(0, 10);
  return infos
    .map((info) => popularRouteCard(info, locale, currency ?? USD, today))
    .filter((card): card is PopularRouteCard => card !== null)
    .slice(0, POPULAR_ROUTES_SHOWN);
}
