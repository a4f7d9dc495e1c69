import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";

/**
 * What every spec needs of a customer and the calendar: a fresh phone number, the one-time code from
 * the development outbox, a session set without the login sheet, the locale cookie, Baghdad days.
 * The `customer` fixture (fixtures.ts) signs a new customer in with these.
 */

export const DIALING_CODE = "+964";
let serial = 0;

/** A fresh 10-digit Iraqi mobile number per call (7, 7 time digits, the worker, a serial digit). */
export function uniquePhone(): string {
  serial = (serial + 1) % 10;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  return `7${String(Date.now()).slice(-7)}${worker}${serial}`;
}

/** A calendar day `days` from today in Baghdad (UTC+3). */
export function baghdadDay(days: number): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar day `years` years before today (UTC). */
export function yearsAgo(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

export async function setLocale(
  context: BrowserContext,
  baseURL: string | undefined,
  locale: "ar" | "fa" | "en",
): Promise<void> {
  await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "http://127.0.0.1" }]);
}

/** The newest code sent to the phone, from the development outbox. */
export async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(DIALING_CODE + phone)}`);
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as { data: { text: string }[] };
      const text = body.data[0]?.text;
      code = text ? /\b(\d{4})\b/.exec(toAsciiDigits(text))?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code as string;
}

/**
 * A signed-in customer without the login sheet, as the web app signs in (decision 009): the token
 * call asks for the refresh token in the server's HttpOnly cookie (`X-Token-Transport: cookie`),
 * which lands in the context's cookie jar (`request` must be the context's), and the script-readable
 * `auth` cookie gets the access token and the expiries only.
 */
export async function signInDirect(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string | undefined,
  phone: string,
): Promise<void> {
  const created = await request.post("/account/otp/create", {
    data: { phoneNumber: phone, dialingCode: DIALING_CODE, channel: 1 },
  });
  expect(created.ok()).toBe(true);
  const code = await codeFromOutbox(request, phone);
  const token = await request.post("/account/connect/token", {
    form: { grant_type: "otp", phone_number: phone, dialing_code: DIALING_CODE, code },
    headers: { "x-token-transport": "cookie" },
  });
  expect(token.ok()).toBe(true);
  const pair = ((await token.json()) as { data: { access_token: string; expires_in: number } }).data;
  expect((await context.cookies()).some((c) => c.name === REFRESH_COOKIE && c.httpOnly)).toBe(true);
  const now = Date.now();
  const session = {
    accessToken: pair.access_token,
    expiresAt: now + pair.expires_in * 1000,
    refreshExpiresAt: now + 30 * 86_400_000,
  };
  await context.addCookies([
    { name: "auth", value: encodeURIComponent(JSON.stringify(session)), url: baseURL ?? "http://127.0.0.1" },
  ]);
}

/** The server's HttpOnly cookie holding the web app's refresh token (Path=/account/connect). */
export const REFRESH_COOKIE = "auth_refresh";

/** The access token of the page's session (from the `auth` cookie). */
export async function bearer(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "auth");
  return (
    (JSON.parse(decodeURIComponent(cookie?.value ?? "{}")) as { accessToken?: string }).accessToken ?? ""
  );
}

/** Waits until React has hydrated `element`: a click or a typed value before that may be lost. */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((e) => Object.keys(e).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}
