import type { AvailableResponse, FlightProposal } from "@safar/domain";
import { hyperpayCheckoutSchema } from "@safar/domain/hyperpay-checkout";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservedOrder, searchCharter } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { apiCalls, expectLedgerSound, paymentMovements } from "../../test/ledger";
import { type MockHyperpay, startMockHyperpay } from "../../test/mock-hyperpay";
import { createTestApp, type TestApp } from "../../test/test-app";

const ACCESS_TOKEN = "OGE4Mjk0MTc0YjdlY2IyODAxNGI5Njk5MjIwMDE1Y2N8c3k2S0pzVDg=";
const ENTITY_ID = "8a8294174b7ecb28014b9699220015ca";
const PUBLIC_URL = "http://shop.test";
const HYPERPAY = 3;

let t: TestApp;
const { post, get } = apiCalls(() => t);
const paymentMovementsOf = (paymentId: string) => paymentMovements(t, paymentId);
let hyper: MockHyperpay;
let alice: TestCustomer;
let found: { search: AvailableResponse; proposal: FlightProposal };

const paymentOf = async (paymentId: string) =>
  (await get(`/api/payment/Pay/ById?id=${paymentId}`, alice)).body.data;

/** An order and its HyperPay payment, started through Pay/Create. */
async function startHyperpay() {
  const order = await reservedOrder(t, alice, found);
  const created = await post(
    "/api/payment/Pay/Create",
    { orderId: order.orderId, gatewayId: HYPERPAY },
    alice,
  );
  expect(created.status).toBe(200);
  const { paymentId, redirectUrl } = created.body.data as { paymentId: string; redirectUrl: string };
  const checkoutId = new URL(redirectUrl, PUBLIC_URL).searchParams.get("checkoutId") as string;
  return { order, paymentId, redirectUrl, checkoutId };
}
/** The shopper pays in the widget's card form (posted to HyperPay): HyperPay's redirect back. */
async function payInWidget(checkoutId: string, shopperResultUrl: string) {
  const r = await fetch(`${hyper.url}/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`, {
    method: "POST",
    body: new URLSearchParams({
      paymentBrand: "VISA",
      "card.number": "4200000000000000",
      "card.holder": "Ali Hassan",
      "card.expiryMonth": "12",
      "card.expiryYear": "2034",
      "card.cvv": "123",
      shopperResultUrl,
    }),
    redirect: "manual",
  });
  expect(r.status).toBe(302);
  return r.headers.get("location") as string;
}
const resultUrl = (paymentId: string) => `${PUBLIC_URL}/api/payment/Callback/hyperpay/${paymentId}`;
/** The browser follows HyperPay's redirect to our shopper result URL. */
async function comeBack(location: string) {
  const url = new URL(location);
  expect(url.origin).toBe(PUBLIC_URL);
  return t.app.inject({ url: url.pathname + url.search });
}
const result = (paymentId: string, query: Record<string, string>) =>
  t.app.inject({ url: `/api/payment/Callback/hyperpay/${paymentId}?${new URLSearchParams(query)}` });

beforeAll(async () => {
  hyper = await startMockHyperpay({ accessToken: ACCESS_TOKEN, entityId: ENTITY_ID });
  t = await createTestApp({
    env: {
      // payments only: no fulfilment worker moving paid orders on, no reconciliation sweep
      JOBS_WORKERS_ENABLED: "false",
      PUBLIC_URL,
      HYPERPAY_BASE_URL: hyper.url,
      HYPERPAY_ACCESS_TOKEN: ACCESS_TOKEN,
      HYPERPAY_ENTITY_ID: ENTITY_ID,
      HYPERPAY_BRANDS: "VISA MASTER MADA",
    },
  });
  alice = await signUpCustomer(t);
  found = await searchCharter(t);
});
afterAll(async () => {
  await t?.close();
  await hyper?.close();
});

