import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservedOrder, sandboxDecision, searchCharter } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { apiCalls, expectLedgerSound, paymentMovements } from "../../test/ledger";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Wallet top-up (spec §5, §9: at least 50 USD) through Pay/Create with an amount and no order. */
const SECRET = "top-up-test-secret-0123456789abcdef0123456789";
let t: TestApp;
const { post, get } = apiCalls(() => t);

const sign = (p: { paymentId: string; reference: string; status: string; amountCents: number }) =>
  createHmac("sha256", SECRET)
    .update([p.paymentId, p.reference, p.status, String(p.amountCents)].join("|"))
    .digest("hex");
const balance = async (who: TestCustomer) =>
  (await get("/api/wallet/wallet/CurrentUserBalance?type=Cache", who)).body.data.balance as number;
const topUp = (who: TestCustomer, body: Record<string, unknown>) =>
  post("/api/payment/Pay/Create", { gatewayId: 1, walletType: "Cache", isMobile: true, ...body }, who);
const decide = (paymentId: string, decision: "approved" | "declined") =>
  sandboxDecision(t, paymentId, decision);
async function signedCallback(paymentId: string, status: "approved" | "declined") {
  const [row] = await t.infrastructure.database.query<{ gateway_reference: string; gateway_cents: string }>(
    "select gateway_reference, gateway_cents from payments where id = $1",
    [paymentId],
  );
  const payload = {
    paymentId,
    reference: row?.gateway_reference as string,
    status,
    amountCents: Number(row?.gateway_cents),
  };
  return { ...payload, signature: sign(payload) };
}
const topUpFlows = async (who: TestCustomer) =>
  (await get("/api/wallet/WalletFlows/GetCurrentUserWalletFlows?reason=TopUp", who)).body.data as {
    items: { type: string; reason: string; amount: number }[];
    total: number;
  };

beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENT_SANDBOX_SECRET: SECRET, JOBS_WORKERS_ENABLED: "false" } });
});
afterAll(async () => {
  await t?.close();
});

