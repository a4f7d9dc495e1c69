/**
 * An order keeps the rate it was paid at (issue 12): Pay/Create and wallet ConfirmOrder carry the
 * display currency the customer saw the price in; the payment records that currency's rate when it
 * starts, and the order keeps it once paid, whatever the rate does afterwards.
 */
import type { AvailableResponse, FlightProposal, UiCurrency } from "@safar/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservedOrder, sandboxDecision, searchCharter } from "../../test/bookings";
import { signUpCustomer } from "../../test/customers";
import { apiCalls } from "../../test/ledger";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const { post, get } = apiCalls(() => t);
let found: { search: AvailableResponse; proposal: FlightProposal };

async function rateOf(code: string): Promise<number> {
  const currencies = (await get("/api/pricing/CurrencyRate/GetUICurrencyCodes")).body.data as UiCurrency[];
  const currency = currencies.find((c) => c.currencyCode === code);
  if (!currency) throw new Error(`no ${code} rate`);
  return currency.exchangeRate;
}
async function setRate(code: string, rate: number) {
  await t.infrastructure.database.query("update currency_rates set exchange_rate = $1 where code = $2", [
    String(rate),
    code,
  ]);
  expect(await rateOf(code)).toBe(rate);
}
async function approveAtSandbox(paymentId: string) {
  expect((await sandboxDecision(t, paymentId, "approved")).statusCode).toBe(303);
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKERS_ENABLED: "false" } });
  found = await searchCharter(t);
});
afterAll(async () => {
  await t?.close();
});

describe("the rate an order was paid at", () => {
  it("is the display currency's rate when the payment started, kept after the rate moves", async () => {
    const alice = await signUpCustomer(t);
    const order = await reservedOrder(t, alice, found);
    const details = () => get(`/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`, alice);
    expect((await details()).body.data.paidCurrency).toBeNull();

    const rateAtStart = await rateOf("IQD");
    const created = await post(
      "/api/payment/Pay/Create",
      { orderId: order.orderId, gatewayId: 1, isMobile: false, currencyCode: "IQD" },
      alice,
    );
    expect(created.status, JSON.stringify(created.body.meta)).toBe(200);
    // the rate moves while the customer is at the gateway: the payment keeps the one it started at
    await setRate("IQD", rateAtStart + 190);
    expect((await details()).body.data.paidCurrency).toBeNull();
    await approveAtSandbox(created.body.data.paymentId);

    const paid = (await details()).body.data;
    expect(paid.status).toBe("Paid");
    expect(paid.paidCurrency).toEqual({ currencyCode: "IQD", exchangeRate: rateAtStart });

    // and later moves change nothing, in the detail or the list
    await setRate("IQD", rateAtStart + 500);
    expect((await details()).body.data.paidCurrency).toEqual({
      currencyCode: "IQD",
      exchangeRate: rateAtStart,
    });
    const list = await post("/api/orders/Order/GetCurrentUserOrders", { page: 1, pageSize: 10 }, alice);
    const listed = list.body.data.items.find((o: { orderId: string }) => o.orderId === order.orderId);
    expect(listed.paidCurrency).toEqual({ currencyCode: "IQD", exchangeRate: rateAtStart });
  });

  it("wallet ConfirmOrder keeps the currency it was confirmed in; without one it is USD at 1", async () => {
    const bob = await signUpCustomer(t);
    const inAed = await reservedOrder(t, bob, found);
    const inUsd = await reservedOrder(t, bob, found);
    await post(
      "/api/dev/wallet/credit",
      { userId: bob.userId, amount: Math.round((inAed.payableAmount + inUsd.payableAmount) * 100) / 100 },
      undefined,
    );
    const aedRate = await rateOf("AED");
    const aed = await post(
      "/api/wallet/wallet/ConfirmOrder",
      { orderId: inAed.orderId, currencyCode: "AED" },
      bob,
    );
    expect(aed.status, JSON.stringify(aed.body.meta)).toBe(200);
    const usd = await post("/api/wallet/wallet/ConfirmOrder", { orderId: inUsd.orderId }, bob);
    expect(usd.status, JSON.stringify(usd.body.meta)).toBe(200);

    const paidIn = async (orderId: string) =>
      (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${orderId}`, bob)).body.data.paidCurrency;
    expect(await paidIn(inAed.orderId)).toEqual({ currencyCode: "AED", exchangeRate: aedRate });
    expect(await paidIn(inUsd.orderId)).toEqual({ currencyCode: "USD", exchangeRate: 1 });
  });

  it("refuses a currency that is not a display currency, and changes nothing", async () => {
    const carol = await signUpCustomer(t);
    const order = await reservedOrder(t, carol, found);
    const refused = await post(
      "/api/payment/Pay/Create",
      { orderId: order.orderId, gatewayId: 1, currencyCode: "EUR" },
      carol,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.meta.errors[0].key).toBe("currencyCode");
    const after = await get(`/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`, carol);
    expect(after.body.data).toMatchObject({ status: "Approved", paidCurrency: null });
  });
});
