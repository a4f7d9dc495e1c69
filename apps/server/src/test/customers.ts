import type { TestApp } from "./test-app";

let phoneSeq = 0;
let ipSeq = 0;

/**
 * Signs a new customer up through the dev outbox OTP flow (as accounts.api.test.ts does) and
 * returns the Bearer header. Each call takes a fresh phone number and client address, so per-phone
 * and per-IP limits never bite.
 */
export async function signUpCustomer(t: TestApp, prefix = "781") {
  const phoneNumber = `${prefix}${String(process.pid % 1000).padStart(3, "0")}${String(phoneSeq++).padStart(4, "0")}`;
  const ip = `10.77.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;
  const created = await t.app.inject({
    method: "POST",
    url: "/account/otp/create",
    payload: { phoneNumber, dialingCode: "+964", channel: 1 },
    remoteAddress: ip,
  });
  if (created.statusCode !== 200) throw new Error(`otp/create ${created.statusCode}: ${created.body}`);
  const outbox = await t.app.inject({
    url: `/api/dev/outbox?to=${encodeURIComponent(`+964${phoneNumber}`)}`,
  });
  const code = /\b(\d{4})\b/.exec(outbox.json().data[0].text as string)?.[1];
  if (!code) throw new Error("no code in the outbox");
  const signedIn = await t.app.inject({
    method: "POST",
    url: "/account/connect/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      grant_type: "otp",
      phone_number: phoneNumber,
      dialing_code: "+964",
      code,
    }).toString(),
    remoteAddress: ip,
  });
  if (signedIn.statusCode !== 200) throw new Error(`token ${signedIn.statusCode}: ${signedIn.body}`);
  const accessToken: string = signedIn.json().data.access_token;
  const me = await t.app.inject({
    url: "/account/api/Account/CurrentUser",
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return {
    phoneNumber,
    userId: me.json().data.id as string,
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

export type TestCustomer = Awaited<ReturnType<typeof signUpCustomer>>;
