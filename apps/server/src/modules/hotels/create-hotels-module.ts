import type { HotelSearch } from "@safar/domain";
import type { FastifyBaseLogger } from "fastify";
import { type AccessTokenVerifier, createOptionalUser } from "../../platform/auth";
import type { Cache } from "../../platform/cache";
import type { AppConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import { memoizedRead } from "../../platform/memo";
import type { AppInstance, AppModule, PhotoStore } from "../../platform/types";
import { createHotelAdminRepository } from "./hotel-admin.repository";
import { createHotelAdmin, type HotelAdmin } from "./hotel-admin.service";
import { createHotelMarkupRepository } from "./hotel-markup.repository";
import { createHotelMarkupAdmin, type HotelMarkupAdmin } from "./hotel-markup-admin.service";
import type { HotelSupplier } from "./hotel-supplier";
import { createHotelsRepository } from "./hotels.repository";
import { hotelsDevRoutes, hotelsRoutes } from "./hotels.routes";
import { createHotelsService, type HotelsService } from "./hotels.service";
import { createContractsSupplier } from "./suppliers/contracts-supplier";
import { createHotelbedsSupplier } from "./suppliers/hotelbeds-supplier";

/** `IST=IST,GYD=BAK` → `{ IST: "IST", GYD: "BAK" }`. */
export function destinationMap(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split(",")
      .map((pair) => pair.split("=").map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
  );
}

/**
 * Wires hotels (issue 14): the contracted-hotels supplier always, Hotelbeds when its key and secret
 * are set (contracted first: a building both offer shows the contract's content), the search
 * service and its routes, the operator's contracts (`admin`) and hotel markup rules (`markups`),
 * for the back office's routes.
 */
export function createHotelsModule(deps: {
  config: AppConfig;
  db: Database;
  cache: Cache;
  log: FastifyBaseLogger;
  verifyAccessToken: AccessTokenVerifier;
  /** Keeps a signed-in customer's search (the interactions module). */
  recordSearch: (userId: string, search: HotelSearch) => Promise<void>;
  /** Where the properties' photos are kept (the images module's service; asked once the app runs). */
  photos: () => PhotoStore;
}): AppModule<HotelsService> & { admin: HotelAdmin; markups: HotelMarkupAdmin } {
  const { config } = deps;
  const repository = createHotelsRepository(deps.db);
  const suppliers: HotelSupplier[] = [createContractsSupplier(repository)];
  if (config.HOTELBEDS_API_KEY && config.HOTELBEDS_SECRET)
    suppliers.push(
      createHotelbedsSupplier({
        apiUrl: config.HOTELBEDS_API_URL,
        apiKey: config.HOTELBEDS_API_KEY,
        secret: config.HOTELBEDS_SECRET,
        destinations: destinationMap(config.HOTELBEDS_DESTINATIONS),
        timeoutMs: Math.max(2000, config.HOTEL_SEARCH_BUDGET_MS - 500),
      }),
    );
  const markupRepository = createHotelMarkupRepository(deps.db);
  // Rules change rarely and searches are many: read again at most every minute (at once here
  // after an operator's change).
  const markupRules = memoizedRead(() => markupRepository.active(), 60_000);
  const service = createHotelsService({
    repository,
    suppliers,
    cache: deps.cache,
    log: deps.log,
    budgetMs: config.HOTEL_SEARCH_BUDGET_MS,
    recordSearch: deps.recordSearch,
    markupRules,
  });
  return {
    service,
    admin: withSearchesRenewed(
      createHotelAdmin({ repository: createHotelAdminRepository(deps.db), photos: deps.photos }),
      service.inventoryChanged,
    ),
    markups: createHotelMarkupAdmin({
      repository: markupRepository,
      // A rule's change shows in the next search: the rules read again, the cached searches renewed.
      forget: async () => {
        markupRules.forget();
        await service.inventoryChanged();
      },
    }),
    register(app: AppInstance) {
      hotelsRoutes(app, service, createOptionalUser(deps.verifyAccessToken));
      if (!config.isProduction) hotelsDevRoutes(app, service);
    },
  };
}

/**
 * The operator's contracts, each write of which renews the hotel searches (`changed`): a property,
 * a room, a plan, a photo or a day of the calendar changed shows in the next search, not when the
 * cached one expires.
 */
function withSearchesRenewed(admin: HotelAdmin, changed: () => Promise<void>): HotelAdmin {
  const then =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await write(...args);
      await changed();
      return result;
    };
  return {
    ...admin,
    createProperty: then(admin.createProperty),
    updateProperty: then(admin.updateProperty),
    addRoomType: then(admin.addRoomType),
    updateRoomType: then(admin.updateRoomType),
    addRatePlan: then(admin.addRatePlan),
    updateRatePlan: then(admin.updateRatePlan),
    addPhoto: then(admin.addPhoto),
    removePhoto: then(admin.removePhoto),
    orderPhotos: then(admin.orderPhotos),
    captionPhoto: then(admin.captionPhoto),
    changeCalendar: then(admin.changeCalendar),
  };
}
