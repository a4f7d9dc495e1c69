import { hash as argonHash } from "@node-rs/argon2";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer } from "../../test/customers";
import { createTestApp, productionEnv, type TestApp } from "../../test/test-app";
import { createAccountsRepository } from "./accounts.repository";
import { REFRESH_COOKIE } from "./refresh-cookie";
import { sha256 } from "./tokens";

/**
 * Security finding 8 and the end of finding 4 (issue 10): the web app's refresh token lives in an
 * HttpOnly, SameSite=Strict cookie (Secure in production) scoped to the token endpoints, refreshes
 * from it only for same-origin calls, and sign-out revokes it on the server and clears it.
 */

const SITE = "http://storefront.test";
const WEB = { host: "storefront.test", origin: SITE, "x-token-transport": "cookie" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let phoneSeq = 0;
let ipSeq = 0;
const nextIp = () => `10.91.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

/** A customer signed in by the web app (OTP grant with X-Token-Transport: cookie). */
async function webSignIn(app: TestApp = t) {
  const phoneNumber = `782${String(process.pid % 1000).padStart(3, "0")}${String(phoneSeq++).padStart(4, "0")}`;
  const ip = nextIp();
  const created = await app.app.inject({
    method: "POST",
    url: "/account/otp/create",
    payload: { phoneNumber, dialingCode: "+964", channel: 1 },
    remoteAddress: ip,
  });
  expect(created.statusCode).toBe(200);
  const outbox = await app.app.inject({
    url: `/api/dev/outbox?to=${encodeURIComponent(`+964${phoneNumber}`)}`,
  });
  const code = /\b(\d{4})\b/.exec(outbox.json().data[0].text as string)?.[1] ?? "";
  return tokenCall(
    { grant_type: "otp", phone_number: phoneNumber, dialing_code: "+964", code },
    WEB,
    undefined,
    app,
  );
}

function tokenCall(
  form: Record<string, string>,
  headers: Record<string, string>,
  cookie?: string,
  app: TestApp = t,
) {
  return app.app.inject({
    method: "POST",
    url: "/account/connect/token",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
      ...(cookie ? { cookie: `${REFRESH_COOKIE}=${cookie}` } : {}),
    },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: nextIp(),
  });
}

const refreshFromCookie = (cookie: string, headers: Record<string, string> = WEB) =>
  tokenCall({ grant_type: "refresh_token" }, headers, cookie);

function refreshCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((c) => c.name === REFRESH_COOKIE);
}

function setCookieHeader(response: LightMyRequestResponse): string {
  const header = response.headers["set-cookie"];
  return (
    (Array.isArray(header) ? header : [header ?? ""]).find((h) => h.startsWith(`${REFRESH_COOKIE}=`)) ?? ""
  );
}

describe("the refresh cookie", () => {
  it("is HttpOnly, SameSite=Strict, scoped to the token endpoints and not Secure on plain-http dev/test", async () => {
    const signedIn = await webSignIn();
    expect(signedIn.statusCode).toBe(200);
    const data = signedIn.json().data;
    expect(data.access_token).toEqual(expect.any(String));
    expect(data.token_type).toBe("Bearer");
    // The body carries no refresh token: no script ever sees it.
    expect(data).not.toHaveProperty("refresh_token");
    const cookie = refreshCookieOf(signedIn);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/account/connect" });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 86_400);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
  });

  it("is Secure in production", async () => {
    const prod = await createTestApp({ env: productionEnv });
    try {
      const repository = createAccountsRepository(prod.infrastructure.database.db);
      const phone = `+96478${String(Date.now()).slice(-8)}`;
      await repository.createUser({ phoneNumber: phone, passwordHash: await argonHash("Safar-1234!") });
      const signedIn = await tokenCall(
        { grant_type: "password", username: phone, password: "Safar-1234!" },
        WEB,
        undefined,
        prod,
      );
      expect(signedIn.statusCode).toBe(200);
      expect(setCookieHeader(signedIn)).toMatch(/; Secure/);
      expect(setCookieHeader(signedIn)).toMatch(/; HttpOnly/);
      expect(setCookieHeader(signedIn)).toMatch(/; SameSite=Strict/);
      expect(signedIn.json().data).not.toHaveProperty("refresh_token");
    } finally {
      await prod.close();
    }
  });

  it("refreshes from the cookie alone, rotating it", async () => {
    const signedIn = await webSignIn();
    const first = refreshCookieOf(signedIn)?.value ?? "";
    const refreshed = await refreshFromCookie(first);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.access_token).toEqual(expect.any(String));
    expect(refreshed.json().data).not.toHaveProperty("refresh_token");
    const second = refreshCookieOf(refreshed)?.value ?? "";
    expect(second).not.toBe("");
    expect(second).not.toBe(first);
    expect(refreshCookieOf(refreshed)).toMatchObject({ httpOnly: true, sameSite: "Strict" });

    // The new access token works; the rotated cookie refreshes again.
    const me = await t.app.inject({
      url: "/account/api/Account/CurrentUser",
      headers: { authorization: `Bearer ${refreshed.json().data.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect((await refreshFromCookie(second)).statusCode).toBe(200);
  });

  it("refuses a refresh from the cookie for a cross-site or missing Origin, and leaves the token alive", async () => {
    const signedIn = await webSignIn();
    const token = refreshCookieOf(signedIn)?.value ?? "";
    for (const origin of ["https://evil.example", "http://storefront.test.evil.example", "null"]) {
      const refused = await refreshFromCookie(token, { ...WEB, origin });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json().meta.errors[0].key).toBe("origin");
      expect(refreshCookieOf(refused)).toBeUndefined();
    }
    const { origin: _none, ...withoutOrigin } = WEB;
    expect((await refreshFromCookie(token, withoutOrigin)).statusCode).toBe(403);
    // The refusals used nothing up: the site itself still refreshes with it.
    expect((await refreshFromCookie(token)).statusCode).toBe(200);
  });

  it("accepts PUBLIC_URL's origin behind a balancer that renames the host", async () => {
    const behind = await createTestApp({ env: { PUBLIC_URL: "https://www.rahhal.example" } });
    try {
      const signedIn = await webSignIn(behind);
      const token = refreshCookieOf(signedIn)?.value ?? "";
      const refreshed = await tokenCall(
        { grant_type: "refresh_token" },
        { ...WEB, host: "10.0.0.5:3000", origin: "https://www.rahhal.example" },
        token,
        behind,
      );
      expect(refreshed.statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it("clears the cookie when its token is refused (401)", async () => {
    const refused = await refreshFromCookie("made-up-token");
    expect(refused.statusCode).toBe(401);
    expect(refreshCookieOf(refused)).toMatchObject({ value: "", path: "/account/connect" });
  });

  it("answers 400 for a refresh grant with neither a token nor a cookie", async () => {
    expect((await tokenCall({ grant_type: "refresh_token" }, WEB)).statusCode).toBe(400);
  });

  it("keeps the spec's body tokens for clients that do not ask for the cookie", async () => {
    const customer = await signUpCustomer(t, "783");
    expect(customer.userId).toEqual(expect.any(String));
    const phone = `784${String(process.pid % 1000).padStart(3, "0")}0001`;
    const ip = nextIp();
    await t.app.inject({
      method: "POST",
      url: "/account/otp/create",
      payload: { phoneNumber: phone, dialingCode: "+964", channel: 1 },
      remoteAddress: ip,
    });
    const outbox = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(`+964${phone}`)}` });
    const code = /\b(\d{4})\b/.exec(outbox.json().data[0].text as string)?.[1] ?? "";
    const signedIn = await tokenCall(
      { grant_type: "otp", phone_number: phone, dialing_code: "+964", code },
      {},
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.refresh_token).toEqual(expect.any(String));
    expect(refreshCookieOf(signedIn)).toBeUndefined();
    const refreshed = await tokenCall(
      { grant_type: "refresh_token", refresh_token: signedIn.json().data.refresh_token },
      {},
    );
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.refresh_token).toEqual(expect.any(String));
  });
});

describe("sign-out (POST /account/connect/revocation)", () => {
  const revoke = (headers: Record<string, string>, cookie?: string, form: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/account/connect/revocation",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...headers,
        ...(cookie ? { cookie: `${REFRESH_COOKIE}=${cookie}` } : {}),
      },
      payload: new URLSearchParams({ token_type_hint: "refresh_token", ...form }).toString(),
    });

  it("revokes the cookie's token on the server and clears the cookie", async () => {
    const signedIn = await webSignIn();
    const token = refreshCookieOf(signedIn)?.value ?? "";
    // A rotation first: sign-out must end the whole family, not only the newest token.
    const rotated = refreshCookieOf(await refreshFromCookie(token))?.value ?? "";

    const out = await revoke(WEB, rotated);
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toBe(true);
    expect(refreshCookieOf(out)).toMatchObject({ value: "", path: "/account/connect", httpOnly: true });
    expect(setCookieHeader(out)).toMatch(/Expires=Thu, 01 Jan 1970/);

    // The old token refreshes no more, whether from the cookie or from the body.
    expect((await refreshFromCookie(rotated)).statusCode).toBe(401);
    expect((await tokenCall({ grant_type: "refresh_token", refresh_token: rotated }, {})).statusCode).toBe(
      401,
    );
    const [row] = await t.infrastructure.database.query<{ live: number }>(
      "select count(*)::int as live from refresh_tokens where family_id = (select family_id from refresh_tokens where token_hash = $1) and revoked_at is null",
      [sha256(rotated)],
    );
    expect(row?.live ?? 0).toBe(0);
  });

  it("revokes a token sent in the body (clients without the cookie)", async () => {
    const phone = `785${String(process.pid % 1000).padStart(3, "0")}0001`;
    const ip = nextIp();
    await t.app.inject({
      method: "POST",
      url: "/account/otp/create",
      payload: { phoneNumber: phone, dialingCode: "+964", channel: 1 },
      remoteAddress: ip,
    });
    const outbox = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(`+964${phone}`)}` });
    const code = /\b(\d{4})\b/.exec(outbox.json().data[0].text as string)?.[1] ?? "";
    const signedIn = await tokenCall(
      { grant_type: "otp", phone_number: phone, dialing_code: "+964", code },
      {},
    );
    const refreshToken: string = signedIn.json().data.refresh_token;
    expect((await revoke({}, undefined, { token: refreshToken })).statusCode).toBe(200);
    expect(
      (await tokenCall({ grant_type: "refresh_token", refresh_token: refreshToken }, {})).statusCode,
    ).toBe(401);
  });

  it("refuses a cross-site sign-out by cookie and answers 200 for an unknown token", async () => {
    const signedIn = await webSignIn();
    const token = refreshCookieOf(signedIn)?.value ?? "";
    expect((await revoke({ ...WEB, origin: "https://evil.example" }, token)).statusCode).toBe(403);
    expect((await refreshFromCookie(token)).statusCode).toBe(200);
    expect((await revoke(WEB, "not-a-token")).statusCode).toBe(200);
    expect((await revoke(WEB)).statusCode).toBe(200);
  });
});
