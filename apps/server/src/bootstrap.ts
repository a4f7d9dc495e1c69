import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { seedDemoData, seedDemoVouchers, seedPaymentGateways, seedReferenceData } from "./db/seed";
import { seedCatalog } from "./db/seed-catalog";
import { seedHotels } from "./db/seed-hotels";
import { seedLandingPages } from "./db/seed-landing";
import { seedPromotions } from "./db/seed-promotions";
import { seedTours } from "./db/seed-tours";
import { seedVisas } from "./db/seed-visas";
import { type Cache, createMemoryCache, createRedisCache } from "./platform/cache";
import type { AppConfig } from "./platform/config";
import { type DatabaseHandle, openDatabase } from "./platform/db";

export interface Infrastructure {
  database: DatabaseHandle;
  cache: Cache;
  /** Milliseconds each start-up phase took (logged at start). */
  timings: Record<string, number>;
  close(): Promise<void>;
}

/** One full garbage collection, without starting Node with --expose-gc. */
function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

/**
 * Opens the database (PGlite under DATA_DIR, or PostgreSQL by DATABASE_URL), applies the
 * migrations, seeds reference and demo data when they are missing, and opens the cache.
 */
export async function openInfrastructure(
  config: AppConfig,
  options: { inMemory?: boolean; cachePrefix?: string } = {},
): Promise<Infrastructure> {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  const databaseOptions = {
    databaseUrl: config.DATABASE_URL,
    pgliteDir: options.inMemory ? undefined : config.pgliteDir,
    pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
  };
  let database = await openDatabase(databaseOptions);
  lap("databaseOpenAndMigrateMs");
  let seeded = false;
  try {
    seeded = (await seedReferenceData(database.db)) || seeded;
    if (config.SEED_DEMO) {
      seeded = (await seedDemoData(database.db)) || seeded;
      await seedDemoVouchers(database.db);
      await seedPaymentGateways(database.db);
    }
    lap("seedMs");
    seeded = (await seedCatalog(database.db, { demo: config.SEED_DEMO })) > 0 || seeded;
    lap("catalogSeedMs");
    seeded = (await seedHotels(database.db, { demo: config.SEED_DEMO })) > 0 || seeded;
    lap("hotelSeedMs");
    seeded = (await seedTours(database.db, { demo: config.SEED_DEMO })) > 0 || seeded;
    lap("tourSeedMs");
    seeded = (await seedPromotions(database.db, { demo: config.SEED_DEMO })) > 0 || seeded;
    seeded = (await seedLandingPages(database.db, { demo: config.SEED_DEMO })) > 0 || seeded;
    seeded = (await seedVisas(database.db)) || seeded;
    lap("visaSeedMs");
  } catch (error) {
    await database.close();
    throw error;
  }
  // Seeding grows PGlite's WebAssembly memory to several hundred MB, which it never gives back:
  // a new instance on the same files starts small again (about a second, first start only).
  if (seeded && database.kind === "pglite" && databaseOptions.pgliteDir) {
    await database.close();
    database = await openDatabase(databaseOptions);
    // V8 frees the old instance's memory only in a full collection, which a small heap may not run
    // for hours: run one now (once, at a first start).
    collectGarbage();
    lap("reopenAfterSeedMs");
  }
  const cache = config.REDIS_URL
    ? createRedisCache(config.REDIS_URL, options.cachePrefix ?? config.REDIS_PREFIX)
    : createMemoryCache(50_000, config.MEMORY_CACHE_MB * 1024 * 1024);
  return {
    database,
    cache,
    timings,
    async close() {
      await Promise.allSettled([cache.close(), database.close()]);
    },
  };
}
