/**
 * The `Idempotency-Key` of SubmitFlightOrder: one key per attempt of the same form. The same form
 * content for the same flight gets the same key (a double click, a reload, a second tab, the
 * price-change confirmation), so the server answers with the one order it made; changed content
 * gets a new key (the server would refuse the old key for another request: IDEMPOTENCY_KEY_REUSED).
 * Kept in sessionStorage: one entry per chosen flight, holding the content's fingerprint and its key.
 */
import { IDEMPOTENCY_KEY_PATTERN } from "@safar/domain/passenger-rules";

export type KeyStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const PREFIX = "booking.idempotency:";

/** JSON with object keys sorted, so the same content always gives the same text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A 106-bit fingerprint of a text (two 53-bit cyrb53 hashes), in hex: no secret, just identity. */
export function fingerprint(text: string): string {
  const hash = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
  };
  return hash(1) + hash(2);
}

/** A fresh random key (128 bits, hex) that the server's pattern accepts. */
export function newIdempotencyKey(randomBytes: (n: number) => Uint8Array = defaultRandomBytes): string {
  const hex = Array.from(randomBytes(16), (b) => b.toString(16).padStart(2, "0")).join("");
  const key = `booking-${hex}`;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Error("idempotency key does not match the pattern");
  return key;
}

function defaultRandomBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

type Entry = { fp: string; key: string };

function readEntry(storage: KeyStorage, scope: string): Entry | null {
  try {
    const raw = storage.getItem(PREFIX + scope);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<Entry>;
    return typeof entry.fp === "string" &&
      typeof entry.key === "string" &&
      IDEMPOTENCY_KEY_PATTERN.test(entry.key)
      ? { fp: entry.fp, key: entry.key }
      : null;
  } catch {
    return null; // unreadable entry: a new key is made
  }
}

/**
 * The key for submitting `content` (the request without acceptedTotalPrice) for the flight `scope`:
 * the stored one when the content is unchanged, else a new one (stored for the next attempt).
 */
export function idempotencyKeyFor(
  storage: KeyStorage,
  scope: string,
  content: unknown,
  randomBytes?: (n: number) => Uint8Array,
): string {
  const fp = fingerprint(stableJson(content));
  const entry = readEntry(storage, scope);
  if (entry && entry.fp === fp) return entry.key;
  const key = newIdempotencyKey(randomBytes);
  try {
    storage.setItem(PREFIX + scope, JSON.stringify({ fp, key } satisfies Entry));
  } catch {
    // Storage full or blocked: the key still protects this page's attempts.
  }
  return key;
}

/** Forgets the key of a flight: the next submit makes a new order (e.g. the last one's hold ran out). */
export function forgetIdempotencyKey(storage: KeyStorage, scope: string): void {
  try {
    storage.removeItem(PREFIX + scope);
  } catch {
    // nothing to forget
  }
}

/** A storage that keeps nothing (server render, or sessionStorage blocked). */
export const memoryStorage = (): KeyStorage => {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      map.set(k, v);
    },
    removeItem: (k) => {
      map.delete(k);
    },
  };
};

/** sessionStorage when the browser allows it, else a memory store for this page. */
export function sessionKeyStorage(): KeyStorage {
  try {
    const storage = window.sessionStorage;
    storage.getItem(PREFIX);
    return storage;
  } catch {
    return memoryStorage();
  }
}
