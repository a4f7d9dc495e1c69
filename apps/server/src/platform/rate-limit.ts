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
 * together). `hit` counts and refuses past the limit; `reserve` counts before the work it limits
 * and can give the count back; `check` only looks.
 */
export function createRateLimiter(cache: Cache) {
  const key = (limit: Limit, subject: string) => `rl:${limit.name}:${subject}`;

  /** Counts one event; throws 429 once the count passes the limit. */
  async function hit(limit: Limit, subject: string, message: string = platformMessageKeys.tooManyRequests) {
    const { count, resetInSeconds } = await cache.increment(key(limit, subject), limit.windowSeconds);
    if (count > limit.max) {
      throw new AppError("rate_limited", [{ key: "request", messages: [message] }], `limit ${limit.name}`, {
        retryAfterSeconds: resetInSeconds,
      });
    }
    return { remaining: limit.max - count, resetInSeconds };
  }

  async function reserve(
    limit: Limit,
    subject: string,
    message: string = platformMessageKeys.tooManyRequests,
  ) {
    try {
      await hit(limit, subject, message);
    } catch (error) {
      await cache.decrement(key(limit, subject));
      throw error;
    }
    return { release: () => cache.decrement(key(limit, subject)) };
  }

  return {
    hit,
    /**
     * Reserves one attempt before the work it limits (a password hash, a code check): counted at
     * once and atomically, so concurrent attempts cannot all pass a check made before any of them
     * was counted. Answers `release`, which gives the attempt back when it turned out right. A
     * refused attempt is given back at once: the count stays at the limit until the window ends.
     */
    reserve,
    /** `reserve` for several limits at once: all of them, or none (the ones taken are given back). */
    async reserveAll(entries: readonly { limit: Limit; subject: string; message?: string }[]) {
      const held: { release(): Promise<void> }[] = [];
      try {
        for (const entry of entries) held.push(await reserve(entry.limit, entry.subject, entry.message));
      } catch (error) {
        await Promise.all(held.map((h) => h.release()));
        throw error;
      }
      return {
        async release() {
          await Promise.all(held.map((h) => h.release()));
        },
      };
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
