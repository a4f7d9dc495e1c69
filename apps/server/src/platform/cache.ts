import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/**
 * A shared key/value cache with expiry. In process by default; Redis when REDIS_URL is set, so
 * that every app instance sees the same entries. Values are JSON.
 */
export interface Cache {
  readonly kind: "memory" | "redis";
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Reads a value and restarts its expiry (sliding expiration). */
  touch<T>(key: string, ttlSeconds: number): Promise<T | undefined>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCache(maxEntries = 50_000): Cache {
  const store = new LRUCache<string, { json: string }>({ max: maxEntries, ttlAutopurge: false });
  return {
    kind: "memory",
    async get<T>(key: string) {
      const entry = store.get(key);
      return entry ? (JSON.parse(entry.json) as T) : undefined;
    },
    async set(key, value, ttlSeconds) {
      store.set(key, { json: JSON.stringify(value) }, { ttl: ttlSeconds * 1000 });
    },
    async delete(key) {
      store.delete(key);
    },
    async touch<T>(key: string, ttlSeconds: number) {
      const entry = store.get(key);
      if (!entry) return undefined;
      store.set(key, entry, { ttl: ttlSeconds * 1000 });
      return JSON.parse(entry.json) as T;
    },
    async ping() {},
    async close() {
      store.clear();
    },
  };
}

export function createRedisCache(url: string, prefix: string): Cache {
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix: prefix });
  // ioredis reconnects by itself; an error event without a listener would crash the process.
  client.on("error", () => {});
  return {
    kind: "redis",
    async get<T>(key: string) {
      const json = await client.get(key);
      return json === null ? undefined : (JSON.parse(json) as T);
    },
    async set(key, value, ttlSeconds) {
      await client.set(key, JSON.stringify(value), "EX", Math.max(1, Math.ceil(ttlSeconds)));
    },
    async delete(key) {
      await client.del(key);
    },
    async touch<T>(key: string, ttlSeconds: number) {
      const json = await client.getex(key, "EX", Math.max(1, Math.ceil(ttlSeconds)));
      return json === null ? undefined : (JSON.parse(json) as T);
    },
    async ping() {
      await client.ping();
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
