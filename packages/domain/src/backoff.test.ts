import { describe, expect, it } from "vitest";
import { baseRetryDelayMs, RETRY_BACKOFF, retryDelayMs } from "./backoff";

const HOUR = 3_600_000;

describe("policy constants", () => {
  it("are the spec's", () => {
    expect(RETRY_BACKOFF).toEqual({ baseMs: 1000, factor: 2, jitter: 0.5, capMs: 4 * HOUR });
  });
});

describe("baseRetryDelayMs", () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [10, 512_000],
    [14, 8_192_000],
    [15, 4 * HOUR], // 16_384_000 > 14_400_000: capped
    [100, 4 * HOUR],
    [5000, 4 * HOUR], // 2^4999 overflows to Infinity
  ])("attempt %s -> %s ms", (attempt, expected) => {
    expect(baseRetryDelayMs(attempt)).toBe(expected);
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])("rejects attempt %s", (attempt) => {
    expect(() => baseRetryDelayMs(attempt)).toThrow(RangeError);
    expect(() => retryDelayMs(attempt, () => 0.5)).toThrow(RangeError);
  });
});

describe("retryDelayMs with injected random", () => {
  it.each([
    // random 0 -> 0.5x, 0.5 -> 1x, ~1 -> ~1.5x
    [1, 0, 500],
    [1, 0.5, 1000],
    [1, 0.999, 1499],
    [2, 0, 1000],
    [2, 0.5, 2000],
    [2, 0.25, 1500],
    [3, 0.75, 5000],
    [14, 0, 4_096_000],
    [14, 0.5, 8_192_000],
    [14, 0.999, 12_279_808],
    // at the cap: the jittered value never exceeds 4 h
    [15, 0, 2 * HOUR],
    [15, 0.5, 4 * HOUR],
    [15, 0.999, 4 * HOUR],
    [40, 0.25, 3 * HOUR],
    // out-of-range random values are clamped
    [1, -1, 500],
    [1, 2, 1500],
  ])("attempt %s, random %s -> %s ms", (attempt, r, expected) => {
    expect(retryDelayMs(attempt, () => r)).toBe(expected);
  });

  it("is deterministic for the same random value", () => {
    expect(retryDelayMs(5, () => 0.3)).toBe(retryDelayMs(5, () => 0.3));
  });

  it("stays within [0.5, 1.5] x base and the cap with Math.random", () => {
    for (let attempt = 1; attempt <= 20; attempt++) {
      const base = baseRetryDelayMs(attempt);
      const delay = retryDelayMs(attempt);
      expect(delay).toBeGreaterThanOrEqual(base * 0.5);
      expect(delay).toBeLessThanOrEqual(Math.min(base * 1.5, 4 * HOUR));
    }
  });

  it("accepts a custom policy", () => {
    const policy = { baseMs: 100, factor: 3, jitter: 0, capMs: 1000 };
    expect(retryDelayMs(1, () => 0.9, policy)).toBe(100);
    expect(retryDelayMs(3, () => 0.9, policy)).toBe(900);
    expect(retryDelayMs(4, () => 0.9, policy)).toBe(1000);
  });
});
