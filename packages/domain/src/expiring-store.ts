/**
 * Values kept in a Storage-like store (localStorage in the browser, a Map in tests or on the
 * server) with an optional expiry, dropped once expired (spec §3: "local storage values can carry
 * an optional expiry and be auto-removed when expired").
 *
 * Each entry is stored as JSON `{ "value": ..., "expiresAt"?: <epoch ms> }`. An entry is expired
 * from the instant `now() >= expiresAt`; reading an expired, unparsable or malformed entry removes
 * it and gives null. Storage failures (private mode, quota, disabled storage) never throw: a read
 * gives null, a write reports false.
 *
 * Also the session id rule (spec §3): `sessionId` is kept in storage and generated (UUID v4) when
 * missing or invalid. "Invalid" is anything but a UUID of versions 1 to 5; the nil UUID is refused
 * too, since every client holding it would share one session.
 */
import { isUuid, NIL_UUID, randomUuidV4 } from "./uuid";

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type ExpiringStoreOptions = {
  /** Clock in epoch milliseconds; Date.now by default. */
  now?: () => number;
};

export type SetOptions = {
  /** Time to live from now, in milliseconds. */
  ttlMs?: number;
  /** Absolute expiry in epoch milliseconds (wins over ttlMs). */
  expiresAt?: number;
};

export type StoredEntry<T> = { value: T; expiresAt?: number };

export interface ExpiringStore {
  get<T = unknown>(key: string): T | null;
  set<T>(key: string, value: T, options?: SetOptions): boolean;
  remove(key: string): void;
}

function parseEntry(raw: string): StoredEntry<unknown> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed) || !("value" in parsed))
    return null;
  const { expiresAt } = parsed as { expiresAt?: unknown };
  if (expiresAt !== undefined && !(typeof expiresAt === "number" && Number.isFinite(expiresAt))) return null;
  return parsed as StoredEntry<unknown>;
}

export function createExpiringStore(
  storage: StorageLike,
  { now = Date.now }: ExpiringStoreOptions = {},
): ExpiringStore {
  const remove = (key: string) => {
    try {
      storage.removeItem(key);
    } catch {
      // storage unavailable: nothing to remove
    }
  };

  return {
    get<T = unknown>(key: string): T | null {
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return null;
      }
      if (raw === null) return null;
      const entry = parseEntry(raw);
      if (!entry || (entry.expiresAt !== undefined && now() >= entry.expiresAt)) {
        remove(key);
        return null;
      }
      return entry.value as T;
    },

    set<T>(key: string, value: T, options: SetOptions = {}): boolean {
      const expiresAt =
        options.expiresAt ?? (options.ttlMs === undefined ? undefined : now() + options.ttlMs);
      if (expiresAt !== undefined && !Number.isFinite(expiresAt)) {
        throw new RangeError(`expiring store: invalid expiry for ${key}`);
      }
      const entry: StoredEntry<T> = expiresAt === undefined ? { value } : { value, expiresAt };
      try {
        storage.setItem(key, JSON.stringify(entry));
        return true;
      } catch {
        return false;
      }
    },

    remove,
  };
}

export const SESSION_ID_KEY = "sessionId";

export type SessionIdOptions = ExpiringStoreOptions & {
  key?: string;
  /** Id generator; a random UUID v4 by default. */
  generate?: () => string;
};

/** The stored session id, or a new UUID v4 stored in its place when missing or invalid. */
export function getOrCreateSessionId(
  storage: StorageLike,
  { key = SESSION_ID_KEY, generate = () => randomUuidV4(), now }: SessionIdOptions = {},
): string {
  const store = createExpiringStore(storage, now ? { now } : {});
  const current = store.get<unknown>(key);
  if (isUuid(current) && current !== NIL_UUID) return current;
  const id = generate();
  store.set(key, id);
  return id;
}

/** A Storage-like object over a Map: for tests and for code running where no Web Storage exists. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { readonly size: number } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
    get size() {
      return map.size;
    },
  };
}
