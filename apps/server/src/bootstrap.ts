import { seedDemoData, seedDemoVouchers, seedPaymentGateways, seedReferenceData } from "./db/seed";
import { seedCatalog } from "./db/seed-catalog";
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
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: options.inMemory ? undefined : config.pgliteDir,
  });
  lap("databaseOpenAndMigrateMs");
  try {
    await seedReferenceData(database.db);
    if (config.SEED_DEMO) {
      await seedDemoData(database.db);
      await seedDemoVouchers(database.db);
      await seedPaymentGateways(database.db);
    }
    lap("seedMs");
    await seedCatalog(database.db, { demo: config.SEED_DEMO });
    lap("catalogSeedMs");
  } catch (error) {
    await database.close();
    throw error;
  }
  const cache = config.REDIS_URL
    ? createRedisCache(config.REDIS_URL, options.cachePrefix ?? "safar:")
    : createMemoryCache();
  return {
    database,
    cache,
    timings,
    async close() {
      await Promise.allSettled([cache.close(), database.close()]);
    },
  };
}
