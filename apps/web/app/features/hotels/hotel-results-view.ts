/**
 * The results' view, kept in the URL beside the search (issue 14): the sort and the filters. Sorts:
 * recommended (the API's order), price low to high (the stay's cheapest total), stars high to low.
 * Filters: the stay's price range (USD, the base currency), stars, boards and property types
 * offered, free cancellation and pay at the hotel (any rate of the property).
 */
import {
  HOTEL_BOARDS,
  type HotelBoard,
  type HotelCard,
  PROPERTY_TYPES,
  type PropertyType,
} from "@safar/domain/hotel-search";

export const HotelSort = { Recommended: "recommended", Price: "price", Stars: "stars" } as const;
export type HotelSort = (typeof HotelSort)[keyof typeof HotelSort];
export const HOTEL_SORTS: readonly HotelSort[] = Object.values(HotelSort);

export type HotelFilters = {
  priceMin: number | null;
  priceMax: number | null;
  stars: number[];
  boards: HotelBoard[];
  types: PropertyType[];
  refundable: boolean;
  payAtHotel: boolean;
};
export type HotelView = { sort: HotelSort; filters: HotelFilters };

export const noHotelFilters: HotelFilters = {
  priceMin: null,
  priceMax: null,
  stars: [],
  boards: [],
  types: [],
  refundable: false,
  payAtHotel: false,
};

/** The URL's names of the view (the search's are checkIn, checkOut and rooms). */
const VIEW_KEYS = ["sort", "priceMin", "priceMax", "stars", "board", "type", "refundable", "payAtHotel"];

function list<T extends string | number>(value: string | null, allowed: (item: string) => T | null): T[] {
  const items = (value ?? "").split(",").flatMap((item) => {
    const parsed = allowed(item.trim());
    return parsed === null ? [] : [parsed];
  });
  return [...new Set(items)];
}

function amount(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Reads the view from the URL; what it cannot read is left out. */
export function parseHotelView(params: URLSearchParams): HotelView {
  const sort = params.get("sort");
  return {
    sort: HOTEL_SORTS.includes(sort as HotelSort) ? (sort as HotelSort) : HotelSort.Recommended,
    filters: {
      priceMin: amount(params.get("priceMin")),
      priceMax: amount(params.get("priceMax")),
      stars: list(params.get("stars"), (s) => (/^[0-5]$/.test(s) ? Number(s) : null)).sort(),
      boards: list(params.get("board"), (b) =>
        HOTEL_BOARDS.includes(b as HotelBoard) ? (b as HotelBoard) : null,
      ),
      types: list(params.get("type"), (t) =>
        PROPERTY_TYPES.includes(t as PropertyType) ? (t as PropertyType) : null,
      ),
      refundable: params.get("refundable") === "1",
      payAtHotel: params.get("payAtHotel") === "1",
    },
  };
}

/** The URL's query with `view` written over the previous view (the search's keys are kept). */
export function withHotelView(params: URLSearchParams, view: HotelView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of VIEW_KEYS) next.delete(key);
  const { filters } = view;
  if (view.sort !== HotelSort.Recommended) next.set("sort", view.sort);
  if (filters.priceMin !== null) next.set("priceMin", String(filters.priceMin));
  if (filters.priceMax !== null) next.set("priceMax", String(filters.priceMax));
  if (filters.stars.length) next.set("stars", [...filters.stars].sort().join(","));
  if (filters.boards.length) next.set("board", filters.boards.join(","));
  if (filters.types.length) next.set("type", filters.types.join(","));
  if (filters.refundable) next.set("refundable", "1");
  if (filters.payAtHotel) next.set("payAtHotel", "1");
  return next;
}

/** Whether two URLs hold the same search (a change of the view alone searches nothing again). */
export function sameHotelSearch(a: URLSearchParams, b: URLSearchParams): boolean {
  return ["checkIn", "checkOut", "rooms"].every((key) => a.get(key) === b.get(key));
}

export function activeFilterCount(filters: HotelFilters): number {
  return (
    (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0) +
    filters.stars.length +
    filters.boards.length +
    filters.types.length +
    (filters.refundable ? 1 : 0) +
    (filters.payAtHotel ? 1 : 0)
  );
}

/** A property's star class as the filter counts it (3.5 is a 3-star). */
export const starClass = (card: HotelCard) => Math.max(0, Math.min(5, Math.floor(card.stars)));

export function matchesHotelFilters(card: HotelCard, filters: HotelFilters): boolean {
  const price = card.cheapest.totalPrice;
  if (filters.priceMin !== null && price < filters.priceMin) return false;
  if (filters.priceMax !== null && price > filters.priceMax) return false;
  if (filters.stars.length && !filters.stars.includes(starClass(card))) return false;
  if (filters.boards.length && !filters.boards.some((board) => card.boards.includes(board))) return false;
  if (filters.types.length && !filters.types.includes(card.propertyType)) return false;
  if (filters.refundable && !card.anyRefundable) return false;
  if (filters.payAtHotel && !card.anyPayAtHotel) return false;
  return true;
}

/** The cards the view shows, in its order (ties keep the API's order). */
export function applyHotelView(cards: readonly HotelCard[], view: HotelView): HotelCard[] {
  const shown = cards.filter((card) => matchesHotelFilters(card, view.filters));
  if (view.sort === HotelSort.Price)
    return shown
      .map((card, i) => ({ card, i }))
      .sort((a, b) => a.card.cheapest.totalPrice - b.card.cheapest.totalPrice || a.i - b.i)
      .map((x) => x.card);
  if (view.sort === HotelSort.Stars)
    return shown
      .map((card, i) => ({ card, i }))
      .sort(
        (a, b) =>
          b.card.stars - a.card.stars || a.card.cheapest.totalPrice - b.card.cheapest.totalPrice || a.i - b.i,
      )
      .map((x) => x.card);
  return shown;
}

export type HotelFilterOptions = {
  /** The stay's cheapest and dearest totals, USD; null with fewer than two prices. */
  price: { min: number; max: number } | null;
  stars: number[];
  boards: HotelBoard[];
  types: PropertyType[];
  anyRefundable: boolean;
  anyPayAtHotel: boolean;
};

/** What the filters can offer for these results (only values some property has). */
export function hotelFilterOptions(cards: readonly HotelCard[]): HotelFilterOptions {
  const prices = cards.map((card) => card.cheapest.totalPrice);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const offered = new Set(cards.flatMap((card) => card.boards));
  const types = new Set(cards.map((card) => card.propertyType));
  return {
    price: cards.length > 1 && max > min ? { min, max } : null,
    stars: [...new Set(cards.map(starClass))].sort((a, b) => b - a),
    boards: HOTEL_BOARDS.filter((board) => offered.has(board)),
    types: PROPERTY_TYPES.filter((type) => types.has(type)),
    anyRefundable: cards.some((card) => card.anyRefundable),
    anyPayAtHotel: cards.some((card) => card.anyPayAtHotel),
  };
}
