import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

const JWT_SECRET = "test-secret-0123456789abcdef0123456789";
let t: TestApp;
let phoneSeq = 100;

beforeAll(async () => {
  t = await createTestApp({ env: { JWT_SECRET } });
});
afterAll(async () => {
  await t?.close();
});

/** A fresh Iraqi mobile number per test, so limits of one test never touch another. */
const nextPhone = () => `780${String(phoneSeq++).padStart(7, "0")}`;
const e164 = (national: string) => `+964${national}`;

let ipSeq = 0;
/** A new client address per call, so per-IP limits only bite where a test means them to. */
const nextIp = () => `10.200.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

async function requestCode(phoneNumber: string, extra: Record<string, unknown> = {}, ip = nextIp()) {
  return t.app.inject({
    method: "POST",
    url: "/account/otp/create",
    payload: { phoneNumber, dialingCode: "+964", channel: 1, ...extra },
    remoteAddress: ip,
  });
}

async function lastCode(phoneNumber: string): Promise<string> {
  const response = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(e164(phoneNumber))}` });
  const text: string = response.json().data[0].text;
  return /\b(\d{4})\b/.exec(text)![1]!;
}

function token(form: Record<string, string>, ip = "10.0.0.1") {
  return t.app.inject({
    method: "POST",
    url: "/account/connect/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: ip,
  });
}

const otpGrant = (phoneNumber: string, code: string, ip?: string) =>
  token({ grant_type: "otp", phone_number: phoneNumber, dialing_code: "+964", code }, ip);

/** Makes a code older than the resend countdown, as if two minutes had passed. */
async function ageCodes(phoneNumber: string, seconds = 180) {
  await t.infrastructure.database.query(
    `update otp_codes set created_at = created_at - make_interval(secs => $2) where phone_number = $1`,
    [e164(phoneNumber), seconds],
  );
}

async function signUpWithCode(phoneNumber = nextPhone()) {
  expect((await requestCode(phoneNumber)).statusCode).toBe(200);
  const response = await otpGrant(phoneNumber, await lastCode(phoneNumber));
  expect(response.statusCode).toBe(200);
  return { phoneNumber, tokens: response.json().data as { access_token: string; refresh_token: string } };
}

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

const setFirstPassword = (accessToken: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/account/api/account/CurrentUserSetFirstPassword",
    headers: bearer(accessToken),
    payload: { password, repeatPassword: password },
  });

