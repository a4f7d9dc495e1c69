import { createHash, randomUUID } from "node:crypto";
import {
  calendarDateIn,
  DOMESTIC_HOTEL_COUNTRY,
  HOTEL_TRENDING_TAKE,
  type HotelCard,
  type HotelCity,
  type HotelDetail,
  type HotelOrderItem,
  type HotelRate,
  type HotelSearch,
  type HotelSearchAnswer,
  hotelStayIssues,
  type LocalizedText,
  type RateRecheck,
  RecheckStatus,
  stayNights,
} from "@safar/domain";
import { ExtraMessageKey } from "@safar/domain/messages";
import { placeMatchRank, placeSearchKeys } from "@safar/domain/place-search";
import { addDays, localToUtc } from "@safar/domain/time-zones";
import { HotelMessageKey } from "@safar/domain/user-messages";
import type { FastifyBaseLogger } from "fastify";
import type { Cache } from "../../platform/cache";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { fanOut } from "../../platform/fan-out";
import { type HotelMarkupRule, markUpRates } from "./hotel-markup";
import { type HotelSupplier, HotelSupplierError } from "./hotel-supplier";
import type { HotelsRepository, NewContractedProperty } from "./hotels.repository";
import { hotelCard, type MergedHotel, mergeHotels } from "./merge-hotels";

/** A search's hotels live this long after their last reading (sliding expiry, spec §7). */
/** A supplier's refusal (sold out, price changed, gone), for the modules that book through this one. */
export { HotelSupplierError };

export const HOTEL_SEARCH_TTL_SECONDS = 15 * 60;
/** The time the suppliers are given: a slower one is left out of this search. */
export const HOTEL_SEARCH_BUDGET_MS = 8_000;
/** Trending hotels are priced for a night a week ahead, two adults. */
const TRENDING_DAYS_AHEAD = 7;

type StoredSearch = { requestId: string; query: HotelSearch; nights: number; hotels: MergedHotel[] };

export interface HotelsServiceDeps {
  repository: HotelsRepository;
  suppliers: readonly HotelSupplier[];
  cache: Cache;
  log: FastifyBaseLogger;
  now?: () => Date;
  budgetMs?: number;
  /** Keeps a signed-in customer's search (the interactions module). */
  recordSearch?: (userId: string, search: HotelSearch) => Promise<void>;
  /** The active markup rules (memoized by the module); none when absent. */
  markupRules?: () => Promise<HotelMarkupRule[]>;
}

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

