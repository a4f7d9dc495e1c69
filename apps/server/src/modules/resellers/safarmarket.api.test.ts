import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, payOnSandbox, testPassenger } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { baghdadDay, searchOwnCharter } from "../../test/inventory";
import { startMockHttp } from "../../test/mock-http";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * SafarMarket's calls against a local pixel sink (a node:http server recording what arrived): the
 * search turned into ours, step 2 of a selected fare, steps 3 and 4 of an order booked without an
 * e-mail, each sent once even when asked twice at the same moment, and another customer's order 404.
 */
const SM = "sm-test-4711";
const base = "/api/resellers/SafarMarket/SafarMarket";
let sink: Awaited<ReturnType<typeof startMockHttp>>;
let t: TestApp;
let customer: TestCustomer;
let stranger: TestCustomer;
const cookie = { cookie: `safarmarketId=${SM}` };

beforeAll(async () => {
  sink = await startMockHttp((_req, res) =>
    res.writeHead(200, { "content-type": "image/gif" }).end("GIF89a"),
  );
  t = await createTestApp({
    env: { SAFARMARKET_PIXEL_BASE: `${sink.url}/pixel/ours`, SAFARMARKET_PIXEL_TIMEOUT_MS: "1000" },
  });
  customer = await signUpCustomer(t, "782");
  stranger = await signUpCustomer(t, "782");
}, 120_000);

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const stepsArrived = (step: number) => sink.requests.filter((r) => r.url.startsWith(`/pixel/ours/${step}/`));

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url, payload: payload as Record<string, unknown>, headers });
}