describe("one-time codes", () => {
  it("counts code attempts before checking them: of 30 wrong codes sent at once, at most 10 are evaluated", async () => {
    const phoneNumber = nextPhone();
    expect((await requestCode(phoneNumber)).statusCode).toBe(200);
    const code = await lastCode(phoneNumber);
    const wrong = code.replace(/^\d/, (d) => String((Number(d) + 1) % 10));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => otpGrant(phoneNumber, wrong, `10.11.0.${i + 1}`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  });

  it("sends a 4-digit code that signs a new customer up, who then sets a password and signs in with it", async () => {
    const phoneNumber = nextPhone();
    const created = await requestCode(`0${phoneNumber}`);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toEqual({ remainingSeconds: 120, expiresInSeconds: 120, channel: 1 });

    const code = await lastCode(phoneNumber);
    expect(code).toMatch(/^\d{4}$/);
    const signedIn = await otpGrant(phoneNumber, code);
    expect(signedIn.statusCode).toBe(200);
    const pair = signedIn.json().data;
    expect(pair).toMatchObject({ token_type: "Bearer", expires_in: 1800 });
    expect(pair.access_token.split(".")).toHaveLength(3);

    const me = await t.app.inject({
      url: "/account/api/Account/CurrentUser",
      headers: bearer(pair.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ phoneNumber: e164(phoneNumber), hasPassword: false });

    const hasBefore = await t.app.inject({
      method: "POST",
      url: "/account/otp/UserHasPassword",
      payload: { phoneNumber, dialingCode: "+964" },
    });
    expect(hasBefore.json().data).toEqual({ hasPassword: false });

    const set = await t.app.inject({
      method: "POST",
      url: "/account/api/account/CurrentUserSetFirstPassword",
      headers: bearer(pair.access_token),
      payload: { password: "safar-123", repeatPassword: "safar-123" },
    });
    expect(set.statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: "/account/api/account/CurrentUserSetFirstPassword",
      headers: bearer(pair.access_token),
      payload: { password: "other-123", repeatPassword: "other-123" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().meta.errors[0].messages).toEqual(["PASSWORD_ALREADY_SET"]);

    const hasAfter = await t.app.inject({
      method: "POST",
      url: "/account/otp/UserHasPassword",
      payload: { phoneNumber, dialingCode: "964" },
    });
    expect(hasAfter.json().data).toEqual({ hasPassword: true });

    const byPassword = await token({
      grant_type: "password",
      username: e164(phoneNumber),
      password: "safar-123",
    });
    expect(byPassword.statusCode).toBe(200);
    expect(byPassword.json().data.token_type).toBe("Bearer");
  });

  it("the code is stored hashed, never in clear", async () => {
    const phoneNumber = nextPhone();
    await requestCode(phoneNumber);
    const code = await lastCode(phoneNumber);
    const rows = await t.infrastructure.database.query<{ code_hash: string }>(
      "select code_hash from otp_codes where phone_number = $1",
      [e164(phoneNumber)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect(rows[0]!.code_hash.length).toBeGreaterThan(20);
  });

  it("blocks a new code before the countdown ends, with the seconds left", async () => {
    const phoneNumber = nextPhone();
    expect((await requestCode(phoneNumber)).statusCode).toBe(200);
    const early = await requestCode(phoneNumber);
    expect(early.statusCode).toBe(429);
    expect(early.json().meta.errors).toEqual([{ key: "otp", messages: ["TOO_MANY_CODE_REQUESTS"] }]);
    expect(early.json().data.remainingSeconds).toBeGreaterThan(100);
    expect(Number(early.headers["retry-after"])).toBeGreaterThan(100);
    await ageCodes(phoneNumber);
    expect((await requestCode(phoneNumber)).statusCode).toBe(200);
  });

  it("refuses a wrong code with the spec's message, and kills a code after 5 wrong tries", async () => {
    const phoneNumber = nextPhone();
    await requestCode(phoneNumber);
    const code = await lastCode(phoneNumber);
    const wrongCode = code === "0000" ? "1111" : "0000";
    for (let i = 0; i < 5; i++) {
      const wrong = await otpGrant(phoneNumber, wrongCode);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().meta.errors).toEqual([{ key: "otp", messages: ["WRONG_OTP_CODE"] }]);
    }
    // Dead: even the right code fails until a new one is sent.
    expect((await otpGrant(phoneNumber, code)).statusCode).toBe(400);
    await ageCodes(phoneNumber);
    await requestCode(phoneNumber);
    const fresh = await lastCode(phoneNumber);
    expect((await otpGrant(phoneNumber, fresh)).statusCode).toBe(200);
  });

  it("a code works once", async () => {
    const phoneNumber = nextPhone();
    await requestCode(phoneNumber);
    const code = await lastCode(phoneNumber);
    expect((await otpGrant(phoneNumber, code)).statusCode).toBe(200);
    expect((await otpGrant(phoneNumber, code)).statusCode).toBe(400);
  });

  it("an old code stops working when a new one is sent", async () => {
    const phoneNumber = nextPhone();
    await requestCode(phoneNumber);
    const first = await lastCode(phoneNumber);
    await ageCodes(phoneNumber);
    await requestCode(phoneNumber);
    const second = await lastCode(phoneNumber);
    if (first !== second) expect((await otpGrant(phoneNumber, first)).statusCode).toBe(400);
    expect((await otpGrant(phoneNumber, second)).statusCode).toBe(200);
  });

  it("refuses an expired code", async () => {
    const phoneNumber = nextPhone();
    await requestCode(phoneNumber);
    const code = await lastCode(phoneNumber);
    await t.infrastructure.database.query(
      "update otp_codes set expires_at = now() - interval '1 second' where phone_number = $1",
      [e164(phoneNumber)],
    );
    const response = await otpGrant(phoneNumber, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.errors[0].messages).toEqual(["OTP_CODE_EXPIRED"]);
  });

  it("gives an attacker at most 10 guesses per phone per hour, then refuses even the right code (429)", async () => {
    const phoneNumber = nextPhone();
    let guesses = 0;
    let code = "";
    for (let round = 0; round < 3; round++) {
      await ageCodes(phoneNumber);
      await requestCode(phoneNumber);
      code = await lastCode(phoneNumber);
      const wrongCode = code === "0000" ? "1111" : "0000";
      for (let i = 0; i < 5; i++) {
        const response = await otpGrant(phoneNumber, wrongCode, `10.1.${round}.${i}`);
        if (response.statusCode === 400) guesses++;
        else expect(response.statusCode).toBe(429);
      }
    }
    expect(guesses).toBe(10);
    await ageCodes(phoneNumber);
    const stillAllowed = await requestCode(phoneNumber);
    if (stillAllowed.statusCode === 200) code = await lastCode(phoneNumber);
    const right = await otpGrant(phoneNumber, code, "10.9.9.9");
    expect(right.statusCode).toBe(429);
    expect(right.json().meta.errors[0].messages).toEqual(["TOO_MANY_REQUESTS"]);
  });

  it("limits codes per phone per hour and per IP per hour", async () => {
    const phoneNumber = nextPhone();
    for (let i = 0; i < 5; i++) {
      await ageCodes(phoneNumber);
      expect((await requestCode(phoneNumber, {}, `10.2.0.${i}`)).statusCode).toBe(200);
    }
    // The sixth in the same hour is refused even after the countdown.
    await t.infrastructure.database.query(
      "update otp_codes set created_at = now() - interval '10 minutes' where phone_number = $1",
      [e164(phoneNumber)],
    );
    expect((await requestCode(phoneNumber, {}, "10.2.0.9")).statusCode).toBe(429);

    const ip = "10.3.3.3";
    let statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await requestCode(nextPhone(), {}, ip)).statusCode);
    statuses = statuses.slice(-2);
    expect(statuses).toEqual([200, 429]);
  });

  it.each([
    [{ phoneNumber: "12345", dialingCode: "+964", channel: 1 }, "phoneNumber", "PHONE_NUMBER_IS_INVALID"],
    [{ phoneNumber: "", dialingCode: "+964", channel: 1 }, "phoneNumber", "PL_ENTER_YOUR_CALL_NUMBER"],
    [{ phoneNumber: "7801234567", dialingCode: "abc", channel: 1 }, "dialingCode", "DIALING_CODE_IS_INVALID"],
    [{ phoneNumber: "7801234567", dialingCode: "+964", channel: 2 }, "channel", "OTP_CHANNEL_IS_INVALID"],
  ])("refuses a bad code request %o", async (payload, key, message) => {
    const response = await t.app.inject({ method: "POST", url: "/account/otp/create", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.errors).toContainEqual({ key, messages: [message] });
  });

  it("sends by WhatsApp when asked", async () => {
    const phoneNumber = nextPhone();
    await requestCode(phoneNumber, { channel: 4 });
    const outbox = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(e164(phoneNumber))}` });
    expect(outbox.json().data[0].channel).toBe(4);
  });

  it("writes the message in the customer's language", async () => {
    const phoneNumber = nextPhone();
    await t.app.inject({
      method: "POST",
      url: "/account/otp/create",
      payload: { phoneNumber, dialingCode: "+964", channel: 1 },
      headers: { cookie: "locale=fa" },
    });
    const outbox = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(e164(phoneNumber))}` });
    expect(outbox.json().data[0].text).toContain("کد ورود");
  });
});

