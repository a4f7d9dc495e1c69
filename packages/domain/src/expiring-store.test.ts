import { describe, expect, it } from "vitest";
import {
  createExpiringStore,
  createMemoryStorage,
  getOrCreateSessionId,
  SESSION_ID_KEY,
  type StorageLike,
} from "./expiring-store";
import { isUuid } from "./uuid";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("createExpiringStore", () => {
  it("stores JSON { value, expiresAt? }", () => {
    const storage = createMemoryStorage();
    const c = clock();
    const store = createExpiringStore(storage, c);
    expect(store.set("a", { x: 1 })).toBe(true);
    expect(storage.getItem("a")).toBe('{"value":{"x":1}}');
    store.set("b", "v", { ttlMs: 500 });
    expect(storage.getItem("b")).toBe('{"value":"v","expiresAt":1000500}');
    store.set("c", 3, { expiresAt: 42, ttlMs: 1 });
    expect(storage.getItem("c")).toBe('{"value":3,"expiresAt":42}');
  });

  it.each([
    // [ttl, elapsed, still there]
    [1000, 0, true],
    [1000, 999, true],
    [1000, 1000, false],
    [1000, 1001, false],
    [0, 0, false],
  ])("ttl %s after %s ms -> present=%s", (ttl, elapsed, present) => {
    const storage = createMemoryStorage();
    const c = clock();
    const store = createExpiringStore(storage, c);
    store.set("k", "v", { ttlMs: ttl });
    c.advance(elapsed);
    expect(store.get("k")).toBe(present ? "v" : null);
    // reading an expired entry removes it
    expect(storage.getItem("k") !== null).toBe(present);
  });

  it("keeps values without expiry forever", () => {
    const c = clock();
    const store = createExpiringStore(createMemoryStorage(), c);
    store.set("k", [1, 2]);
    c.advance(10 ** 12);
    expect(store.get("k")).toEqual([1, 2]);
  });

  it.each([
    ["not json"],
    ["42"],
    ["null"],
    ['"str"'],
    ["[1]"],
    ['{"val":1}'],
    ['{"value":1,"expiresAt":"soon"}'],
    ['{"value":1,"expiresAt":null}'],
  ])("drops the malformed entry %j", (raw) => {
    const storage = createMemoryStorage({ k: raw });
    const store = createExpiringStore(storage);
    expect(store.get("k")).toBeNull();
    expect(storage.getItem("k")).toBeNull();
  });

  it("returns null for a missing key and removes on demand", () => {
    const storage = createMemoryStorage();
    const store = createExpiringStore(storage);
    expect(store.get("missing")).toBeNull();
    store.set("k", false);
    expect(store.get("k")).toBe(false);
    store.remove("k");
    expect(store.get("k")).toBeNull();
    expect(storage.size).toBe(0);
  });

  it("never throws on a failing storage", () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const store = createExpiringStore(broken);
    expect(store.get("k")).toBeNull();
    expect(store.set("k", 1)).toBe(false);
    expect(() => store.remove("k")).not.toThrow();
  });

  it("rejects a non-finite expiry", () => {
    const store = createExpiringStore(createMemoryStorage());
    expect(() => store.set("k", 1, { ttlMs: Number.NaN })).toThrow(RangeError);
  });
});

describe("getOrCreateSessionId", () => {
  const existing = "9b2f8e7a-5c1d-4e3f-a6b7-c8d9e0f1a2b3";
  const generated = "11111111-2222-4333-8444-555555555555";

  it("keeps a valid stored id", () => {
    const storage = createMemoryStorage({ [SESSION_ID_KEY]: JSON.stringify({ value: existing }) });
    expect(getOrCreateSessionId(storage, { generate: () => generated })).toBe(existing);
  });

  it.each([
    ["missing", undefined],
    ["not a uuid", JSON.stringify({ value: "abc" })],
    ["nil uuid", JSON.stringify({ value: "00000000-0000-0000-0000-000000000000" })],
    ["version 7", JSON.stringify({ value: "9b2f8e7a-5c1d-7e3f-a6b7-c8d9e0f1a2b3" })],
    ["a number", JSON.stringify({ value: 5 })],
    ["raw string, not an entry", existing],
    ["expired", JSON.stringify({ value: existing, expiresAt: 1 })],
  ])("generates and stores a new id when %s", (_name, raw) => {
    const storage = createMemoryStorage(raw === undefined ? {} : { [SESSION_ID_KEY]: raw });
    expect(getOrCreateSessionId(storage, { generate: () => generated, now: () => 1000 })).toBe(generated);
    expect(storage.getItem(SESSION_ID_KEY)).toBe(JSON.stringify({ value: generated }));
    // stable afterwards
    expect(getOrCreateSessionId(storage, { generate: () => "other" })).toBe(generated);
  });

  it("generates a random UUID v4 by default and honours a custom key", () => {
    const storage = createMemoryStorage();
    const id = getOrCreateSessionId(storage, { key: "sid" });
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe("4");
    expect(storage.getItem("sid")).toBe(JSON.stringify({ value: id }));
    expect(storage.getItem(SESSION_ID_KEY)).toBeNull();
  });
});