describe("wallet top-up: Pay/Create with an amount", () => {
  it("refuses an amount below the 50 USD minimum, the wallet paying it, and an order and amount together", async () => {
    const customer = await signUpCustomer(t);
    for (const amount of [49.99, 0, -50, 10]) {
      const below = await topUp(customer, { amount });
      expect(below.status, String(amount)).toBe(400);
      expect(below.body.meta.errors).toEqual([{ key: "amount", messages: ["WALLET_TOP_UP_BELOW_MINIMUM"] }]);
    }
    const fraction = await topUp(customer, { amount: 50.001 });
    expect(fraction.body.meta.errors).toEqual([{ key: "amount", messages: ["AMOUNT_IS_INVALID"] }]);
    const fromWallet = await topUp(customer, { amount: 60, useWallet: true });
    expect(fromWallet.status).toBe(400);
    expect(fromWallet.body.meta.errors).toEqual([
      { key: "useWallet", messages: ["WALLET_TOP_UP_NOT_FROM_WALLET"] },
    ]);
    const neither = await topUp(customer, {});
    expect(neither.status).toBe(400);
    expect(neither.body.meta.errors).toEqual([{ key: "amount", messages: ["PAYMENT_PURPOSE_IS_INVALID"] }]);
    const both = await topUp(customer, { amount: 60, orderId: crypto.randomUUID() });
    expect(both.body.meta.errors).toEqual([{ key: "orderId", messages: ["PAYMENT_PURPOSE_IS_INVALID"] }]);
    // an inactive gateway (ZainCash is not configured here) cannot take it
    const inactive = await topUp(customer, { amount: 60, gatewayId: 2 });
    expect(inactive.status).toBe(400);
    expect(inactive.body.meta.errors[0].messages).toEqual(["PAYMENT_GATEWAY_NOT_AVAILABLE"]);
    // auth comes before validation
    expect((await topUp({ ...customer, headers: { authorization: "" } }, { amount: 1 })).status).toBe(401);
    const rows = await t.infrastructure.database.query("select id from payments where user_id = $1", [
      customer.userId,
    ]);
    expect(rows).toHaveLength(0);
    expect(await balance(customer)).toBe(0);
  });

  it("50 USD on the sandbox page, approved: credited once, however often the callback and Pay/ById come", async () => {
    const customer = await signUpCustomer(t);
    const created = await topUp(customer, { amount: 50 });
    expect(created.status).toBe(200);
    const { paymentId, redirectUrl } = created.body.data;
    expect(redirectUrl).toBe(`/payment/sandbox/${paymentId}`);

    const pending = (await get(`/api/payment/Pay/ById?id=${paymentId}`, customer)).body.data;
    expect(pending).toMatchObject({
      paymentId,
      purpose: "WalletTopUp",
      orderId: null,
      orderStatus: null,
      status: "pending",
      amount: 50,
      walletAmount: 0,
      gatewayAmount: 50,
    });
    const page = await t.app.inject({ url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("50.00 USD");
    expect(await balance(customer)).toBe(0);

    const bank = await decide(paymentId, "approved");
    expect(bank.statusCode).toBe(303);
    expect(bank.headers.location).toBe(`/gateway-redirect?paymentId=${paymentId}`);
    expect(await balance(customer)).toBe(50);

    // the gateway delivers the callback again and again; the customer reloads the result page
    const callback = await signedCallback(paymentId, "approved");
    for (let i = 0; i < 5; i++) {
      const again = await post("/api/payment/Callback/sandbox", callback);
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ status: "succeeded", purpose: "WalletTopUp" });
      expect((await get(`/api/payment/Pay/ById?id=${paymentId}`, customer)).body.data.status).toBe(
        "succeeded",
      );
      expect((await decide(paymentId, "approved")).statusCode).toBe(303);
    }
    expect(await balance(customer)).toBe(50);
    const movements = await paymentMovements(t, paymentId);
    expect(movements.map((m) => [m.reference, m.reason])).toEqual([[`payment:${paymentId}`, "TopUp"]]);
    const flows = await topUpFlows(customer);
    expect(flows.total).toBe(1);
    expect(flows.items[0]).toMatchObject({ type: "Credit", reason: "TopUp", amount: 50 });
    await expectLedgerSound(t);
  });

  it("a pending top-up is settled by Pay/ById asking the sandbox bank again (the callback lost), once", async () => {
    const customer = await signUpCustomer(t);
    const { paymentId } = (await topUp(customer, { amount: 75.5 })).body.data;
    const callback = await signedCallback(paymentId, "approved");
    // the bank recorded the approval but its callback never arrived
    await t.infrastructure.database.query(
      "insert into sandbox_bank_payments (reference, payment_id, amount_cents, decision) values ($1, $2, $3, 'approved')",
      [callback.reference, paymentId, callback.amountCents],
    );
    for (let i = 0; i < 5; i++) {
      const byId = await get(`/api/payment/Pay/ById?id=${paymentId}`, customer);
      expect(byId.body.data.status).toBe("succeeded");
    }
    expect((await post("/api/payment/Callback/sandbox", callback)).status).toBe(200);
    expect(await balance(customer)).toBe(75.5);
    expect(await paymentMovements(t, paymentId)).toHaveLength(1);
  });

  it("declined: nothing is credited, and a later approve on the same page cannot flip it", async () => {
    const customer = await signUpCustomer(t);
    await post("/api/dev/wallet/credit", { userId: customer.userId, amount: 5 });
    const { paymentId } = (await topUp(customer, { amount: 100 })).body.data;
    expect((await decide(paymentId, "declined")).statusCode).toBe(303);
    const byId = (await get(`/api/payment/Pay/ById?id=${paymentId}`, customer)).body.data;
    expect(byId).toMatchObject({ status: "failed", purpose: "WalletTopUp", message: "PAYMENT_FAILED" });
    await decide(paymentId, "approved");
    const replay = await post("/api/payment/Callback/sandbox", await signedCallback(paymentId, "declined"));
    expect(replay.body.data.status).toBe("failed");
    expect(await balance(customer)).toBe(5);
    expect(await paymentMovements(t, paymentId)).toHaveLength(0);
    expect((await topUpFlows(customer)).total).toBe(0);
    await expectLedgerSound(t);
  });

  it("another customer's top-up payment answers 404 and is not settled by them", async () => {
    const owner = await signUpCustomer(t);
    const stranger = await signUpCustomer(t);
    const { paymentId } = (await topUp(owner, { amount: 50 })).body.data;
    const foreign = await get(`/api/payment/Pay/ById?id=${paymentId}`, stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toBeNull();
    expect(foreign.body.meta.errors[0].messages).toEqual(["PAYMENT_NOT_FOUND"]);
    // an order's verification does not reach a top-up either
    const verify = await get(`/api/flight-reservation/Submit/VerifyFlightOrder/${paymentId}`, owner);
    expect(verify.status).toBe(404);
    await decide(paymentId, "approved");
    expect(await balance(owner)).toBe(50);
    expect(await balance(stranger)).toBe(0);
    expect((await get(`/api/payment/Pay/ById?id=${paymentId}`, stranger)).status).toBe(404);
  });

  it("leaves orders as they were: an order's payment still pays the order and credits no wallet", async () => {
    const customer = await signUpCustomer(t);
    const order = await reservedOrder(t, customer, await searchCharter(t));
    const { paymentId } = (await post("/api/payment/Pay/Create", { orderId: order.orderId }, customer)).body
      .data;
    await decide(paymentId, "approved");
    const byId = (await get(`/api/payment/Pay/ById?id=${paymentId}`, customer)).body.data;
    expect(byId).toMatchObject({ purpose: "Order", orderId: order.orderId, status: "succeeded" });
    expect(byId.orderStatus).toBeTruthy();
    expect(await balance(customer)).toBe(0);
    const movements = await paymentMovements(t, paymentId);
    expect(movements.map((m) => m.reason)).toEqual(["OrderPayment"]);
  });

  it("the database refuses a top-up row with an order or a wallet part, and an order payment without an order", async () => {
    const customer = await signUpCustomer(t);
    const insert = (purpose: string, orderId: string | null, walletCents: number) =>
      t.infrastructure.database.query(
        `insert into payments (purpose, order_id, user_id, gateway_code, status, amount_cents, wallet_cents, gateway_cents, redirect_url)
         values ($1, $2, $3, 'sandbox', 'pending', 5000, $4, $5, '/x')`,
        [purpose, orderId, customer.userId, walletCents, 5000 - walletCents],
      );
    await expect(insert("order", null, 0)).rejects.toThrow(/payments_purpose_ck/);
    await expect(insert("wallet_top_up", null, 100)).rejects.toThrow(/payments_purpose_ck/);
    await expect(insert("gift", null, 0)).rejects.toThrow(/payments_purpose_ck/);
    await expect(insert("wallet_top_up", null, 0)).resolves.toBeDefined();
  });
});