describe("password grant", () => {
  it("answers the same for a wrong password and an unknown account", async () => {
    const { phoneNumber, tokens } = await signUpWithCode();
    await setFirstPassword(tokens.access_token, "right-pass");
    const wrong = await token(
      { grant_type: "password", username: e164(phoneNumber), password: "wrong-pass" },
      "10.4.0.1",
    );
    const unknown = await token(
      { grant_type: "password", username: "+9647999999999", password: "wrong-pass" },
      "10.4.0.2",
    );
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().meta.errors).toEqual([{ key: "password", messages: ["WRONG_PASSWORD"] }]);
  });

  it("signs in by e-mail and password", async () => {
    const { tokens } = await signUpWithCode();
    const email = `customer${phoneSeq}@example.com`;
    await t.app.inject({
      method: "POST",
      url: "/account/api/Account/Update",
      headers: bearer(tokens.access_token),
      payload: { firstName: "Ali", lastName: "Hasan", email },
    });
    await t.app.inject({
      method: "POST",
      url: "/account/api/account/CurrentUserSetFirstPassword",
      headers: bearer(tokens.access_token),
      payload: { password: "mail-pass", repeatPassword: "mail-pass" },
    });
    const response = await token({
      grant_type: "password",
      username: email.toUpperCase(),
      password: "mail-pass",
    });
    expect(response.statusCode).toBe(200);
  });

  it("locks an account after 10 wrong passwords, even for the right one (429)", async () => {
    const { phoneNumber, tokens } = await signUpWithCode();
    await setFirstPassword(tokens.access_token, "right-pass");
    for (let i = 0; i < 10; i++) {
      const r = await token(
        { grant_type: "password", username: e164(phoneNumber), password: "nope-nope" },
        `10.5.0.${i}`,
      );
      expect(r.statusCode).toBe(400);
    }
    const locked = await token(
      { grant_type: "password", username: e164(phoneNumber), password: "right-pass" },
      "10.5.1.1",
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().meta.errors[0].messages).toEqual(["TOO_MANY_REQUESTS"]);
  });

  it("counts password attempts before the hash: of 40 sent at once, at most 10 are evaluated", async () => {
    const { phoneNumber, tokens } = await signUpWithCode();
    await setFirstPassword(tokens.access_token, "right-pass");
    // Each from its own address, the right password last: the per-account limit alone must hold.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        token(
          {
            grant_type: "password",
            username: e164(phoneNumber),
            password: i === 39 ? "right-pass" : "nope-nope",
          },
          `10.8.0.${i + 1}`,
        ),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses[39]).toBe(429);
  });

  it("gives a right password's attempt back: it does not bring the lock closer", async () => {
    const { phoneNumber, tokens } = await signUpWithCode();
    await setFirstPassword(tokens.access_token, "right-pass");
    const attempt = (password: string, i: number) =>
      token({ grant_type: "password", username: e164(phoneNumber), password }, `10.9.0.${i}`);
    for (let i = 1; i <= 9; i++) expect((await attempt("nope-nope", i)).statusCode).toBe(400);
    for (let i = 10; i <= 15; i++) expect((await attempt("right-pass", i)).statusCode).toBe(200);
    expect((await attempt("nope-nope", 16)).statusCode).toBe(400);
    expect((await attempt("right-pass", 17)).statusCode).toBe(429);
  });

  it("limits wrong passwords per IP", async () => {
    const ip = "10.6.6.6";
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (
        await token(
          {
            grant_type: "password",
            username: `+96477000000${String(i).padStart(2, "0")}`,
            password: "x-x-x-x",
          },
          ip,
        )
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it.each([
    [{ grant_type: "password", password: "abcdef" }, "username", "PL_ENTER_USERNAME"],
    [{ grant_type: "password", username: "+9647801234567" }, "password", "PL_ENTER_YOUR_PASSWORD"],
    [{ grant_type: "otp", phone_number: "7801234567", code: "12" }, "code", "PL_ENTER_OTP_CODE"],
    [{ grant_type: "client_credentials" }, "grant_type", "UNSUPPORTED_GRANT_TYPE"],
    [{}, "grant_type", "UNSUPPORTED_GRANT_TYPE"],
  ])("refuses a bad token request %o", async (form, key, message) => {
    const response = await token(form as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.errors).toContainEqual({ key, messages: [message] });
  });
});

describe("refresh tokens", () => {
  it("rotate on every use; a reused token revokes its whole family", async () => {
    const { tokens } = await signUpWithCode();
    const first = await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    const reuse = await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().meta.errors[0].messages).toEqual(["SESSION_EXPIRED"]);
    // The thief's reuse also ends the rightful holder's newer token.
    const afterRevoke = await token({ grant_type: "refresh_token", refresh_token: rotated.refresh_token });
    expect(afterRevoke.statusCode).toBe(401);
  });

  it("are kept only as hashes", async () => {
    const { tokens } = await signUpWithCode();
    const rows = await t.infrastructure.database.query<{ token_hash: string }>(
      "select token_hash from refresh_tokens",
    );
    expect(rows.some((row) => row.token_hash === tokens.refresh_token)).toBe(false);
  });

  it("refuses an unknown or expired refresh token", async () => {
    expect((await token({ grant_type: "refresh_token", refresh_token: "made-up" })).statusCode).toBe(401);
    const { tokens } = await signUpWithCode();
    await t.infrastructure.database.query(
      "update refresh_tokens set expires_at = now() - interval '1 minute'",
    );
    expect(
      (await token({ grant_type: "refresh_token", refresh_token: tokens.refresh_token })).statusCode,
    ).toBe(401);
  });
});

