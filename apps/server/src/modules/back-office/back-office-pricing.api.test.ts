/**
 * The back office's money settings (issue 13): markup rules change what customers' searches ask,
 * vouchers are made with their limits and switched off, payment gateways are offered or withdrawn;
 * each change in the audit log; each rule of the forms by its key.
 */
import { adultUnitPrice } from "@safar/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservedOrder, searchCharter } from "../../test/bookings";
import { signUpCustomer } from "../../test/customers";
import { baghdadDay, findProposal, search } from "../../test/inventory";
import { newOperator, operatorCookie, siteCall } from "../../test/operators";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let finance: string;
let content: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_SIGN_INS_PER_IP: "1000" } });
  finance = await operatorCookie(t, await newOperator(t, "finance"));
  content = await operatorCookie(t, await newOperator(t, "content"));
  admin = await operatorCookie(t, await newOperator(t, "admin"));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
  siteCall(t, method, url, { cookie }, payload);
const errorsOf = (r: { body: { meta: { errors: { key: string; messages: string[] }[] } } }) =>
  Object.fromEntries(r.body.meta.errors.map((e) => [e.key, e.messages]));
const auditOf = async (action: string) =>
  (await call("GET", `/api/back-office/audit?action=${action}`, admin)).body.data.items;

describe("markup rules", () => {
  it("a route's rule prices customers' searches at once; switched off, the price comes back", async () => {
    const days = 23;
    const { proposal } = await searchCharter(t, days);
    const flightNumber = proposal.flightGroups[0]?.flightNumber;
    const priceNow = async () => {
      const found = await search(t, {
        adults: 1,
        origin: "NJF",
        destination: "IKA",
        departureDates: [baghdadDay(days)],
      });
      const same = findProposal(found, { flightNumber });
      if (!same) throw new Error(`charter ${flightNumber} missing from the search`);
      return adultUnitPrice(same);
    };
    const before = await priceNow();

    const rule = {
      flightScope: 1,
      origin: "njf",
      destination: "IKA",
      percent: 50,
      fixedAmount: 0,
      priority: 100,
      note: "Arbaeen week",
    };
    const made = await call("POST", "/api/back-office/markup-rules", finance, rule);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ origin: "NJF", destination: "IKA", percent: 50, isActive: true });
    const raised = await priceNow();
    expect(raised).toBeGreaterThan(before * 1.3);

    const off = await call("POST", `/api/back-office/markup-rules/${made.body.data.id}`, finance, {
      ...rule,
      isActive: false,
    });
    expect(off.body.data.isActive).toBe(false);
    expect(await priceNow()).toBe(before);

    const listed = await call("GET", "/api/back-office/markup-rules", finance);
    expect(listed.body.data.items.find((r: { id: string }) => r.id === made.body.data.id)).toMatchObject({
      isActive: false,
      note: "Arbaeen week",
    });
    const audit = await auditOf("markup-rule.update");
    expect(audit[0]).toMatchObject({
      role: "finance",
      objectId: made.body.data.id,
      before: expect.objectContaining({ isActive: true }),
      after: expect.objectContaining({ isActive: false }),
    });
  });

  it("each rule of the form by its key; an unknown rule is 404", async () => {
    const bad = async (body: object) =>
      errorsOf(await call("POST", "/api/back-office/markup-rules", finance, body));
    expect(await bad({})).toEqual({ percent: ["MARKUP_IS_EMPTY"] });
    expect(await bad({ percent: 100.5 })).toEqual({ percent: ["MARKUP_PERCENT_IS_INVALID"] });
    expect(await bad({ percent: 1.2345 })).toEqual({ percent: ["MARKUP_PERCENT_IS_INVALID"] });
    expect(await bad({ fixedAmount: 1.005 })).toEqual({ fixedAmount: ["MARKUP_AMOUNT_IS_INVALID"] });
    expect(await bad({ percent: 1, origin: "BAGH" })).toEqual({ origin: ["MARKUP_AIRPORT_IS_INVALID"] });
    expect(await bad({ percent: 1, origin: "BGW", destination: "bgw" })).toEqual({
      destination: ["MARKUP_AIRPORT_IS_INVALID"],
    });
    expect(await bad({ percent: 1, airlineCode: "IAX" })).toEqual({
      airlineCode: ["MARKUP_AIRLINE_IS_INVALID"],
    });
    expect(await bad({ percent: 1, flightScope: 3 })).toEqual({ flightScope: ["MARKUP_SCOPE_IS_INVALID"] });
    expect(await bad({ percent: 1, priority: 1.5 })).toEqual({ priority: ["MARKUP_PRIORITY_IS_INVALID"] });
    const missing = await call(
      "POST",
      "/api/back-office/markup-rules/00000000-0000-4000-8000-0000000000aa",
      finance,
      {
        percent: 1,
      },
    );
    expect([missing.status, missing.body.meta.errors[0].messages]).toEqual([404, ["MARKUP_RULE_NOT_FOUND"]]);
    // content may make vouchers, not markups
    expect((await call("POST", "/api/back-office/markup-rules", content, { percent: 1 })).status).toBe(403);
  });
});

