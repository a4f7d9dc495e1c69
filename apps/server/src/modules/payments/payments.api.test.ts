import { createHmac } from "node:crypto";
import type { AvailableResponse, FlightProposal, OrderDetail } from "@safar/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentGateways } from "../../db/schema";
import { reservedOrder, searchCharter } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { apiCalls, expectLedgerSound, paymentMovements } from "../../test/ledger";
import { createTestApp, type TestApp } from "../../test/test-app";

const SECRET = "payments-test-secret-0123456789abcdef0123456789";
let t: TestApp;
const { post, get } = apiCalls(() => t);
const paymentMovementsOf = (paymentId: string) => paymentMovements(t, paymentId);
let alice: TestCustomer;
let bob: TestCustomer;
let found: { search: AvailableResponse; proposal: FlightProposal };

const sign = (p: { paymentId: string; reference: string; status: string; amountCents: number }) =>
  createHmac("sha256", SECRET)
    .update([p.paymentId, p.reference, p.status, String(p.amountCents)].join("|"))
    .digest("hex");

const orderStatus = async (orderId: string, who: TestCustomer) =>
  (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${orderId}`, who)).body.data.status as string;
/** Credits `amount` (rounded to cents: a sum like 123.45 + 10 is 133.45000000000002 in floating point). */
async function credit(who: TestCustomer, amount: number) {
  const r = await post("/api/dev/wallet/credit", {
    userId: who.userId,
    amount: Math.round(amount * 100) / 100,
  });
  expect(r.status, JSON.stringify(r.body.meta)).toBe(200);
}
const balance = async (who: TestCustomer) =>
  (await get("/api/wallet/wallet/CurrentUserBalance?type=Cache", who)).body.data.balance as number;
/** The payment's gateway reference, as the sandbox bank knows it. */
async function referenceOf(paymentId: string): Promise<string> {
  const rows = await t.infrastructure.database.query<{ gateway_reference: string }>(
    "select gateway_reference from payments where id = $1",
    [paymentId],
  );
  return rows[0]?.gateway_reference as string;
}
async function newOrder(who: TestCustomer): Promise<OrderDetail> {
  return reservedOrder(t, who, found);
}

beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_SANDBOX_SECRET: SECRET, JOBS_WORKERS_ENABLED: "false" } });
  alice = await signUpCustomer(t);
  bob = await signUpCustomer(t);
  found = await searchCharter(t);
});
afterAll(async () => {
  await t?.close();
});

describe("payment/Gateway/Paged", () => {
  it("lists the gateways, active first, the sandbox as id 1, named in the customer's language", async () => {
    const r = await t.app.inject({ url: "/api/payment/Gateway/Paged", headers: { "accept-language": "en" } });
    expect(r.statusCode).toBe(200);
    const page = r.json().data;
    expect(page.total).toBe(3);
    expect(page.items[0]).toEqual({
      id: 1,
      code: "sandbox",
      name: "Sandbox (test)",
      isActive: true,
      currencyCode: "USD",
    });
    expect(page.items.slice(1).map((g: { code: string; isActive: boolean }) => [g.code, g.isActive])).toEqual(
      [
        ["zaincash", false],
        ["hyperpay", false],
      ],
    );
    const ar = (await get("/api/payment/Gateway/Paged")).body.data.items[0].name;
    expect(ar).toBe("بوابة الاختبار");
  });
});

describe("sandbox gateway", () => {
  it("create → hosted page with Approve and Decline → approve → signed callback → Paid, booked once", async () => {
    const order = await newOrder(alice);
    const created = await post(
      "/api/payment/Pay/Create",
      { orderId: order.orderId, gatewayId: 1, walletType: "Cache", isMobile: true },
      alice,
    );
    expect(created.status).toBe(200);
    const { paymentId, redirectUrl } = created.body.data;
    expect(redirectUrl).toBe(`/payment/sandbox/${paymentId}`);
    expect(await orderStatus(order.orderId, alice)).toBe("InProgress");

    // a double click answers the same payment
    const again = await post("/api/payment/Pay/Create", { orderId: order.orderId }, alice);
    expect(again.body.data.paymentId).toBe(paymentId);

    const page = await t.app.inject({ url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('value="approved"');
    expect(page.body).toContain('value="declined"');
    expect(page.body).toContain(`action="/payment/sandbox/${paymentId}"`);
    expect(page.body).toContain(order.payableAmount.toFixed(2));

    const bank = await t.app.inject({
      method: "POST",
      url: `/payment/sandbox/${paymentId}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=approved",
    });
    expect(bank.statusCode).toBe(303);
    expect(bank.headers.location).toBe(`/gateway-redirect?paymentId=${paymentId}`);

    const byId = await get(`/api/payment/Pay/ById?id=${paymentId}`, alice);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({
      paymentId,
      orderId: order.orderId,
      status: "succeeded",
      orderStatus: "Paid",
      amount: order.payableAmount,
      gatewayAmount: order.payableAmount,
      walletAmount: 0,
      message: null,
    });
    expect(await orderStatus(order.orderId, alice)).toBe("Paid");

    // the same callback again (a gateway retry) changes nothing
    const reference = await referenceOf(paymentId);
    const payload = {
      paymentId,
      reference,
      status: "approved",
      amountCents: Math.round(order.payableAmount * 100),
    };
    const replay = await post("/api/payment/Callback/sandbox", { ...payload, signature: sign(payload) });
    expect(replay.status).toBe(200);
    expect(replay.body.data.status).toBe("succeeded");
    const movements = await paymentMovementsOf(paymentId);
    expect(movements.map((m) => m.reference)).toEqual([`payment:${paymentId}`]);
    await expectLedgerSound(t);

    const verify = await get(`/api/flight-reservation/Submit/VerifyFlightOrder/${order.orderId}`, alice);
    expect(verify.body.data).toMatchObject({
      orderStatus: "Paid",
      isPaid: true,
      paymentId,
      paymentStatus: "succeeded",
    });

    // paid: no second payment
    const late = await post("/api/payment/Pay/Create", { orderId: order.orderId }, alice);
    expect(late.status).toBe(409);
    expect(late.body.meta.errors[0].messages).toEqual(["ORDER_STATUS_CONFLICT"]);
  });

  it("decline → PaymentFailed with PAYMENT_FAILED; a new payment may start while the hold lives", async () => {
    const order = await newOrder(alice);
    const { paymentId } = (await post("/api/payment/Pay/Create", { orderId: order.orderId }, alice)).body
      .data;
    const bank = await t.app.inject({
      method: "POST",
      url: `/payment/sandbox/${paymentId}`,
      payload: { decision: "declined" },
    });
    expect(bank.statusCode).toBe(303);
    const byId = await get(`/api/payment/Pay/ById?id=${paymentId}`, alice);
    expect(byId.body.data).toMatchObject({
      status: "failed",
      orderStatus: "PaymentFailed",
      message: "PAYMENT_FAILED",
    });
    const verify = await get(`/api/flight-reservation/Submit/VerifyFlightOrder/${order.orderId}`, alice);
    expect(verify.body.data).toMatchObject({
      isPaid: false,
      paymentStatus: "failed",
      message: "PAYMENT_FAILED",
    });
    expect(await paymentMovementsOf(paymentId)).toHaveLength(0);

    // a later approve on the same page cannot flip it: the bank's first decision stands
    await t.app.inject({
      method: "POST",
      url: `/payment/sandbox/${paymentId}`,
      payload: { decision: "approved" },
    });
    expect((await get(`/api/payment/Pay/ById?id=${paymentId}`, alice)).body.data.status).toBe("failed");

    const retry = await post("/api/payment/Pay/Create", { orderId: order.orderId }, alice);
    expect(retry.status).toBe(200);
    expect(retry.body.data.paymentId).not.toBe(paymentId);
    expect(await orderStatus(order.orderId, alice)).toBe("InProgress");
  });

  it("a callback with a bad signature is 401 and settles nothing; Pay/ById then asks the gateway again", async () => {
    const order = await newOrder(alice);
    const { paymentId } = (await post("/api/payment/Pay/Create", { orderId: order.orderId }, alice)).body
      .data;
    const reference = await referenceOf(paymentId);
    const payload = {
      paymentId,
      reference,
      status: "approved",
      amountCents: Math.round(order.payableAmount * 100),
    };
    const forged = await post("/api/payment/Callback/sandbox", { ...payload, signature: "0".repeat(64) });
    expect(forged.status).toBe(401);
    expect(forged.body.meta.errors[0].messages).toEqual(["PAYMENT_SIGNATURE_INVALID"]);
    const wrongKey = createHmac("sha256", "another-secret").update("x").digest("hex");
    expect((await post("/api/payment/Callback/sandbox", { ...payload, signature: wrongKey })).status).toBe(
      401,
    );
    // a valid signature over a different amount is refused too
    const cheap = { ...payload, amountCents: 1 };
    const mismatch = await post("/api/payment/Callback/sandbox", { ...cheap, signature: sign(cheap) });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.meta.errors[0].messages).toEqual(["PAYMENT_CALLBACK_MISMATCH"]);

    const pending = await get(`/api/payment/Pay/ById?id=${paymentId}`, alice);
    expect(pending.body.data).toMatchObject({ status: "pending", orderStatus: "InProgress" });
    expect(await paymentMovementsOf(paymentId)).toHaveLength(0);

    // The bank recorded an approval whose callback was lost: Pay/ById inquires and settles it once.
    await t.infrastructure.database.query(
      "insert into sandbox_bank_payments (reference, payment_id, amount_cents, decision) values ($1, $2, $3, 'approved')",
      [reference, paymentId, payload.amountCents],
    );
    const [a, b] = await Promise.all([
      get(`/api/payment/Pay/ById?id=${paymentId}`, alice),
      get(`/api/flight-reservation/Submit/VerifyFlightOrder/${order.orderId}`, alice),
    ]);
    expect(a.body.data.status).toBe("succeeded");
    expect(b.body.data.isPaid).toBe(true);
    expect(await orderStatus(order.orderId, alice)).toBe("Paid");
    expect(await paymentMovementsOf(paymentId)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it("refuses an inactive gateway and another customer's order or payment", async () => {
    const order = await newOrder(alice);
    const zain = await post("/api/payment/Pay/Create", { orderId: order.orderId, gatewayId: 2 }, alice);
    expect(zain.status).toBe(400);
    expect(zain.body.meta.errors[0].messages).toEqual(["PAYMENT_GATEWAY_NOT_AVAILABLE"]);
    const theirs = await post("/api/payment/Pay/Create", { orderId: order.orderId }, bob);
    expect(theirs.status).toBe(404);
    expect((await post("/api/wallet/wallet/ConfirmOrder", { orderId: order.orderId }, bob)).status).toBe(404);
    // Another customer's order and a missing one get the same answer.
    const foreign = await get(`/api/flight-reservation/Submit/VerifyFlightOrder/${order.orderId}`, bob);
    const missing = await get(`/api/flight-reservation/Submit/VerifyFlightOrder/${crypto.randomUUID()}`, bob);
    expect(foreign.status).toBe(404);
    expect(foreign.body.meta).toEqual(missing.body.meta);
    const { paymentId } = (await post("/api/payment/Pay/Create", { orderId: order.orderId }, alice)).body
      .data;
    expect((await get(`/api/payment/Pay/ById?id=${paymentId}`, bob)).status).toBe(404);
    expect((await get(`/api/payment/Pay/ById?id=${crypto.randomUUID()}`, alice)).status).toBe(404);
    expect((await post("/api/payment/Pay/Create", { orderId: order.orderId })).status).toBe(401);
  });

  it("an expired hold cannot be paid", async () => {
    const order = await newOrder(alice);
    await t.infrastructure.database.query(
      "update orders set hold_expires_at = now() - interval '1 minute' where id = $1",
      [order.orderId],
    );
    const r = await post("/api/payment/Pay/Create", { orderId: order.orderId }, alice);
    expect(r.status).toBe(409);
    expect(await orderStatus(order.orderId, alice)).toBe("Rejected");
  });
});