describe("access tokens", () => {
  it("are required on per-user calls", async () => {
    const none = await t.app.inject({ url: "/account/api/Account/CurrentUser" });
    expect(none.statusCode).toBe(401);
    expect(none.json().meta.errors[0].messages).toEqual(["UNAUTHENTICATED"]);
  });

  it("refuses tampered, expired, unsigned and foreign tokens", async () => {
    const { tokens } = await signUpWithCode();
    const [header, payload, signature] = tokens.access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: "00000000-0000-4000-8000-000000000000" }),
    ).toString("base64url");
    const key = new TextEncoder().encode(JWT_SECRET);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 4000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const otherKey = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("another-secret-another-secret-another"));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    for (const bad of [`${header}.${forged}.${signature}`, expired, otherKey, unsigned, "garbage"]) {
      const response = await t.app.inject({ url: "/account/api/Account/CurrentUser", headers: bearer(bad) });
      expect(response.statusCode).toBe(401);
    }
    const good = await t.app.inject({
      url: "/account/api/Account/CurrentUser",
      headers: bearer(tokens.access_token),
    });
    expect(good.statusCode).toBe(200);
  });
});

describe("account pages", () => {
  it("updates the profile and refuses an e-mail another account uses", async () => {
    const a = await signUpWithCode();
    const b = await signUpWithCode();
    const email = `shared${phoneSeq}@example.com`;
    const first = await t.app.inject({
      method: "POST",
      url: "/account/api/Account/Update",
      headers: bearer(a.tokens.access_token),
      payload: { firstName: "علي", lastName: "حسن", email },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ firstName: "علي", lastName: "حسن", email });
    const second = await t.app.inject({
      method: "POST",
      url: "/account/api/Account/Update",
      headers: bearer(b.tokens.access_token),
      payload: { firstName: "Sara", lastName: "Karim", email: email.toUpperCase() },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().meta.errors).toEqual([{ key: "email", messages: ["EMAIL_ALREADY_USED"] }]);
    const bad = await t.app.inject({
      method: "POST",
      url: "/account/api/Account/Update",
      headers: bearer(b.tokens.access_token),
      payload: { firstName: "", lastName: "<script>", email: "not-mail" },
    });
    expect(bad.statusCode).toBe(400);
    const keys = bad
      .json()
      .meta.errors.map((e: { key: string }) => e.key)
      .sort();
    expect(keys).toEqual(["email", "firstName", "lastName"]);
  });

  it("changes the password: old must be right, repeat must match, 6 to 50", async () => {
    const { phoneNumber, tokens } = await signUpWithCode();
    const change = (payload: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/account/api/Account/ChangePassword",
        headers: bearer(tokens.access_token),
        payload,
      });
    const notSet = await change({
      oldPassword: "whatever",
      newPassword: "newpass1",
      repeatPassword: "newpass1",
    });
    expect(notSet.json().meta.errors[0].messages).toEqual(["PASSWORD_NOT_SET"]);
    await t.app.inject({
      method: "POST",
      url: "/account/api/account/CurrentUserSetFirstPassword",
      headers: bearer(tokens.access_token),
      payload: { password: "first-pass", repeatPassword: "first-pass" },
    });
    expect(
      (
        await change({ oldPassword: "wrong-pass", newPassword: "newpass1", repeatPassword: "newpass1" })
      ).json().meta.errors,
    ).toEqual([{ key: "oldPassword", messages: ["WRONG_PASSWORD"] }]);
    expect(
      (
        await change({ oldPassword: "first-pass", newPassword: "newpass1", repeatPassword: "newpass2" })
      ).json().meta.errors,
    ).toEqual([{ key: "repeatPassword", messages: ["PASSWORDS_DO_NOT_MATCH"] }]);
    expect(
      (await change({ oldPassword: "first-pass", newPassword: "12345", repeatPassword: "12345" })).statusCode,
    ).toBe(400);
    expect(
      (
        await change({
          oldPassword: "first-pass",
          newPassword: "x".repeat(51),
          repeatPassword: "x".repeat(51),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await change({ oldPassword: "first-pass", newPassword: "newpass1", repeatPassword: "newpass1" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await token({ grant_type: "password", username: e164(phoneNumber), password: "newpass1" })).statusCode,
    ).toBe(200);
    expect(
      (await token({ grant_type: "password", username: e164(phoneNumber), password: "first-pass" }))
        .statusCode,
    ).toBe(400);
  });
});