describe("GetAvailableRequest", () => {
  it("turns SafarMarket's search into ours and searches it", async () => {
    const r = await post("/api/flight-catalog/SafarMarket/GetAvailableRequest", {
      safarmarketId: SM,
      from: "njf",
      to: "IKA",
      dep: baghdadDay(12),
      ret: "",
      adu: "2",
      chi: "1",
      inf: "0",
    });
    expect(r.statusCode, r.body).toBe(200);
    const data = r.json().data;
    expect(data.availableRequest).toMatchObject({
      tripType: 1,
      flightScope: 1,
      origin: "NJF",
      destination: "IKA",
      departureDates: [baghdadDay(12)],
      adults: 2,
      children: 1,
      infants: 0,
    });
    expect(data.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers the spec's keys for a bad search", async () => {
    const r = await post("/api/flight-catalog/SafarMarket/GetAvailableRequest", {
      safarmarketId: "bad id!",
      from: "NJF",
      to: "NJF",
      dep: baghdadDay(12),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().meta.errors).toContainEqual({
      key: "safarmarketId",
      messages: ["SAFARMARKET_ID_IS_INVALID"],
    });
  });
});

describe("the steps of a SafarMarket booking", () => {
  let found: Awaited<ReturnType<typeof searchOwnCharter>>;
  let orderId: string;

  beforeAll(async () => {
    found = await searchOwnCharter(t, { origin: "NJF", destination: "IKA", date: baghdadDay(15) }, 50);
  });

  it("step 2: empty strings dropped, 404 without the cookie, sent once when asked twice at once", async () => {
    const ref = {
      requestId: found.search.requestId,
      proposalId: found.proposal.proposalId,
      returningRequestId: "",
      returningProposalId: "",
    };
    const without = await post(`${base}/GetSafarMarketRequestByProposalId`, ref);
    expect(without.statusCode).toBe(404);
    const got = await post(`${base}/GetSafarMarketRequestByProposalId`, ref, cookie);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().data).toEqual({ step: 2, pixelUrl: "2/", data: { smId: SM, bck: "false" } });

    const calls = await Promise.all(
      [0, 1].map(() => post(`${base}/CallStep`, { pixelUrl: "2/", data: ref }, cookie)),
    );
    expect(calls.map((c) => c.statusCode)).toEqual([200, 200]);
    expect(calls.map((c) => c.json().data.sent).sort()).toEqual([false, true]);
    expect(stepsArrived(2)).toHaveLength(1);
    expect(stepsArrived(2)[0]?.url).toBe(`/pixel/ours/2/?smId=${SM}&bck=false`);
  });

  it("the e-mail is optional with the cookie, required without it", async () => {
    const body = {
      requestId: found.search.requestId,
      proposalId: found.proposal.proposalId,
      contact: { phoneNumber: "07801234567", email: "" },
      passengers: [testPassenger("Reza")],
      productChannel: 1,
    };
    const direct = await post("/api/flight-reservation/Submit/SubmitFlightOrder", body, {
      ...customer.headers,
      "idempotency-key": `sm-direct-${process.pid}`,
    });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().meta.errors).toContainEqual({
      key: "contact.email",
      messages: ["PL_ENTER_YOUR_EMAIL"],
    });
    const bad = await post(
      "/api/flight-reservation/Submit/SubmitFlightOrder",
      { ...body, contact: { phoneNumber: "07801234567", email: "not-an-email" } },
      { ...customer.headers, ...cookie, "idempotency-key": `sm-bad-${process.pid}` },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().meta.errors).toContainEqual({ key: "contact.email", messages: ["EMAIL_IS_INVALID"] });

    const submitted = await post("/api/flight-reservation/Submit/SubmitFlightOrder", body, {
      ...customer.headers,
      ...cookie,
      "idempotency-key": `sm-ok-${process.pid}`,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    orderId = submitted.json().data.orderId;
    expect(submitted.json().data.contact.email).toBeNull();
    const reserved = await post(
      "/api/flight-reservation/Reserve/ReserveFlightOrder",
      { orderId },
      customer.headers,
    );
    expect(reserved.statusCode, reserved.body).toBe(200);
  });

  it("step 3: the owner's order only (404 for another customer), sent once with the booking", async () => {
    const other = await post(`${base}/GetSafarMarketRequestByOrderId`, { orderId }, stranger.headers);
    expect(other.statusCode).toBe(404);
    const otherCall = await post(`${base}/CallStep`, { pixelUrl: "3/", data: { orderId } }, stranger.headers);
    expect(otherCall.statusCode).toBe(404);

    const got = await post(`${base}/GetSafarMarketRequestByOrderId`, { orderId }, customer.headers);
    expect(got.statusCode, got.body).toBe(200);
    const data = got.json().data;
    expect(data.step).toBe(3);
    expect(data.data).toMatchObject({
      smId: SM,
      fliNo: found.flightNumber,
      typ: "CHARTER",
      adu: "1",
      chi: "0",
      inf: "0",
      from: "NJF",
      to: "IKA",
      nam: "Reza Hassan",
      pho: "07801234567",
      ema: "",
    });
    // A success before the payment is refused.
    const early = await post(`${base}/CallStep`, { pixelUrl: "4/", data: { orderId } }, customer.headers);
    expect(early.statusCode).toBe(409);

    const calls = await Promise.all(
      [0, 1, 2, 3, 4].map(() =>
        post(`${base}/CallStep`, { pixelUrl: "3/", data: { orderId } }, customer.headers),
      ),
    );
    expect(calls.map((c) => c.json().data.sent).sort()).toEqual([false, false, false, false, true]);
    expect(stepsArrived(3)).toHaveLength(1);
    const query = new URL(stepsArrived(3)[0]?.url ?? "", sink.url).searchParams;
    expect(query.get("pnr")).toBe(data.data.pnr);
    expect(query.get("typ")).toBe("CHARTER");
  });

  it("step 4 after the payment, once; the failure step is then refused", async () => {
    await payOnSandbox(t, customer, orderId, "approved");
    await eventually(
      async () =>
        (await post(`${base}/GetSafarMarketRequestByOrderId`, { orderId }, customer.headers)).json().data,
      (data) => data?.step === 4,
    );
    const calls = await Promise.all(
      [0, 1].map(() => post(`${base}/CallStep`, { pixelUrl: "4/", data: { orderId } }, customer.headers)),
    );
    expect(calls.map((c) => c.json().data.sent).sort()).toEqual([false, true]);
    expect(stepsArrived(4)).toHaveLength(1);
    const failure = await post(`${base}/CallStep`, { pixelUrl: "5/", data: { orderId } }, customer.headers);
    expect(failure.statusCode).toBe(409);
    expect(stepsArrived(5)).toHaveLength(0);
  });

  it("refuses a step other than 2 to 5 with its key", async () => {
    const r = await post(
      `${base}/CallStep`,
      { pixelUrl: "https://evil.example/x", data: { orderId } },
      customer.headers,
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().meta.errors[0].messages).toEqual(["SAFARMARKET_STEP_IS_INVALID"]);
  });
});

describe("without a pixel base", () => {
  it("answers the calls and sends nothing", async () => {
    const off = await createTestApp();
    try {
      const { search, proposal } = await searchOwnCharter(off, {
        origin: "NJF",
        destination: "IKA",
        date: baghdadDay(16),
      });
      const before = sink.requests.length;
      const r = await off.app.inject({
        method: "POST",
        url: `${base}/CallStep`,
        headers: cookie,
        payload: { pixelUrl: "2/", data: { requestId: search.requestId, proposalId: proposal.proposalId } },
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(sink.requests.length).toBe(before);
    } finally {
      await off.close();
    }
  }, 60_000);
});
