import type { Cache } from "./cache";
import { AppError, platformMessageKeys } from "./errors";

export interface Limit {
  /** Names the counter, e.g. "otp-create:ip". */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters over the shared cache (Redis when configured, so every instance counts
 * together). `hit` counts and refuses past the limit; `check` only looks.
 */
export function createRateLimiter(cache: Cache) {
  const key = (limit: Limit, subject: string) => `rl:${limit.name}:${subject}`;
  return {
    /** Counts one event; throws 429 once the count passes the limit. */
    async hit(limit: Limit, subject: string, message: string = platformMessageKeys.tooManyRequests) {
      const { count, resetInSeconds } = await cache.increment(key(limit, subject), limit.windowSeconds);
      if (count > limit.max) {
        throw new AppError("rate_limited", [{ key: "request", messages: [message] }], `limit ${limit.name}`, {
          retryAfterSeconds: resetInSeconds,
        });
      }
      return { remaining: limit.max - count, resetInSeconds };
    },
    /** Throws 429 when the limit is already used up, without counting. */
    async check(limit: Limit, subject: string, message: string = platformMessageKeys.tooManyRequests) {
      if ((await cache.counter(key(limit, subject))) >= limit.max) {
        throw new AppError("rate_limited", [{ key: "request", messages: [message] }], `limit ${limit.name}`);
      }
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
