import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryCache } from "./cache";
import { createRateLimiter } from "./rate-limit";

afterEach(() => {
  vi.useRealTimers();
});

describe("memory cache", () => {
  it("expires values and slides expiry on touch", async () => {
    vi.useFakeTimers();
    const cache = createMemoryCache();
    await cache.set("a", { n: 1 }, 10);
    vi.advanceTimersByTime(8_000);
    expect(await cache.touch("a", 10)).toEqual({ n: 1 });
    vi.advanceTimersByTime(8_000);
    expect(await cache.get("a")).toEqual({ n: 1 });
    vi.advanceTimersByTime(11_000);
    expect(await cache.get("a")).toBeUndefined();
  });

  it("keeps no more than its size in bytes: a burst of large search results pushes out the oldest", async () => {
    const cache = createMemoryCache(50_000, 200_000);
    const proposals = "x".repeat(10_000); // 20 KB as V8 keeps it
    for (let i = 0; i < 100; i++) await cache.set(`search:${i}`, { proposals }, 900);
    let kept = 0;
    for (let i = 0; i < 100; i++) if (await cache.get(`search:${i}`)) kept += 1;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(10);
    expect(await cache.get("search:99")).toEqual({ proposals });
    expect(await cache.get("search:0")).toBeUndefined();
  });

  it("counts in fixed windows", async () => {
    vi.useFakeTimers();
    const cache = createMemoryCache();
    expect(await cache.increment("k", 60)).toEqual({ count: 1, resetInSeconds: 60 });
    vi.advanceTimersByTime(30_000);
    expect(await cache.increment("k", 60)).toEqual({ count: 2, resetInSeconds: 30 });
    expect(await cache.counter("k")).toBe(2);
    vi.advanceTimersByTime(31_000);
    expect(await cache.counter("k")).toBe(0);
    expect((await cache.increment("k", 60)).count).toBe(1);
  });
});

describe("rate limiter", () => {
  it("lets max hits through, then answers 429 with the seconds to wait", async () => {
    const limiter = createRateLimiter(createMemoryCache());
    const limit = { name: "test", max: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await limiter.hit(limit, "x");
    await expect(limiter.hit(limit, "x")).rejects.toMatchObject({
      status: 429,
      data: { retryAfterSeconds: 60 },
    });
    await expect(limiter.check(limit, "x")).rejects.toMatchObject({ status: 429 });
    await expect(limiter.check(limit, "y")).resolves.toBeUndefined();
    await expect(limiter.hit(limit, "y")).resolves.toMatchObject({ remaining: 2 });
  });
});