export function createHotelsService(deps: HotelsServiceDeps) {
  const { repository, cache, log } = deps;
  const now = deps.now ?? (() => new Date());
  const budgetMs = deps.budgetMs ?? HOTEL_SEARCH_BUDGET_MS;
  const markupRules = deps.markupRules ?? (async () => []);

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
      deps.suppliers,
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

  /**
   * A search answered from the cache while it lives (each reading extends it when `sliding`), else
   * asked of the suppliers; `revalidate` always asks them.
   */
  async function searchStored(
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
  }

  /** A hotel of a live search (its life extended), or a 404 naming what is gone. */
  async function storedHotel(requestId: string, hotelId: string) {
    const stored = await cache.touch<StoredSearch>(requestKey(requestId), HOTEL_SEARCH_TTL_SECONDS);
    if (!stored) throw AppError.single("not_found", "requestId", HotelMessageKey.HOTEL_SEARCH_EXPIRED);
    const hotel = stored.hotels.find((h) => h.hotelId === hotelId);
    if (!hotel) throw AppError.single("not_found", "hotelId", HotelMessageKey.HOTEL_NOT_FOUND);
    return { stored, hotel };
  }

  /** The hotel page's answer: the card, its content and every rate grouped by room type. */
  async function detailOf(stored: StoredSearch, hotel: MergedHotel): Promise<HotelDetail> {
    const card = hotelCard(hotel);
    const source = hotel.sources[0];
    const supplier = deps.suppliers.find((s) => s.name === source?.supplier);
    const content = source && supplier ? await supplier.content(source.supplierHotelId) : null;
    const city = await repository.city(hotel.cityCode);
    if (!card || !content || !city)
      throw AppError.single("not_found", "hotelId", HotelMessageKey.HOTEL_NOT_FOUND);
    const groups = new Map<string, HotelDetail["roomGroups"][number]>();
    for (const rate of hotel.rates) {
      const key = `${rate.supplier}|${rate.roomTypeId}`;
      const group = groups.get(key) ?? { roomTypeId: rate.roomTypeId, name: rate.roomName, rates: [] };
      group.rates.push(rate);
      groups.set(key, group);
    }
    return {
      ...card,
      requestId: stored.requestId,
      checkIn: stored.query.checkIn,
      checkOut: stored.query.checkOut,
      nights: stored.nights,
      content: { ...content, timeZone: city.timeZone },
      roomGroups: [...groups.values()],
    };
  }

  function supplierNamed(name: string): HotelSupplier {
    const supplier = deps.suppliers.find((s) => s.name === name);
    if (!supplier) throw new HotelSupplierError("not_found", `hotel supplier ${name} is not enabled`);
    return supplier;
  }

  const cardsOf = (hotels: readonly MergedHotel[]) =>
    hotels.map(hotelCard).filter((card): card is HotelCard => card !== null);

  const service = {
    /** Destinations (GetAllCities), all or those whose name in any language matches `filter`. */
    async cities(filter?: string): Promise<HotelCity[]> {
      const cities = (await repository.cities()).map((city) => ({
        cityCode: city.code,
        name: city.name,
        country: city.country,
        countryCode: city.countryCode,
        pilgrimage: city.pilgrimage,
        hotelCount: city.hotelCount,
      }));
      const text = filter?.trim();
      if (!text) return cities;
      const ranked = cities
        .map((city) => ({
          city,
          rank: placeMatchRank(
            placeSearchKeys({
              iataCode: city.cityCode,
              cityCode: city.cityCode,
              names: [city.name.ar, city.name.fa, city.name.en],
            }),
            text,
          ),
        }))
        .filter((entry) => entry.rank !== null);
      return ranked.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0)).map((entry) => entry.city);
    },

    /** A destination's name in every language, its code when unknown (the search history's). */
    async cityName(code: string): Promise<LocalizedText> {
      return (await repository.city(code))?.name ?? { ar: code, fa: code, en: code };
    },

    /**
     * The hotel search: one card per property, recommended order, with the cheapest rate; a
     * signed-in customer's search is kept in their history.
     */
    async search(query: HotelSearch, userId: string | null = null): Promise<HotelSearchAnswer> {
      const stored = await searchStored(query, { revalidate: false, sliding: true });
      if (userId && deps.recordSearch)
        await deps.recordSearch(userId, query).catch((error: unknown) => {
          log.warn({ err: error }, "hotel search not kept in the history");
        });
      return { requestId: stored.requestId, nights: stored.nights, hotels: cardsOf(stored.hotels) };
    },

    /**
     * Trending hotels of a destination (GetHotelsAvailableByDestination): the first `take` of a
     * one-night stay for two adults a week ahead (at the destination).
     */
    async trending(input: {
      cityCode: string;
      take: number;
      reValidate: boolean;
      slidingExpiration: boolean;
    }): Promise<HotelCard[]> {
      const city = await repository.city(input.cityCode);
      if (!city) throw AppError.single("validation", "cityCode", ExtraMessageKey.PL_SELECT_HOTEL_DESTINATION);
      const today = calendarDateIn(now(), city.timeZone) ?? now().toISOString().slice(0, 10);
      const checkIn = addDays(today, TRENDING_DAYS_AHEAD);
      const stored = await searchStored(
        {
          cityCode: city.code,
          checkIn,
          checkOut: addDays(checkIn, 1),
          rooms: [{ adults: 2, childAges: [] }],
        },
        { revalidate: input.reValidate, sliding: input.slidingExpiration },
      );
      return cardsOf(stored.hotels).slice(0, input.take || HOTEL_TRENDING_TAKE);
    },

    /**
     * The hotel page: a hotel of a live search (each reading extends it) with its content and every
     * rate of the stay grouped by room type. 404 when the search has expired or has no such hotel.
     */
    async detail(requestId: string, hotelId: string): Promise<HotelDetail> {
      const { stored, hotel } = await storedHotel(requestId, hotelId);
      return detailOf(stored, hotel);
    },

    /**
     * The hotel page in one call (a shared link, or from the results): the stay's search, from the
     * cache while it lives, then the hotel in it. 404 when the search has no such hotel.
     */
    async detailForStay(query: HotelSearch, hotelId: string): Promise<HotelDetail> {
      const stored = await searchStored(query, { revalidate: false, sliding: true });
      const hotel = stored.hotels.find((h) => h.hotelId === hotelId);
      if (!hotel) throw AppError.single("not_found", "hotelId", HotelMessageKey.HOTEL_NOT_FOUND);
      return detailOf(stored, hotel);
    },

    /**
     * Prices a rate of a live search again with its supplier (before the guest details and before
     * booking): the same, a new price (the search keeps it), or sold out (the search drops it).
     */
    async recheck(input: { requestId: string; hotelId: string; rateKey: string }): Promise<RateRecheck> {
      const { stored, hotel } = await storedHotel(input.requestId, input.hotelId);
      const seen = hotel.rates.find((rate) => rate.rateKey === input.rateKey);
      if (!seen) throw AppError.single("not_found", "rateKey", HotelMessageKey.HOTEL_ROOM_SOLD_OUT);
      const supplier = deps.suppliers.find((s) => s.name === seen.supplier);
      const answered = await supplier?.recheck(seen.rateKey, now());
      const city = answered ? await repository.city(hotel.cityCode) : undefined;
      // Priced as the search priced it: the markup rule that matches now.
      const rate =
        answered && city
          ? (markUpRates(
              [answered],
              await markupRules(),
              { ...hotel, countryCode: city.countryCode },
              { nights: stored.nights, rooms: stored.query.rooms.length },
            )[0] ?? null)
          : null;
      hotel.rates = rate
        ? hotel.rates
            .map((r) => (r.rateKey === seen.rateKey ? rate : r))
            .sort((a, b) => a.totalPrice - b.totalPrice)
        : hotel.rates.filter((r) => r.rateKey !== seen.rateKey);
      if (!rate || rate.totalPrice !== seen.totalPrice)
        await cache.set(requestKey(stored.requestId), stored, HOTEL_SEARCH_TTL_SECONDS);
      return {
        status: !rate
          ? RecheckStatus.SoldOut
          : rate.totalPrice !== seen.totalPrice
            ? RecheckStatus.PriceChanged
            : RecheckStatus.Available,
        rate,
        previousTotal: seen.totalPrice,
      };
    },

    /**
     * For the orders module: a rate of a live search priced again for booking, with the property and
     * the stay as the order keeps them. `seenTotal` is the price the search showed; the rate is as it
     * is now. 404 when the search, the hotel or the rate is gone; 409 HOTEL_ROOM_SOLD_OUT when its
     * room is no longer on sale; 409 HOTEL_STAY_NOT_BOOKABLE when the check-in has passed.
     */
    async quoteForOrder(input: { requestId: string; hotelId: string; rateKey: string }): Promise<{
      item: Omit<HotelOrderItem, "guests" | "specialRequests">;
      seenTotal: number;
      isDomestic: boolean;
      startsAt: Date;
    }> {
      const { stored, hotel } = await storedHotel(input.requestId, input.hotelId);
      const detail = await detailOf(stored, hotel);
      const city = await repository.city(hotel.cityCode);
      if (!city) throw AppError.single("not_found", "hotelId", HotelMessageKey.HOTEL_NOT_FOUND);
      if (hotelStayIssues(stored.query, calendarDateIn(now(), city.timeZone) ?? "").length > 0)
        throw AppError.single("conflict", "requestId", HotelMessageKey.HOTEL_STAY_NOT_BOOKABLE);
      const checked = await service.recheck(input);
      if (!checked.rate) throw AppError.single("conflict", "rateKey", HotelMessageKey.HOTEL_ROOM_SOLD_OUT);
      return {
        item: {
          kind: "hotel",
          requestId: stored.requestId,
          hotelId: hotel.hotelId,
          hotel: {
            hotelId: hotel.hotelId,
            name: detail.name,
            stars: detail.stars,
            cityCode: detail.cityCode,
            cityName: city.name,
            area: detail.area,
            address: detail.content.address,
            photo: detail.photo,
            latitude: detail.latitude,
            longitude: detail.longitude,
            checkInTime: detail.content.checkInTime,
            checkOutTime: detail.content.checkOutTime,
            importantInfo: detail.content.importantInfo,
            timeZone: city.timeZone,
          },
          checkIn: stored.query.checkIn,
          checkOut: stored.query.checkOut,
          nights: stored.nights,
          rooms: stored.query.rooms,
          rate: checked.rate,
        },
        seenTotal: checked.previousTotal,
        isDomestic: city.countryCode === DOMESTIC_HOTEL_COUNTRY,
        startsAt: localToUtc(stored.query.checkIn, 0, city.timeZone),
      };
    },

    /** Whether a rate paid at the hotel is booked online with this supplier (no card guarantee needed). */
    booksPayAtHotelOnline(rate: Pick<HotelRate, "supplier">): boolean {
      return supplierNamed(rate.supplier).booksPayAtHotelWithoutCard === true;
    },

    /**
     * For the orders module, inside its transaction: holds the rate's rooms until `expiresAt`. The
     * hold's id; "" for a supplier that books after payment without a hold; null when sold out.
     */
    async holdRooms(rate: HotelRate, expiresAt: Date, db: Database): Promise<string | null> {
      const supplier = supplierNamed(rate.supplier);
      if (!supplier.hold) return "";
      return supplier.hold(rate.rateKey, expiresAt, { db });
    },

    /** For the orders module: gives a hold's rooms back (an unpaid order ended); false when not held. */
    async releaseRooms(supplierName: string, holdId: string, db?: Database): Promise<boolean> {
      const supplier = deps.suppliers.find((s) => s.name === supplierName);
      if (!holdId || !supplier?.endHold) return false;
      return supplier.endHold(holdId, "released", { db });
    },

    /**
     * For the refunds module, inside its transaction: cancels a booked stay with its supplier (a
     * contracted booking's rooms go back to the allotment in that same transaction).
     */
    async cancelBooking(input: { provider: string; reference: string; rate: HotelRate }, db: Database) {
      return supplierNamed(input.provider).cancel({ reference: input.reference, rate: input.rate }, now(), {
        db,
      });
    },

    /** The supplier of a booked rate, for fulfilment (book, read, cancel); throws when not enabled. */
    supplier: supplierNamed,

    /** Adds a contracted property (the dev route: tests and demos make the inventory they use). */
    async addContractedProperty(input: NewContractedProperty): Promise<string> {
      const id = await repository.addProperty(input);
      await service.inventoryChanged();
      return id;
    },

    /** Changes a contracted property's nights (the dev route: a price change, a sell-out). */
    async setContractedNights(
      propertyId: string,
      change: { allotment?: number; centsByAdults?: Record<string, number> },
    ): Promise<number> {
      const nights = await repository.setNights(propertyId, change);
      await service.inventoryChanged();
      return nights;
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
  return service;
}
export type HotelsService = ReturnType<typeof createHotelsService>;
