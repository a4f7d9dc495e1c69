import type { AvailableResponse, FlightProposal, OrderDetail } from "@safar/domain";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservedOrder, searchCharter } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { apiCalls, expectLedgerSound, paymentMovements } from "../../test/ledger";
import { type MockZainCash, startMockZainCash } from "../../test/mock-zaincash";
import { createTestApp, type TestApp } from "../../test/test-app";

const MERCHANT = { merchantId: "5ffacf6612b5777c6d44266f", msisdn: "9647835077893" };
const SECRET = "zaincash-merchant-secret-for-tests-0123456789abcdefghijklmnop";
const PUBLIC_URL = "http://shop.test";
/** The seeded storefront rate: dinars for one dollar. */
const IQD_PER_USD = 1310;
const ZAINCASH = 2;

let t: TestApp;
const { post, get } = apiCalls(() => t);
const paymentMovementsOf = (paymentId: string) => paymentMovements(t, paymentId);
let zain: MockZainCash;
let alice: TestCustomer;
let found: { search: AvailableResponse; proposal: FlightProposal };

const paymentOf = async (paymentId: string) =>
  (await get(`/api/payment/Pay/ById?id=${paymentId}`, alice)).body.data;
/** Whole dinars, rounded up to 250 as the storefront shows IQD. */
const dinars = (order: OrderDetail) =>
  Math.ceil((Math.round(order.payableAmount * 100) * IQD_PER_USD) / 25_000) * 250;

/** An order and its ZainCash payment, started through Pay/Create. */
async function startZainCash() {
  const order = await reservedOrder(t, alice, found);
  const created = await post(
    "/api/payment/Pay/Create",
    { orderId: order.orderId, gatewayId: ZAINCASH },
    alice,
  );
  expect(created.status).toBe(200);
  const { paymentId, redirectUrl } = created.body.data as { paymentId: string; redirectUrl: string };
  const transactionId = new URL(redirectUrl).searchParams.get("id") as string;
  return { order, paymentId, redirectUrl, transactionId };
}
/** The customer's choice on ZainCash's own page (a real form POST): ZainCash's redirect back. */
async function payOnZainCash(transactionId: string, choice: "success" | "failed" | "pending") {
  const r = await fetch(`${zain.url}/transaction/pay`, {
    method: "POST",
    body: new URLSearchParams({ id: transactionId, choice }),
    redirect: "manual",
  });
  expect(r.status).toBe(302);
  return r.headers.get("location") as string;
}
/** The browser follows ZainCash's redirect to our callback. */
async function comeBack(location: string) {
  const url = new URL(location);
  expect(url.origin).toBe(PUBLIC_URL);
  expect(url.pathname).toBe("/api/payment/Callback/zaincash");
  return t.app.inject({ url: url.pathname + url.search });
}
const tokenSigned = (secret: string, claims: Record<string, string>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(secret));

beforeAll(async () => {
  zain = await startMockZainCash({ ...MERCHANT, secret: SECRET });
  t = await createTestApp({
    env: {
      // payments only: no fulfilment worker moving paid orders on, no reconciliation sweep
      JOBS_WORKERS_ENABLED: "false",
      PUBLIC_URL,
      ZAINCASH_BASE_URL: zain.url,
      ZAINCASH_MERCHANT_ID: MERCHANT.merchantId,
      ZAINCASH_SECRET: SECRET,
      ZAINCASH_MSISDN: MERCHANT.msisdn,
    },
  });
  alice = await signUpCustomer(t);
  found = await searchCharter(t);
});
afterAll(async () => {
  await t?.close();
  await zain?.close();
});

