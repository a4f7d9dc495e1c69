import { createHash, randomUUID } from "node:crypto";
import { calendarDateIn, type HotelSearch, hotelStayIssues, stayNights } from "@safar/domain";
import { ExtraMessageKey } from "@safar/domain/messages";
import { HotelMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import { fanOut } from "../../platform/fan-out";
import { markUpRates } from "./hotel-markup";
import type { HotelsContext } from "./hotels-service-deps";
import { type MergedHotel, mergeHotels } from "./merge-hotels";

/**
 * A stay's search, asked of the suppliers and kept in the cache (memory or Redis, shared by the
 * instances): the results page, the hotel page and the re-check all read a live search by its
 * requestId, and the same stay asked again is answered from it while it lives.
 */

/** A search's hotels live this long after their last reading (sliding expiry, spec §7). */
export const HOTEL_SEARCH_TTL_SECONDS = 15 * 60;

export type StoredSearch = { requestId: string; query: HotelSearch; nights: number; hotels: MergedHotel[] };

/**
 * The stamp of the contracted inventory: a new one whenever a contract changes (a property, a room,
 * a plan, the calendar), so that no search cached before the change answers after it. It outlives
 * any cached search by far (a sliding search lives as long as it is read within its 15 minutes).
 */
const INVENTORY_STAMP_KEY = "hotels:inventory-stamp";
const INVENTORY_STAMP_TTL_SECONDS = 30 * 24 * 3600;

/** The cache key of a query: the same stay for the same rooms, on the same inventory, is one search. */
function queryKey(query: HotelSearch, stamp: string): string {
  const canonical = JSON.stringify([query.cityCode, query.checkIn, query.checkOut, query.rooms, stamp]);
  return `hotels:query:${createHash("sha256").update(canonical).digest("base64url").slice(0, 22)}`;
}
const requestKey = (requestId: string) => `hotels:request:${requestId}`;

export function createHotelSearches(
  context: Pick<
    HotelsContext,
    "repository" | "suppliers" | "cache" | "log" | "now" | "budgetMs" | "markupRules"
  >,
) {
  const { repository, cache, log, now, budgetMs, markupRules } = context;

  /** The destination, or a 400 on `cityCode`; check-in not before the destination's today. */
  async function checkedCity(query: HotelSearch) {
    const city = await repository.city(query.cityCode);
    if (!city) throw AppError.single("validation", "cityCode", ExtraMessageKey.PL_SELECT_HOTEL_DESTINATION);
    const today = calendarDateIn(now(), city.timeZone) ?? now().toISOString().slice(0, 10);
    const issues = hotelStayIssues(query, today);
    if (issues.length > 0)
      throw new AppError(
        "validation",
        issues.map((issue) => ({ key: issue.path.join("."), messages: [issue.message] })),
      );
    return city;
  }

  async function runSearch(query: HotelSearch): Promise<StoredSearch> {
    const city = await checkedCity(query);
    const outcomes = await fanOut(
      context.suppliers,
      { ...query, timeZone: city.timeZone, now: now() },
      budgetMs,
      log,
    );
    const rules = await markupRules();
    const stay = { nights: stayNights(query.checkIn, query.checkOut) ?? 1, rooms: query.rooms.length };
    const hotels = mergeHotels(
      outcomes.map((outcome) =>
        outcome.offers.map((offer) => ({
          ...offer,
          rates: markUpRates(offer.rates, rules, { ...offer, countryCode: city.countryCode }, stay),
        })),
      ),
    );
    log.info(
      {
        cityCode: query.cityCode,
        nights: stayNights(query.checkIn, query.checkOut),
        hotels: hotels.length,
        suppliers: outcomes.map((o) => ({
          name: o.provider,
          status: o.status,
          hotels: o.offers.length,
          ms: o.durationMs,
        })),
      },
      "hotel search",
    );
    return { requestId: randomUUID(), query, nights: stayNights(query.checkIn, query.checkOut) ?? 0, hotels };
  }

  return {
    /**
     * A search answered from the cache while it lives (each reading extends it when `sliding`), else
     * asked of the suppliers; `revalidate` always asks them.
     */
    async searchStored(
      query: HotelSearch,
      options: { revalidate: boolean; sliding: boolean },
    ): Promise<StoredSearch> {
      const key = queryKey(query, (await cache.get<string>(INVENTORY_STAMP_KEY)) ?? "");
      if (!options.revalidate) {
        const requestId = options.sliding
          ? await cache.touch<string>(key, HOTEL_SEARCH_TTL_SECONDS)
          : await cache.get<string>(key);
        const stored = requestId
          ? options.sliding
            ? await cache.touch<StoredSearch>(requestKey(requestId), HOTEL_SEARCH_TTL_SECONDS)
            : await cache.get<StoredSearch>(requestKey(requestId))
          : undefined;
        if (stored) return stored;
      }
      const fresh = await runSearch(query);
      await cache.set(requestKey(fresh.requestId), fresh, HOTEL_SEARCH_TTL_SECONDS);
      await cache.set(key, fresh.requestId, HOTEL_SEARCH_TTL_SECONDS);
      return fresh;
    },

    /** A hotel of a live search (its life extended), or a 404 naming what is gone. */
    async storedHotel(requestId: string, hotelId: string) {
      const stored = await cache.touch<StoredSearch>(requestKey(requestId), HOTEL_SEARCH_TTL_SECONDS);
      if (!stored) throw AppError.single("not_found", "requestId", HotelMessageKey.HOTEL_SEARCH_EXPIRED);
      const hotel = stored.hotels.find((h) => h.hotelId === hotelId);
      if (!hotel) throw AppError.single("not_found", "hotelId", HotelMessageKey.HOTEL_NOT_FOUND);
      return { stored, hotel };
    },

    /** Keeps a live search as changed (a re-checked rate's new price, a sold-out rate dropped). */
    async keep(stored: StoredSearch): Promise<void> {
      await cache.set(requestKey(stored.requestId), stored, HOTEL_SEARCH_TTL_SECONDS);
    },

    /**
     * The contracted inventory changed (an operator's edit, a dev route): searches cached before it
     * are not answered again; the next search of any stay asks the suppliers. A live search's
     * requestId keeps working (its hotel page and re-check read the contract anew).
     */
    async inventoryChanged(): Promise<void> {
      await cache.set(INVENTORY_STAMP_KEY, randomUUID(), INVENTORY_STAMP_TTL_SECONDS);
    },
  };
}

export type HotelSearches = ReturnType<typeof createHotelSearches>;
