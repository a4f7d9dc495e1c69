/**
 * Retry backoff (spec §9: base 1 s, factor 2, jitter 0.5, cap 4 hours), used for ticket issuance
 * and other background retries.
 *
 * For retry number `attempt` (1 = the first retry):
 *   exponential = min(cap, base × factor^(attempt − 1))
 *   delay       = min(cap, round(exponential × (1 − jitter + 2 × jitter × random())))
 * With jitter 0.5 the delay is spread uniformly over [0.5, 1.5) × the exponential value, so retries
 * from many jobs do not line up, and the result never exceeds the cap. `random` returns a number in
 * [0, 1) (Math.random by default); inject a constant to make the delay deterministic.
 */

export type BackoffPolicy = { baseMs: number; factor: number; jitter: number; capMs: number };

export const RETRY_BACKOFF: Readonly<BackoffPolicy> = {
  baseMs: 1000,
  factor: 2,
  jitter: 0.5,
  capMs: 4 * 60 * 60 * 1000,
};

/** The un-jittered delay of retry `attempt` (>= 1), capped. */
export function baseRetryDelayMs(attempt: number, policy: BackoffPolicy = RETRY_BACKOFF): number {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new RangeError(`retry attempt must be an integer >= 1, got ${String(attempt)}`);
  }
  // factor^(attempt-1) overflows to Infinity for large attempts; min() then yields the cap.
  return Math.min(policy.capMs, policy.baseMs * policy.factor ** (attempt - 1));
}

/** Milliseconds to wait before retry `attempt` (>= 1), jittered and capped (see module comment). */
export function retryDelayMs(
  attempt: number,
  random: () => number = Math.random,
  policy: BackoffPolicy = RETRY_BACKOFF,
): number {
  const exponential = baseRetryDelayMs(attempt, policy);
  const r = Math.min(Math.max(random(), 0), 1);
  const factor = 1 - policy.jitter + 2 * policy.jitter * r;
  return Math.min(policy.capMs, Math.round(exponential * factor));
}