describe("HyperPay COPYandPAY gateway", () => {
  it("is offered once configured (ZainCash, unconfigured, is not)", async () => {
    const items = (await get("/api/payment/Gateway/Paged")).body.data.items as {
      code: string;
      isActive: boolean;
    }[];
    expect(Object.fromEntries(items.map((g) => [g.code, g.isActive]))).toEqual({
      sandbox: true,
      zaincash: false,
      hyperpay: true,
    });
    // the unconfigured gateway has no routes
    expect((await t.app.inject({ url: "/api/payment/Callback/zaincash?token=x" })).statusCode).toBe(404);
  });

  it("create → our widget page → card → shopper result → Paid, booked once however often it comes", async () => {
    const { order, paymentId, redirectUrl, checkoutId } = await startHyperpay();
    expect(redirectUrl).toBe(
      `/confirm/hyperpay?paymentId=${paymentId}&checkoutId=${encodeURIComponent(checkoutId)}`,
    );
    // the checkout request: Bearer token, entity, amount with 2 decimals, DB, our payment id
    const checkout = hyper.requests.find(
      (r) => r.method === "POST" && r.url === "/v1/checkouts" && r.body.includes(paymentId),
    );
    expect(checkout?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(Object.fromEntries(new URLSearchParams(checkout?.body))).toEqual({
      entityId: ENTITY_ID,
      amount: order.payableAmount.toFixed(2),
      currency: "USD",
      paymentType: "DB",
      merchantTransactionId: paymentId,
    });

    // what /confirm/hyperpay renders
    const page = await get(`/api/payment/Hyperpay/Checkout?paymentId=${paymentId}&checkoutId=${checkoutId}`);
    expect(page.status).toBe(200);
    const view = hyperpayCheckoutSchema.parse(page.body.data);
    expect(view).toEqual({
      paymentId,
      checkoutId,
      status: "pending",
      widgetScriptUrl: `${hyper.url}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}`,
      shopperResultUrl: resultUrl(paymentId),
      brands: "VISA MASTER MADA",
      amount: order.payableAmount.toFixed(2),
      currency: "USD",
    });
    const widget = await fetch(view.widgetScriptUrl);
    expect(widget.headers.get("content-type")).toContain("javascript");
    expect(await widget.text()).toContain("form.paymentWidgets");

    const location = await payInWidget(checkoutId, view.shopperResultUrl);
    const back = new URL(location);
    expect(back.searchParams.get("id")).toBe(checkoutId);
    expect(back.searchParams.get("resourcePath")).toBe(`/v1/checkouts/${checkoutId}/payment`);
    const returned = await comeBack(location);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/gateway-redirect?paymentId=${paymentId}`);
    expect(await paymentOf(paymentId)).toMatchObject({
      status: "succeeded",
      orderStatus: "Paid",
      gatewayCode: "hyperpay",
      gatewayAmount: order.payableAmount,
    });
    // the status was asked with the Bearer token and the entity id
    const status = hyper.requests.find(
      (r) => r.method === "GET" && r.url.startsWith(`/v1/checkouts/${checkoutId}/payment`),
    );
    expect(status?.url).toBe(`/v1/checkouts/${checkoutId}/payment?entityId=${ENTITY_ID}`);
    expect(status?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);

    // the shopper result again, twice at once (a reload, HyperPay's own call after 29 minutes)
    const again = await Promise.all([comeBack(location), comeBack(location)]);
    expect(again.map((r) => r.statusCode)).toEqual([303, 303]);
    expect((await paymentMovementsOf(paymentId)).map((m) => m.reference)).toEqual([`payment:${paymentId}`]);
    await expectLedgerSound(t);
    // a settled payment's page says so (the web sends the customer on)
    const settled = await get(
      `/api/payment/Hyperpay/Checkout?paymentId=${paymentId}&checkoutId=${checkoutId}`,
    );
    expect(settled.body.data.status).toBe("succeeded");
  });

  it("a declined card → PaymentFailed with PAYMENT_FAILED, nothing booked", async () => {
    const { paymentId, checkoutId } = await startHyperpay();
    hyper.setOutcome("decline");
    try {
      const returned = await comeBack(await payInWidget(checkoutId, resultUrl(paymentId)));
      expect(returned.statusCode).toBe(303);
    } finally {
      hyper.setOutcome("approve");
    }
    expect(await paymentOf(paymentId)).toMatchObject({
      status: "failed",
      orderStatus: "PaymentFailed",
      message: "PAYMENT_FAILED",
    });
    expect(await paymentMovementsOf(paymentId)).toHaveLength(0);
  });

  it("pending on return stays pending; once HyperPay approves it, Pay/ById inquires and settles it once", async () => {
    const { order, paymentId, checkoutId } = await startHyperpay();
    // not paid yet: the status call answers 000.200.000, nothing moves
    expect(await paymentOf(paymentId)).toMatchObject({ status: "pending", orderStatus: "InProgress" });
    hyper.setOutcome("pending");
    try {
      expect((await comeBack(await payInWidget(checkoutId, resultUrl(paymentId)))).statusCode).toBe(303);
    } finally {
      hyper.setOutcome("approve");
    }
    expect(await paymentOf(paymentId)).toMatchObject({ status: "pending", orderStatus: "InProgress" });

    hyper.finish(checkoutId, "approve");
    const [a, b] = await Promise.all([
      get(`/api/payment/Pay/ById?id=${paymentId}`, alice),
      get(`/api/flight-reservation/Submit/VerifyFlightOrder/${order.orderId}`, alice),
    ]);
    expect(a.body.data.status).toBe("succeeded");
    expect(b.body.data.isPaid).toBe(true);
    expect(await paymentMovementsOf(paymentId)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it("a forged shopper result (another checkout, another path) is 400 and settles nothing", async () => {
    const { paymentId, checkoutId } = await startHyperpay();
    const other = await startHyperpay();
    await payInWidget(other.checkoutId, resultUrl(other.paymentId));
    const forged = [
      { id: other.checkoutId, resourcePath: `/v1/checkouts/${other.checkoutId}/payment` },
      { id: checkoutId, resourcePath: `/v1/checkouts/${other.checkoutId}/payment` },
      {
        id: checkoutId,
        resourcePath: `/v1/checkouts/${checkoutId}/payment/../../../v1/checkouts/${other.checkoutId}/payment`,
      },
      { id: checkoutId, resourcePath: "//evil.example/v1/payment" },
    ];
    for (const query of forged) {
      const r = await result(paymentId, query);
      expect(r.statusCode).toBe(400);
      expect(r.json().meta.errors[0].messages).toEqual(["PAYMENT_CALLBACK_MISMATCH"]);
    }
    // not a HyperPay payment of ours
    const unknown = await result(crypto.randomUUID(), {
      id: checkoutId,
      resourcePath: `/v1/checkouts/${checkoutId}/payment`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await get(`/api/payment/Hyperpay/Checkout?paymentId=${paymentId}&checkoutId=${other.checkoutId}`))
        .status,
    ).toBe(404);
    expect(await paymentOf(paymentId)).toMatchObject({ status: "pending", orderStatus: "InProgress" });
    expect(await paymentMovementsOf(paymentId)).toHaveLength(0);
  });

  it("a payment whose amount does not match is refused (400) and never settled", async () => {
    const { paymentId, checkoutId } = await startHyperpay();
    const location = await payInWidget(checkoutId, resultUrl(paymentId));
    hyper.setPaidAmount(checkoutId, "1.00");
    const returned = await comeBack(location);
    expect(returned.statusCode).toBe(400);
    expect(returned.json().meta.errors[0].messages).toEqual(["PAYMENT_CALLBACK_MISMATCH"]);
    // the inquiry path refuses it too: it stays pending for an operator
    expect(await paymentOf(paymentId)).toMatchObject({ status: "pending", orderStatus: "InProgress" });
    expect(await paymentMovementsOf(paymentId)).toHaveLength(0);
  });

  it("HyperPay down at create → 503 PAYMENT_GATEWAY_UNAVAILABLE; down at the return → left pending", async () => {
    const order = await reservedOrder(t, alice, found);
    hyper.setDown(true);
    try {
      const r = await post("/api/payment/Pay/Create", { orderId: order.orderId, gatewayId: HYPERPAY }, alice);
      expect(r.status).toBe(503);
      expect(r.body.meta.errors[0].messages).toEqual(["PAYMENT_GATEWAY_UNAVAILABLE"]);
    } finally {
      hyper.setDown(false);
    }
    const status = (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`, alice)).body
      .data.status;
    expect(status).toBe("Approved");

    const { paymentId, checkoutId } = await startHyperpay();
    const location = await payInWidget(checkoutId, resultUrl(paymentId));
    hyper.setDown(true);
    try {
      const returned = await comeBack(location);
      expect(returned.statusCode).toBe(303);
      // the customer's page keeps polling: still pending, not an error
      expect(await paymentOf(paymentId)).toMatchObject({ status: "pending", orderStatus: "InProgress" });
    } finally {
      hyper.setDown(false);
    }
    const [payment] = await t.infrastructure.database.query<{ status: string }>(
      "select status from payments where id = $1",
      [paymentId],
    );
    expect(payment?.status).toBe("pending");
    expect((await paymentOf(paymentId)).status).toBe("succeeded");
  });
});