describe("vouchers", () => {
  const code = () => `BO-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
  const apply = (who: { headers: Record<string, string> }, orderId: string, voucher: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/orders/Order/ApplyDiscountVoucher",
      headers: who.headers,
      payload: { orderId, code: voucher, discountVoucherProviderExtraData: null },
    });

  it("content makes one; a customer's order uses it (usage counted); switched off, no new order may", async () => {
    const voucher = code();
    const ends = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const made = await call("POST", "/api/back-office/vouchers", content, {
      code: voucher.toLowerCase(),
      kind: "fixed",
      amount: 5,
      minimumOrder: 10,
      expiresAt: ends,
      perCustomerLimit: 1,
      totalLimit: 100,
      description: "Welcome back",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      code: voucher,
      kind: "fixed",
      amount: 5,
      usedCount: 0,
      isActive: true,
    });

    const found = await searchCharter(t, 24);
    const alice = await signUpCustomer(t);
    const order = await reservedOrder(t, alice, found);
    const applied = await apply(alice, order.orderId, voucher);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.discountAmount).toBe(5);
    const page = await call("GET", "/api/back-office/vouchers?pageSize=100", content);
    expect(page.body.data.items.find((v: { code: string }) => v.code === voucher).usedCount).toBe(1);

    const off = await call("POST", `/api/back-office/vouchers/${made.body.data.id}/active`, content, {
      isActive: false,
    });
    expect(off.body.data.isActive).toBe(false);
    const bob = await signUpCustomer(t);
    const other = await reservedOrder(t, bob, found);
    const refused = await apply(bob, other.orderId, voucher);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().meta.errors[0].messages).toEqual(["VOUCHER_NOT_FOUND"]);
    expect((await auditOf("voucher.off"))[0]).toMatchObject({ role: "content", objectId: made.body.data.id });
  });

  it("each rule of the form by its key; a code twice is 409", async () => {
    const bad = async (body: object) =>
      errorsOf(await call("POST", "/api/back-office/vouchers", finance, body));
    expect(await bad({ code: "x", kind: "fixed", amount: 1 })).toEqual({ code: ["VOUCHER_CODE_IS_INVALID"] });
    expect(await bad({ code: code(), kind: "gift" })).toEqual({ kind: ["VOUCHER_KIND_IS_INVALID"] });
    expect(await bad({ code: code(), kind: "percent" })).toEqual({ percent: ["VOUCHER_PERCENT_IS_INVALID"] });
    expect(await bad({ code: code(), kind: "percent", percent: 101 })).toEqual({
      percent: ["VOUCHER_PERCENT_IS_INVALID"],
    });
    expect(await bad({ code: code(), kind: "fixed" })).toEqual({ amount: ["VOUCHER_AMOUNT_IS_INVALID"] });
    expect(await bad({ code: code(), kind: "fixed", amount: 1, totalLimit: 0 })).toEqual({
      totalLimit: ["VOUCHER_LIMIT_IS_INVALID"],
    });
    expect(
      await bad({
        code: code(),
        kind: "fixed",
        amount: 1,
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    ).toEqual({ expiresAt: ["VOUCHER_EXPIRY_IS_INVALID"] });
    const voucher = code();
    const body = { code: voucher, kind: "percent", percent: 10, maxDiscount: 20 };
    expect((await call("POST", "/api/back-office/vouchers", finance, body)).status).toBe(200);
    const twice = await call("POST", "/api/back-office/vouchers", finance, body);
    expect([twice.status, twice.body.meta.errors[0].messages]).toEqual([409, ["VOUCHER_CODE_EXISTS"]]);
  });
});

describe("payment gateways", () => {
  const offered = async () =>
    (await t.app.inject({ url: "/api/payment/Gateway/Paged" }))
      .json()
      .data.items.filter((g: { isActive: boolean }) => g.isActive)
      .map((g: { code: string }) => g.code);

  it("finance withdraws the sandbox and offers it again; an unconfigured gateway cannot be offered", async () => {
    const list = (await call("GET", "/api/back-office/payment-gateways", finance)).body.data.items;
    const sandbox = list.find((g: { code: string }) => g.code === "sandbox");
    const zaincash = list.find((g: { code: string }) => g.code === "zaincash");
    expect(sandbox).toMatchObject({ isActive: true, configured: true });
    expect(zaincash).toMatchObject({ isActive: false, configured: false });
    expect(await offered()).toContain("sandbox");

    const off = await call("POST", `/api/back-office/payment-gateways/${sandbox.id}`, finance, {
      isActive: false,
      sort: 5,
    });
    expect(off.body.data).toMatchObject({ isActive: false, sort: 5 });
    expect(await offered()).not.toContain("sandbox");
    const on = await call("POST", `/api/back-office/payment-gateways/${sandbox.id}`, finance, {
      isActive: true,
      sort: 1,
    });
    expect(on.body.data).toMatchObject({ isActive: true, sort: 1 });
    expect(await offered()).toContain("sandbox");

    const unconfigured = await call("POST", `/api/back-office/payment-gateways/${zaincash.id}`, finance, {
      isActive: true,
      sort: 2,
    });
    expect([unconfigured.status, unconfigured.body.meta.errors[0].messages]).toEqual([
      409,
      ["GATEWAY_NOT_CONFIGURED"],
    ]);
    const missing = await call("POST", "/api/back-office/payment-gateways/999", finance, {
      isActive: false,
      sort: 0,
    });
    expect(missing.status).toBe(404);
    expect((await auditOf("payment-gateway.update")).length).toBeGreaterThanOrEqual(2);
  });
});
