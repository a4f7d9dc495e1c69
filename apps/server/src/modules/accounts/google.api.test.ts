import { exportJWK, generateKeyPair, SignJWT } from "jose";

type KeyLike = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockHttp } from "../../test/mock-http";
import { createTestApp, type TestApp } from "../../test/test-app";

const CLIENT_ID = "1234-test.apps.googleusercontent.com";
const ISSUER = "https://accounts.google.com";

let t: TestApp;
let jwks: Awaited<ReturnType<typeof startMockHttp>>;
let signingKey: KeyLike;
let otherKey: KeyLike;

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  const other = await generateKeyPair("RS256", { extractable: true });
  signingKey = pair.privateKey;
  otherKey = other.privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: "test-key-1", alg: "RS256", use: "sig" };
  jwks = await startMockHttp((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ keys: [publicJwk] }));
  });
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `${jwks.url}/oauth2/v3/certs` },
  });
});
afterAll(async () => {
  await t?.close();
  await jwks?.close();
});

async function idToken(
  claims: Record<string, unknown> = {},
  options: { key?: KeyLike; audience?: string; issuer?: string; expiresIn?: number | string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: "layla@example.com",
    email_verified: true,
    given_name: "Layla",
    family_name: "Saadi",
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: "test-key-1" })
    .setSubject(String(claims.sub ?? "google-subject-1"))
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresIn ?? now + 3600)
    .sign(options.key ?? signingKey);
}

const verify = (jwt: string) =>
  t.app.inject({ method: "POST", url: "/account/api/ExternalLogin/VerifyGmailToken", payload: { jwt } });

describe("Google sign-in", () => {
  it("signs a person up with a valid ID token, and in again with the next one", async () => {
    const first = await verify(await idToken());
    expect(first.statusCode).toBe(200);
    const pair = first.json().data;
    const me = await t.app.inject({
      url: "/account/api/Account/CurrentUser",
      headers: { authorization: `Bearer ${pair.access_token}` },
    });
    expect(me.json().data).toMatchObject({
      email: "layla@example.com",
      firstName: "Layla",
      lastName: "Saadi",
    });
    const second = await verify(await idToken());
    expect(second.statusCode).toBe(200);
    const again = await t.app.inject({
      url: "/account/api/Account/CurrentUser",
      headers: { authorization: `Bearer ${second.json().data.access_token}` },
    });
    expect(again.json().data.id).toBe(me.json().data.id);
  });

  it.each([
    ["the wrong audience", () => idToken({}, { audience: "someone-else.apps.googleusercontent.com" })],
    ["the wrong issuer", () => idToken({}, { issuer: "https://evil.example" })],
    ["an expired token", () => idToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 10 })],
    ["a bad signature", () => idToken({}, { key: otherKey })],
    ["garbage", async () => "not.a.jwt"],
  ])("refuses %s", async (_name, make) => {
    const response = await verify(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json().meta.errors).toEqual([{ key: "jwt", messages: ["GOOGLE_SIGN_IN_FAILED"] }]);
  });

  it("links to an existing account with the same verified e-mail", async () => {
    const phone = await t.app.inject({
      method: "POST",
      url: "/account/otp/create",
      payload: { phoneNumber: "7501234567", dialingCode: "+964", channel: 1 },
    });
    expect(phone.statusCode).toBe(200);
    const text: string = (await t.app.inject({ url: "/api/dev/outbox?to=%2B9647501234567" })).json().data[0]
      .text;
    const code = /\b(\d{4})\b/.exec(text)![1]!;
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/account/connect/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `grant_type=otp&phone_number=7501234567&dialing_code=%2B964&code=${code}`,
    });
    const access = signedIn.json().data.access_token;
    await t.app.inject({
      method: "POST",
      url: "/account/api/Account/Update",
      headers: { authorization: `Bearer ${access}` },
      payload: { firstName: "Omar", lastName: "Ali", email: "omar@example.com" },
    });
    const google = await verify(await idToken({ sub: "google-omar", email: "omar@example.com" }));
    const me = await t.app.inject({
      url: "/account/api/Account/CurrentUser",
      headers: { authorization: `Bearer ${google.json().data.access_token}` },
    });
    expect(me.json().data.phoneNumber).toBe("+9647501234567");
  });
});

describe("Google sign-in without configuration", () => {
  it("answers that it is not configured", async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        method: "POST",
        url: "/account/api/ExternalLogin/VerifyGmailToken",
        payload: { jwt: await idToken() },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().meta.errors[0].messages).toEqual(["GOOGLE_SIGN_IN_NOT_CONFIGURED"]);
    } finally {
      await bare.close();
    }
  });
});