describe("wallet payments", () => {
  it("useWallet with enough balance pays wholly from the wallet, no gateway", async () => {
    const carol = await signUpCustomer(t);
    const order = await newOrder(carol);
    await credit(carol, order.payableAmount + 10);
    const r = await post("/api/payment/Pay/Create", { orderId: order.orderId, useWallet: true }, carol);
    expect(r.status).toBe(200);
    const { paymentId, redirectUrl } = r.body.data;
    expect(redirectUrl).toBe(`/gateway-redirect?paymentId=${paymentId}`);
    const byId = await get(`/api/payment/Pay/ById?id=${paymentId}`, carol);
    expect(byId.body.data).toMatchObject({
      status: "succeeded",
      gatewayCode: "wallet",
      walletAmount: order.payableAmount,
      gatewayAmount: 0,
      orderStatus: "Paid",
    });
    expect(await balance(carol)).toBe(10);
    expect(await paymentMovementsOf(paymentId)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it("useWallet with a short balance takes the wallet part and sends the rest to the gateway; a decline returns it", async () => {
    const dave = await signUpCustomer(t);
    const order = await newOrder(dave);
    await credit(dave, 20);
    const r = await post("/api/payment/Pay/Create", { orderId: order.orderId, useWallet: true }, dave);
    const { paymentId, redirectUrl } = r.body.data;
    expect(redirectUrl).toBe(`/payment/sandbox/${paymentId}`);
    expect(await balance(dave)).toBe(0);
    const pending = (await get(`/api/payment/Pay/ById?id=${paymentId}`, dave)).body.data;
    expect(pending).toMatchObject({ status: "pending", walletAmount: 20 });
    expect(Math.round(pending.gatewayAmount * 100)).toBe(Math.round((order.payableAmount - 20) * 100));
    const page = await t.app.inject({ url: redirectUrl });
    expect(page.body).toContain((order.payableAmount - 20).toFixed(2));

    await t.app.inject({ method: "POST", url: redirectUrl, payload: { decision: "declined" } });
    expect(await balance(dave)).toBe(20);
    expect(await orderStatus(order.orderId, dave)).toBe("PaymentFailed");
    await expectLedgerSound(t);

    // again, approved this time: the whole amount goes from clearing to sales once
    const second = (await post("/api/payment/Pay/Create", { orderId: order.orderId, useWallet: true }, dave))
      .body.data;
    await t.app.inject({ method: "POST", url: second.redirectUrl, payload: { decision: "approved" } });
    expect((await get(`/api/payment/Pay/ById?id=${second.paymentId}`, dave)).body.data).toMatchObject({
      status: "succeeded",
      orderStatus: "Paid",
    });
    expect(await balance(dave)).toBe(0);
    expect((await paymentMovementsOf(second.paymentId)).map((m) => m.reference).sort()).toEqual([
      `payment:${second.paymentId}`,
      `payment:${second.paymentId}:wallet`,
    ]);
    await expectLedgerSound(t);
  });

  it("wallet/ConfirmOrder pays from the wallet, or answers NOT_ENOUGH_WALLET_BALANCE", async () => {
    const erin = await signUpCustomer(t);
    const order = await newOrder(erin);
    const short = await post("/api/wallet/wallet/ConfirmOrder", { orderId: order.orderId }, erin);
    expect(short.status).toBe(400);
    expect(short.body.meta.errors[0].messages).toEqual(["NOT_ENOUGH_WALLET_BALANCE"]);
    expect(await orderStatus(order.orderId, erin)).toBe("Approved");
    await credit(erin, order.payableAmount);
    const paid = await post("/api/wallet/wallet/ConfirmOrder", { orderId: order.orderId }, erin);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: "succeeded", orderStatus: "Paid", gatewayCode: "wallet" });
    expect(await balance(erin)).toBe(0);
    const twice = await post("/api/wallet/wallet/ConfirmOrder", { orderId: order.orderId }, erin);
    expect(twice.status).toBe(409);
    await expectLedgerSound(t);
  });
});

describe("no active gateway", () => {
  it("lists none active and refuses a gateway payment", async () => {
    const db = t.infrastructure.database.db;
    await db.update(paymentGateways).set({ isActive: false }).where(eq(paymentGateways.id, 1));
    try {
      const page = (await get("/api/payment/Gateway/Paged")).body.data;
      expect(page.items.every((g: { isActive: boolean }) => !g.isActive)).toBe(true);
      const order = await newOrder(bob);
      const r = await post("/api/payment/Pay/Create", { orderId: order.orderId }, bob);
      expect(r.status).toBe(400);
      expect(r.body.meta.errors[0].messages).toEqual(["PAYMENT_GATEWAY_NOT_AVAILABLE"]);
    } finally {
      await db.update(paymentGateways).set({ isActive: true }).where(eq(paymentGateways.id, 1));
    }
  });
});

describe("the sandbox gateway switched off (the production default)", () => {
  it("is inactive, cannot be paid with, and its page and callback do not exist", async () => {
    const off = await createTestApp({
      env: { PAYMENT_SANDBOX_ENABLED: "false", JOBS_WORKERS_ENABLED: "false" },
    });
    try {
      const gateways = await off.app.inject({ url: "/api/payment/Gateway/Paged" });
      const items = gateways.json().data.items as { code: string; isActive: boolean }[];
      expect(items.find((g) => g.code === "sandbox")?.isActive).toBe(false);
      expect(items.some((g) => g.isActive)).toBe(false); // the web then shows NO_ACTIVE_PAYMENT_GATEWAY

      const carol = await signUpCustomer(off);
      const order = await reservedOrder(off, carol, await searchCharter(off));
      const pay = await off.app.inject({
        method: "POST",
        url: "/api/payment/Pay/Create",
        headers: carol.headers,
        payload: { orderId: order.orderId, gatewayId: 1 },
      });
      expect(pay.statusCode).toBe(400);
      expect(pay.json().meta.errors[0].messages).toEqual(["PAYMENT_GATEWAY_NOT_AVAILABLE"]);
      expect((await off.app.inject({ url: `/payment/sandbox/${crypto.randomUUID()}` })).statusCode).toBe(404);
      const callback = await off.app.inject({
        method: "POST",
        url: "/api/payment/Callback/sandbox",
        payload: {
          paymentId: crypto.randomUUID(),
          reference: "x",
          status: "approved",
          amountCents: 1,
          signature: "00",
        },
      });
      expect(callback.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