describe("ZainCash gateway", () => {
  it("is offered once configured (HyperPay, unconfigured, is not)", async () => {
    const items = (await get("/api/payment/Gateway/Paged")).body.data.items as {
      code: string;
      isActive: boolean;
    }[];
    expect(Object.fromEntries(items.map((g) => [g.code, g.isActive]))).toEqual({
      sandbox: true,
      zaincash: true,
      hyperpay: false,
    });
    // ZainCash charges dinars (the confirm page says so); the sandbox charges dollars.
    expect(
      Object.fromEntries(items.map((g) => [g.code, (g as { currencyCode?: string }).currencyCode])),
    ).toEqual({
      sandbox: "USD",
      zaincash: "IQD",
      hyperpay: "USD",
    });
  });

  it("create → ZainCash's page → pay → signed redirect back → Paid, booked once however often it comes", async () => {
    const { order, paymentId, redirectUrl, transactionId } = await startZainCash();
    expect(redirectUrl).toBe(`${zain.url}/transaction/pay?id=${transactionId}`);
    // the init request: a signed token in a form with the merchant id and lang
    const init = zain.requests.find(
      (r) => r.url === "/transaction/init" && r.body.includes(MERCHANT.merchantId),
    );
    expect(new URLSearchParams(init?.body).get("lang")).toBe("ar");
    const kept = zain.transactions.get(transactionId);
    expect(kept).toMatchObject({
      amount: dinars(order),
      orderId: paymentId,
      redirectUrl: `${PUBLIC_URL}/api/payment/Callback/zaincash`,
      status: "pending",
    });

    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`${dinars(order)} IQD`);

    const location = await payOnZainCash(transactionId, "success");
    const back = await comeBack(location);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/gateway-redirect?paymentId=${paymentId}`);
    expect(await paymentOf(paymentId)).toMatchObject({
      status: "succeeded",
      orderStatus: "Paid",
      gatewayCode: "zaincash",
      gatewayAmount: order.payableAmount,
    });

    // the same redirect again, twice at once (a reload, a double delivery): nothing more is booked
    const again = await Promise.all([comeBack(location), comeBack(location)]);
    expect(again.map((r) => r.statusCode)).toEqual([303, 303]);
    expect((await paymentMovementsOf(paymentId)).map((m) => m.reference)).toEqual([`payment:${paymentId}`]);
    await expectLedgerSound(t);
  });

  it("a decline → PaymentFailed with PAYMENT_FAILED, nothing booked", async () => {
    const { paymentId, transactionId } = await startZainCash();
    const back = await comeBack(await payOnZainCash(transactionId, "failed"));
    expect(back.statusCode).toBe(303);
    expect(await paymentOf(paymentId)).toMatchObject({
      status: "failed",
      orderStatus: "PaymentFailed",
      message: "PAYMENT_FAILED",
    });
    expect(await paymentMovementsOf(paymentId)).toHaveLength(0);
  });

  it("pending on return stays pending; once ZainCash completes it, Pay/ById inquires and settles it once", async () => {
    const { order, paymentId, transactionId } = await startZainCash();
    const back = await comeBack(await payOnZainCash(transactionId, "pending"));
    expect(back.statusCode).toBe(303);
    expect(await paymentOf(paymentId)).toMatchObject({ status: "pending", orderStatus: "InProgress" });

    zain.setStatus(transactionId, "completed");
    const [a, b] = await Promise.all([
      get(`/api/payment/Pay/ById?id=${paymentId}`, alice),
      get(`/api/flight-reservation/Submit/VerifyFlightOrder/${order.orderId}`, alice),
    ]);
    expect(a.body.data.status).toBe("succeeded");
    expect(b.body.data.isPaid).toBe(true);
    const inquiry = zain.requests.filter((r) => r.url === "/transaction/get");
    expect(inquiry.length).toBeGreaterThan(0);
    expect(new URLSearchParams(inquiry[0]?.body).get("merchantId")).toBe(MERCHANT.merchantId);
    expect(await paymentMovementsOf(paymentId)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it("a forged token is 401 PAYMENT_SIGNATURE_INVALID and settles nothing", async () => {
    const { paymentId, transactionId } = await startZainCash();
    const claims = { status: "success", orderid: paymentId, id: transactionId, msg: "" };
    const forged = [
      await tokenSigned("another-secret-another-secret-another-secret", claims),
      // alg none, the classic
      `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`,
      "not-a-token",
    ];
    for (const token of forged) {
      const r = await t.app.inject({
        url: `/api/payment/Callback/zaincash?token=${encodeURIComponent(token)}`,
      });
      expect(r.statusCode).toBe(401);
      expect(r.json().meta.errors[0].messages).toEqual(["PAYMENT_SIGNATURE_INVALID"]);
    }
    // signed rightly, but for another transaction: 400, nothing settles
    const other = await tokenSigned(SECRET, { ...claims, id: "0123456789abcdef01234567" });
    const wrong = await t.app.inject({ url: `/api/payment/Callback/zaincash?token=${other}` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().meta.errors[0].messages).toEqual(["PAYMENT_CALLBACK_MISMATCH"]);
    expect(await paymentOf(paymentId)).toMatchObject({ status: "pending", orderStatus: "InProgress" });
    expect(await paymentMovementsOf(paymentId)).toHaveLength(0);
  });

  it("a transaction whose amount does not match is refused (400) and never settled", async () => {
    const { order, paymentId, transactionId } = await startZainCash();
    const location = await payOnZainCash(transactionId, "success");
    zain.setAmount(transactionId, dinars(order) - 250);
    const back = await comeBack(location);
    expect(back.statusCode).toBe(400);
    expect(back.json().meta.errors[0].messages).toEqual(["PAYMENT_CALLBACK_MISMATCH"]);
    // the inquiry path refuses it too: it stays pending for an operator
    expect(await paymentOf(paymentId)).toMatchObject({ status: "pending", orderStatus: "InProgress" });
    expect(await paymentMovementsOf(paymentId)).toHaveLength(0);
  });

  it("ZainCash down at create → 503 PAYMENT_GATEWAY_UNAVAILABLE, the order can still be paid", async () => {
    const order = await reservedOrder(t, alice, found);
    zain.setDown(true);
    try {
      const r = await post("/api/payment/Pay/Create", { orderId: order.orderId, gatewayId: ZAINCASH }, alice);
      expect(r.status).toBe(503);
      expect(r.body.meta.errors[0].messages).toEqual(["PAYMENT_GATEWAY_UNAVAILABLE"]);
    } finally {
      zain.setDown(false);
    }
    const status = (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`, alice)).body
      .data.status;
    expect(status).toBe("Approved");
    const retry = await post(
      "/api/payment/Pay/Create",
      { orderId: order.orderId, gatewayId: ZAINCASH },
      alice,
    );
    expect(retry.status).toBe(200);
  });
});
