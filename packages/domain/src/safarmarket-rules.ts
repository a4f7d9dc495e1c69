/**
 * What a page needs of SafarMarket without checking a shape (docs/safarmarket.md): the reseller's
 * name, the cookie that keeps the customer's id and the id's form, the pixel steps, and how a step's
 * body drops its empty strings. No zod here (decision 031): the booking page reads these before it
 * hydrates; the shapes are in safarmarket.ts, which exports these too.
 */

/** The reseller an order came through (the order keeps it; its e-mail is then optional). */
export const SAFARMARKET_RESELLER = "SafarMarket";
/** The first-party cookie that keeps the customer's SafarMarket id (7 days). */
export const SAFARMARKET_COOKIE = "safarmarketId";
export const SAFARMARKET_COOKIE_DAYS = 7;

/** SafarMarket's ids, once trimmed: letters, digits, `-` and `_`, at most 100 characters. */
export const SAFARMARKET_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** The id in `value` (trimmed), or null when it is not one; safarMarketIdSchema's verdict. */
export function safarMarketIdOf(value: string): string | null {
  const id = value.trim();
  return SAFARMARKET_ID_PATTERN.test(id) ? id : null;
}

export const SafarMarketStep = { Selected: 2, BeforeBank: 3, PaymentSucceeded: 4, PaymentFailed: 5 } as const;
export type SafarMarketStep = (typeof SafarMarketStep)[keyof typeof SafarMarketStep];

/** Drops the empty strings (and nulls) of a body, as the web client sends it (spec §7). */
export function withoutEmptyStrings<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== "" && v != null)) as Partial<T>;
}
