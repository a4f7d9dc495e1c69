import type { OrderDetail, VerifyIssueFlightTicket } from "@safar/domain";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, payOnSandbox, reservedOrder, searchCharter } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createAccountsRepository } from "../accounts/accounts.repository";

/**
 * The ticket routes through the real HTTP layer and the real wiring: real customers (OTP sign-in),
 * a real booked order (search, submit, reserve), paid on the sandbox gateway and issued by the
 * background job; the orders service's ownership checks and the accounts module's token checks.
 */
let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
let order: OrderDetail;
let issued: VerifyIssueFlightTicket;

const html = (id: string) => `/api/flight-reservation/Tickets/FlightTicketHtml/${id}`;
const pdf = (id: string) => `/api/flight-reservation/Tickets/FlightTicketPdf/${id}`;
const sitePdf = (id: string) => `/flight-reservation/Tickets/FlightTicketPdf/${id}`;

const tokenOf = (who: TestCustomer) => who.headers.authorization.replace(/^Bearer /, "");
/** The web app's `auth` cookie (apps/web/app/lib/session.ts `serializeSession`). */
const sessionCookie = (accessToken: string) =>
  `auth=${encodeURIComponent(
    JSON.stringify({
      accessToken,
      refreshToken: "not-used-by-the-server",
      expiresAt: Date.now() + 1_800_000,
      refreshExpiresAt: Date.now() + 30 * 86_400_000,
    }),
  )}`;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const messages = (body: string) =>
  (JSON.parse(body) as { meta: { errors: { messages: string[] }[] } }).meta.errors;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_SECONDS: "0.5" } });
  alice = await signUpCustomer(t);
  bob = await signUpCustomer(t);
  order = await reservedOrder(t, alice, await searchCharter(t));
});

afterAll(async () => {
  await t?.close();
});

describe("before the ticket is issued", () => {
  it("answers 409 TICKET_NOT_ISSUED to the owner", async () => {
    for (const url of [html(order.orderId), pdf(order.orderId), sitePdf(order.orderId)]) {
      const response = await get(url, alice.headers);
      expect(response.statusCode, url).toBe(409);
      expect(messages(response.body)).toEqual([{ key: "orderId", messages: ["TICKET_NOT_ISSUED"] }]);
    }
  });
});

describe("an issued ticket", () => {
  beforeAll(async () => {
    await payOnSandbox(t, alice, order.orderId);
    issued = await eventually(
      async () =>
        (
          await get(`/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`, alice.headers)
        ).json().data as VerifyIssueFlightTicket,
      (v) => v.state === "Issued",
    );
  });

  it("is a printable HTML page, in Arabic by default", async () => {
    // As the QR code links it: `?pnr=` is accepted and ignored.
    const response = await get(`${html(order.orderId)}?pnr=${issued.bookingReference}`, alice.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain(issued.bookingReference);
    expect(response.body).toContain(issued.tickets[0]?.ticketNumber);
    expect(response.body).toContain("ALI HASSAN");
    expect(response.body).toContain(order.trackingNumber);
    expect(response.body).toContain("<svg");
    // The fare rules of the booked charter fare, not the general line.
    expect(response.body).not.toContain("تطبق شروط شركة الطيران على هذه التذكرة");
  });

  it.each([
    [{ url: "?lang=fa", headers: {} }, "fa", "rtl"],
    [{ url: "", headers: { cookie: "locale=en" } }, "en", "ltr"],
    [{ url: "", headers: { "accept-language": "fa-IR,fa;q=0.9,en;q=0.5" } }, "fa", "rtl"],
    [{ url: "?lang=en", headers: { cookie: "locale=fa", "accept-language": "ar" } }, "en", "ltr"],
    [{ url: "?lang=xx", headers: { "accept-language": "de, en;q=0.3" } }, "en", "ltr"],
    [{ url: "", headers: { "accept-language": "de" } }, "ar", "rtl"],
  ])("takes its language from ?lang, the locale cookie or Accept-Language (%j)", async (ask, lang, dir) => {
    const response = await get(`${html(order.orderId)}${ask.url}`, { ...alice.headers, ...ask.headers });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<html lang="${lang}" dir="${dir}">`);
  });

  it("shows one direction for the order's proposalId and 404 for another", async () => {
    const own = await get(
      `${html(order.orderId)}?proposalId=${order.flightOrder?.proposal.proposalId}`,
      alice.headers,
    );
    expect(own.statusCode).toBe(200);
    const other = await get(
      `${html(order.orderId)}?proposalId=00000000-0000-4000-8000-000000000000`,
      alice.headers,
    );
    expect(other.statusCode).toBe(404);
  });

  it("downloads as a PDF named after the tracking number", async () => {
    const response = await get(pdf(order.orderId), alice.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="ticket-${order.trackingNumber}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("downloads from the site path with the web session cookie (a plain link)", async () => {
    const response = await get(sitePdf(order.orderId), {
      cookie: `locale=fa; ${sessionCookie(tokenOf(alice))}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });
});

describe("who may see it", () => {
  it.each([
    ["no credentials", {}],
    ["a malformed Bearer token", { authorization: "Bearer not-a-token" }],
    ["a cookie that is not a session", { cookie: "auth=%7Bbroken" }],
    [
      "a session cookie with a forged token",
      { cookie: sessionCookie("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln") },
    ],
  ])("answers 401 to %s", async (_, headers) => {
    for (const url of [html(order.orderId), pdf(order.orderId), sitePdf(order.orderId)]) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(401);
      expect(messages(response.body)[0]?.messages).toEqual(["UNAUTHENTICATED"]);
    }
  });

  it("prefers the Authorization header: a bad Bearer token is refused even with a good cookie", async () => {
    const response = await get(pdf(order.orderId), {
      authorization: "Bearer nope",
      cookie: sessionCookie(tokenOf(alice)),
    });
    expect(response.statusCode).toBe(401);
  });

  it("verifies the cookie's token as a Bearer token: correctly signed but expired is refused", async () => {
    const secret = await createAccountsRepository(t.infrastructure.database.db).signingSecret("unused");
    const sign = (expiresAt: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(alice.userId)
        .setIssuer("rahhal-storefront")
        .setAudience("rahhal-web")
        .setIssuedAt(expiresAt - 1800)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const live = await get(sitePdf(order.orderId), { cookie: sessionCookie(await sign(now + 600)) });
    expect(live.statusCode).toBe(200);
    const expired = await get(sitePdf(order.orderId), { cookie: sessionCookie(await sign(now - 60)) });
    expect(expired.statusCode).toBe(401);
  });

  it("answers another customer as if the order did not exist (404 ORDER_NOT_FOUND), by Bearer or cookie", async () => {
    for (const [url, headers] of [
      [html(order.orderId), bob.headers],
      [pdf(order.orderId), bob.headers],
      [sitePdf(order.orderId), { cookie: sessionCookie(tokenOf(bob)) }],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(404);
      expect(messages(response.body)[0]?.messages).toEqual(["ORDER_NOT_FOUND"]);
    }
  });

  it("answers 404 ORDER_NOT_FOUND for an unknown order and 400 for a malformed id", async () => {
    const unknown = await get(pdf("6f1c3a52-8d7e-4b1a-9c2d-3e4f5a6b7c8d"), alice.headers);
    expect(unknown.statusCode).toBe(404);
    expect(messages(unknown.body)[0]?.messages).toEqual(["ORDER_NOT_FOUND"]);
    const malformed = await get(html("not-a-uuid"), alice.headers);
    expect(malformed.statusCode).toBe(400);
  });
});
