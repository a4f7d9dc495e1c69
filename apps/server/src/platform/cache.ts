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
  /**
   * Adds one to a counter that lives `windowSeconds` from its first increment (a fixed window);
   * answers the new count and the seconds the window has left.
   */
  increment(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** The current count of an `increment` counter (0 when none or expired). */
  counter(key: string): Promise<number>;
  /** Takes one back from a live `increment` counter (never below 0; its window unchanged). */
  decrement(key: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The in-process cache: at most `maxEntries` entries and `maxBytes` of values (JSON text, counted
 * as UTF-16 like V8 keeps it), least recently used first out. A search's proposals can take
 * hundreds of KB, so a count alone would let a burst of searches take gigabytes.
 */
export function createMemoryCache(maxEntries = 50_000, maxBytes = 64 * 1024 * 1024): Cache {
  // Wall-clock time (Date.now) so that expiry follows the same clock as everything else.
  const perf = { now: () => Date.now() };
  const store = new LRUCache<string, { json: string }>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => 2 * (entry.json.length + key.length) + 64,
    ttlAutopurge: false,
    perf,
  });
  const counters = new LRUCache<string, { count: number; resetAt: number }>({ max: maxEntries, perf });
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
    async increment(key, windowSeconds) {
      const now = Date.now();
      const current = counters.get(key);
      const entry =
        current && current.resetAt > now
          ? { count: current.count + 1, resetAt: current.resetAt }
          : { count: 1, resetAt: now + windowSeconds * 1000 };
      counters.set(key, entry, { ttl: entry.resetAt - now });
      return { count: entry.count, resetInSeconds: Math.ceil((entry.resetAt - now) / 1000) };
    },
    async counter(key) {
      const current = counters.get(key);
      return current && current.resetAt > Date.now() ? current.count : 0;
    },
    async decrement(key) {
      const now = Date.now();
      const current = counters.get(key);
      if (!current || current.resetAt <= now || current.count <= 0) return;
      counters.set(
        key,
        { count: current.count - 1, resetAt: current.resetAt },
        { ttl: current.resetAt - now },
      );
    },
    async ping() {},
    async close() {
      store.clear();
      counters.clear();
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
    async increment(key, windowSeconds) {
      // INCR and EXPIRE NX in one round trip: the window starts with the first hit.
      const result = await client
        .multi()
        .incr(key)
        .expire(key, Math.max(1, Math.ceil(windowSeconds)), "NX")
        .ttl(key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return { count, resetInSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async counter(key) {
      return Number((await client.get(key)) ?? 0);
    },
    async decrement(key) {
      // Only a live counter, never below 0, keeping its expiry: one script, atomic.
      await client.eval(
        "if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        key,
      );
    },
    async ping() {
      await client.ping();
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
