import { IDEMPOTENCY_KEY_PATTERN } from "@safar/domain";
import { describe, expect, it } from "vitest";
import {
  fingerprint,
  forgetIdempotencyKey,
  idempotencyKeyFor,
  memoryStorage,
  newIdempotencyKey,
  stableJson,
} from "./idempotency";

let seed = 0;
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i + seed) % 256);

describe("idempotency keys", () => {
  it("stable JSON ignores key order and undefined values", () => {
    expect(stableJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe(stableJson({ a: [{ d: 2 }], b: 1 }));
    expect(fingerprint(stableJson({ a: 1 }))).not.toBe(fingerprint(stableJson({ a: 2 })));
    expect(fingerprint("x")).toMatch(/^[0-9a-f]{28}$/);
  });

  it("new keys match the server's pattern", () => {
    expect(newIdempotencyKey(bytes)).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it("the same content for the same flight keeps its key (double click, reload); new content gets a new one", () => {
    const storage = memoryStorage();
    seed = 1;
    const first = idempotencyKeyFor(storage, "flight-a", { passengers: ["Ali"] }, bytes);
    seed = 2;
    expect(idempotencyKeyFor(storage, "flight-a", { passengers: ["Ali"] }, bytes)).toBe(first);
    const edited = idempotencyKeyFor(storage, "flight-a", { passengers: ["Ali", "Sara"] }, bytes);
    expect(edited).not.toBe(first);
    seed = 3;
    expect(idempotencyKeyFor(storage, "flight-b", { passengers: ["Ali"] }, bytes)).not.toBe(first);
  });

  it("a forgotten key is replaced; a broken stored entry is ignored", () => {
    const storage = memoryStorage();
    seed = 4;
    const first = idempotencyKeyFor(storage, "f", { a: 1 }, bytes);
    forgetIdempotencyKey(storage, "f");
    seed = 5;
    expect(idempotencyKeyFor(storage, "f", { a: 1 }, bytes)).not.toBe(first);
    storage.setItem("booking.idempotency:g", "{not json");
    expect(idempotencyKeyFor(storage, "g", { a: 1 }, bytes)).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
