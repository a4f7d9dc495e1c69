import {
  type AvailableResponse,
  calendarDateIn,
  type FlightOrderItem,
  type FlightProposal,
  type OrderDetail,
} from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { charterFlights, discountVouchers, orders } from "../../db/schema";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { proposalFor, searchOwnCharter } from "../../test/inventory";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
let search: AvailableResponse;
let charter: FlightProposal;
let network: FlightProposal;

const day = (n: number) => addDays(calendarDateIn(new Date()) as string, n);
const adult = (n = 0) => ({
  firstName: "Ali",
  lastName: `Hassan${"x".repeat(n)}`,
  genderTitle: "Male",
  birthDate: "1990-01-01",
  nationalityCountry: 3415,
  passportIssuingCountry: 3415,
  passportType: "IraqPassport",
  passportNumber: `A123456${n}`,
  passportExpirationDate: "2036-01-01",
  type: 1,
});
const contact = { phoneNumber: "07801234567", email: "ali@example.com" };
let keySeq = 0;
const newKey = () => `test-key-${process.pid}-${keySeq++}`;

async function post(url: string, payload: object, who: TestCustomer, headers: Record<string, string> = {}) {
  const r = await t.app.inject({ method: "POST", url, payload, headers: { ...who.headers, ...headers } });
  return { status: r.statusCode, body: r.json() };
}
const submit = (proposal: FlightProposal, who: TestCustomer, extra: object = {}, key = newKey()) =>
  post(
    "/api/flight-reservation/Submit/SubmitFlightOrder",
    {
      requestId: search.requestId,
      proposalId: proposal.proposalId,
      contact,
      passengers: [adult()],
      productChannel: 1,
      ...extra,
    },
    who,
    { "idempotency-key": key },
  );
const reserve = (orderId: string, who: TestCustomer) =>
  post("/api/flight-reservation/Reserve/ReserveFlightOrder", { orderId }, who);
const faults = (list: string[]) =>
  t.app.inject({ method: "POST", url: "/api/dev/catalog/faults", payload: { faults: list } });
const seatsOf = async (flightId: string) => {
  const [row] = await t.infrastructure.database.db
    .select({
      held: charterFlights.seatsHeld,
      sold: charterFlights.seatsSold,
      total: charterFlights.seatsTotal,
    })
    .from(charterFlights)
    .where(eq(charterFlights.id, flightId));
  return row;
};
async function newOrder(who: TestCustomer, proposal = charter): Promise<OrderDetail> {
  const r = await submit(proposal, who);
  expect(r.status).toBe(200);
  return r.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpCustomer(t);
  bob = await signUpCustomer(t);
  // A charter of the test's own (the demo seed sells some days out) and a scheduled flight with seats.
  const own = await searchOwnCharter(t, { origin: "NJF", destination: "IKA", date: day(10) }, 50);
  search = own.search;
  charter = own.proposal;
  network = proposalFor(search, { charter: false });
});
afterAll(async () => {
  await t?.close();
});

describe("SubmitFlightOrder", () => {
  it("creates a Submitted order with numbers, snapshot, passengers and the re-priced total", async () => {
    const r = await submit(charter, alice);
    expect(r.status).toBe(200);
    const order: OrderDetail = r.body.data;
    expect(order).toMatchObject({
      status: "Submitted",
      type: "InternationalFlight",
      totalAmount: charter.totalPrice,
      payableAmount: charter.totalPrice,
      discountAmount: 0,
      productChannel: 1,
      refundStatus: "None",
      contact: { phoneNumber: "07801234567", email: "ali@example.com" },
    });
    expect(order.orderNumber).toMatch(/^\d{6,}$/);
    expect(order.trackingNumber).toMatch(/^[A-Z0-9]{10}$/);
    expect(order.flightOrder?.proposal.proposalId).toBe(charter.proposalId);
    expect(order.flightOrder?.flightPassengers[0]).toMatchObject({ passportNumber: "A1234560", type: 1 });
  });

  it("is idempotent: the same key (header or body) gives the same order; a second tab cannot double it", async () => {
    const key = newKey();
    const [a, b] = await Promise.all([submit(charter, alice, {}, key), submit(charter, alice, {}, key)]);
    expect(a.body.data.orderId).toBe(b.body.data.orderId);
    const body = await post(
      "/api/flight-reservation/Submit/SubmitFlightOrder",
      {
        requestId: search.requestId,
        proposalId: charter.proposalId,
        contact,
        passengers: [adult()],
        idempotencyKey: key,
      },
      alice,
    );
    expect(body.body.data.orderId).toBe(a.body.data.orderId);
    const rows = await t.infrastructure.database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it("the same key with another request is refused; another customer's same key is their own", async () => {
    const key = newKey();
    await submit(charter, alice, {}, key);
    const other = await submit(charter, alice, { passengers: [adult(1)] }, key);
    expect(other.status).toBe(409);
    expect(other.body.meta.errors[0].messages).toEqual(["IDEMPOTENCY_KEY_REUSED"]);
    const bobs = await submit(charter, bob, {}, key);
    expect(bobs.status).toBe(200);
  });

  it("needs an idempotency key", async () => {
    const r = await post(
      "/api/flight-reservation/Submit/SubmitFlightOrder",
      { requestId: search.requestId, proposalId: charter.proposalId, contact, passengers: [adult()] },
      alice,
    );
    expect(r.status).toBe(400);
    expect(r.body.meta.errors).toContainEqual({
      key: "idempotencyKey",
      messages: ["IDEMPOTENCY_KEY_IS_INVALID"],
    });
  });

  it("validates passengers with the route's form and checks the counts searched", async () => {
    const bad = await submit(charter, alice, { passengers: [{ ...adult(), passportNumber: "" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.meta.errors).toContainEqual({
      key: "passengers[0].passportNumber",
      messages: ["PL_ENTER_YOUR_PASSPORT_NO"],
    });
    const child = await submit(charter, alice, {
      passengers: [{ ...adult(), birthDate: day(-5 * 365), type: 2 }],
    });
    expect(child.status).toBe(400);
    expect(child.body.meta.errors).toContainEqual({
      key: "passengers",
      messages: ["PASSENGER_COUNT_MISMATCH"],
    });
    const two = await submit(charter, alice, { passengers: [adult(), adult(1)] });
    expect(two.body.meta.errors).toContainEqual({
      key: "passengers",
      messages: ["PASSENGER_COUNT_MISMATCH"],
    });
  });

  it("a changed price answers 409 PRICE_CHANGED; resubmitting with acceptedTotalPrice creates the order", async () => {
    await faults(["price-change"]);
    try {
      const key = newKey();
      const changed = await submit(network, alice, {}, key);
      expect(changed.status).toBe(409);
      expect(changed.body.meta.errors[0].messages).toEqual(["PRICE_CHANGED"]);
      const { oldTotalPrice, newTotalPrice } = changed.body.data;
      expect(oldTotalPrice).toBe(network.totalPrice);
      expect(newTotalPrice).toBeGreaterThan(oldTotalPrice);
      const accepted = await submit(network, alice, { acceptedTotalPrice: newTotalPrice }, key);
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.totalAmount).toBe(newTotalPrice);
    } finally {
      await faults([]);
    }
  });

  it("a sold-out flight answers 409 FLIGHT_NOT_FOUND", async () => {
    await faults(["sold-out"]);
    try {
      const r = await submit(network, alice);
      expect(r.status).toBe(409);
      expect(r.body.meta.errors[0].messages).toEqual(["FLIGHT_NOT_FOUND"]);
    } finally {
      await faults([]);
    }
  });
});

describe("ReserveFlightOrder", () => {
  it("holds the charter seats in the order's transaction; idempotent; 404 for another customer", async () => {
    const order = await newOrder(alice);
    const flightId = (
      await t.infrastructure.database.db.select().from(orders).where(eq(orders.id, order.orderId))
    )[0]?.item as FlightOrderItem<{ ref: string }>;
    const supplierOffers = flightId.supplierOffers;
    const ref = supplierOffers[0]?.offer.ref as string;
    const before = await seatsOf(ref);
    const forbidden = await reserve(order.orderId, bob);
    expect(forbidden.status).toBe(404);
    const [a, b] = await Promise.all([reserve(order.orderId, alice), reserve(order.orderId, alice)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.status).toBe("Approved");
    expect(a.body.data.holdExpiresAt).toBe(b.body.data.holdExpiresAt);
    const minutes = (Date.parse(a.body.data.holdExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await seatsOf(ref))?.held).toBe((before?.held ?? 0) + 1);
    const unknown = await reserve("00000000-0000-4000-8000-000000000000", alice);
    expect(unknown.status).toBe(404);
  });

  it("a search right after a hold shows the seats it took (kept charter searches are forgotten)", async () => {
    const date = day(16);
    const { proposal, flightNumber } = await searchOwnCharter(
      t,
      { origin: "BGW", destination: "BSR", date },
      5,
    );
    expect(proposal.seat).toBe(5);
    const again = async () =>
      proposalFor(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/flight-catalog/FlightCatalog/Available",
            payload: { origin: "BGW", destination: "BSR", departureDates: [date], adults: 1 },
          })
        ).json().data,
        { flightNumber },
      );
    const found = await again();
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/flight-reservation/Submit/SubmitFlightOrder",
      headers: { ...alice.headers, "idempotency-key": newKey() },
      payload: {
        requestId: found.requestId,
        proposalId: found.proposalId,
        contact,
        passengers: [adult()],
        productChannel: 1,
      },
    });
    expect(submitted.statusCode).toBe(200);
    expect((await reserve(submitted.json().data.orderId, alice)).status).toBe(200);
    expect((await again()).seat).toBe(4);
  });

  it("an expired hold gives its seats back: the sweep rejects the order (HoldExpired)", async () => {
    const order = await newOrder(alice);
    await reserve(order.orderId, alice);
    const [row] = await t.infrastructure.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.orderId));
    const ref = ((row?.item as FlightOrderItem<{ ref: string }> | undefined)?.supplierOffers ?? [])[0]?.offer
      .ref as string;
    const held = (await seatsOf(ref))?.held ?? 0;
    await t.infrastructure.database.db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.orderId));
    // Read lazily: the details call runs the sweep for this customer.
    const r = await t.app.inject({
      url: `/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`,
      headers: alice.headers,
    });
    expect(r.json().data.status).toBe("Rejected");
    expect((await seatsOf(ref))?.held).toBe(held - 1);
    const again = await reserve(order.orderId, alice);
    expect(again.status).toBe(409);
  });

  it("reserving an order whose hold ran out answers ORDER_HOLD_EXPIRED", async () => {
    const order = await newOrder(alice);
    await reserve(order.orderId, alice);
    await t.infrastructure.database.db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.orderId));
    const r = await reserve(order.orderId, alice);
    expect(r.status).toBe(409);
    expect(r.body.meta.errors[0].messages).toEqual(["ORDER_HOLD_EXPIRED"]);
  });

  it("a charter with too few seats left: 409 FLIGHT_SOLD_OUT and the order Rejected", async () => {
    const order = await newOrder(bob);
    const [row] = await t.infrastructure.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.orderId));
    const ref = ((row?.item as FlightOrderItem<{ ref: string }> | undefined)?.supplierOffers ?? [])[0]?.offer
      .ref as string;
    const saved = await seatsOf(ref);
    await t.infrastructure.database.db
      .update(charterFlights)
      .set({ seatsSold: sql`${charterFlights.seatsTotal} - ${charterFlights.seatsHeld}` })
      .where(eq(charterFlights.id, ref));
    const r = await reserve(order.orderId, bob);
    expect(r.status).toBe(409);
    expect(r.body.meta.errors[0].messages).toEqual(["FLIGHT_SOLD_OUT"]);
    const detail = await t.app.inject({
      url: `/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`,
      headers: bob.headers,
    });
    expect(detail.json().data.status).toBe("Rejected");
    await t.infrastructure.database.db
      .update(charterFlights)
      .set({ seatsSold: saved?.sold ?? 0 })
      .where(eq(charterFlights.id, ref));
  });
});

describe("orders", () => {
  it("lists the customer's own orders with filter and page; details are 404 for anything not the customer's", async () => {
    const carol = await signUpCustomer(t);
    const first = await newOrder(carol);
    await newOrder(carol);
    await reserve(first.orderId, carol);
    const all = await post("/api/orders/Order/GetCurrentUserOrders", {}, carol);
    expect(all.body.data.totalCount).toBe(2);
    const approved = await post(
      "/api/orders/Order/GetCurrentUserOrders",
      { status: "Approved", page: 1 },
      carol,
    );
    expect(approved.body.data.items.map((o: OrderDetail) => o.orderId)).toEqual([first.orderId]);
    const paged = await post("/api/orders/Order/GetCurrentUserOrders", { page: 2, pageSize: 1 }, carol);
    expect(paged.body.data.items).toHaveLength(1);
    const mine = await t.app.inject({
      url: `/api/orders/Order/GetCurrentUserOrderDetails/${first.orderId}`,
      headers: carol.headers,
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      url: `/api/orders/Order/GetCurrentUserOrderDetails/${first.orderId}`,
      headers: bob.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const none = await t.app.inject({
      url: "/api/orders/Order/GetCurrentUserOrderDetails/00000000-0000-4000-8000-000000000000",
      headers: carol.headers,
    });
    expect(none.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      url: `/api/orders/Order/GetCurrentUserOrderDetails/${first.orderId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("discount vouchers", () => {
  const apply = (orderId: string, code: string, who: TestCustomer) =>
    post(
      "/api/orders/Order/ApplyDiscountVoucher",
      { orderId, code, discountVoucherProviderExtraData: null },
      who,
    );
  const remove = (orderId: string, who: TestCustomer) =>
    post("/api/orders/Order/RemoveDiscountVoucher", { orderId }, who);
  const messages = (r: { body: { meta: { errors: { messages: string[] }[] } } }) =>
    r.body.meta.errors[0]?.messages;

  beforeAll(async () => {
    const far = new Date(Date.now() + 86_400_000);
    await t.infrastructure.database.db.insert(discountVouchers).values([
      { code: "PCT10", kind: "percent", percent: 10, maxDiscountCents: 100_000, expiresAt: far },
      { code: "CAP1", kind: "percent", percent: 50, maxDiscountCents: 100, expiresAt: far },
      { code: "FIX7", kind: "fixed", amountCents: 700, expiresAt: far },
      { code: "HUGE", kind: "fixed", amountCents: 10_000_000 },
      { code: "OLD", kind: "fixed", amountCents: 100, expiresAt: new Date(Date.now() - 1000) },
      { code: "OFF", kind: "fixed", amountCents: 100, isActive: false },
      { code: "MIN", kind: "fixed", amountCents: 100, minimumOrderCents: 100_000_000 },
      { code: "ONCE", kind: "fixed", amountCents: 100, totalLimit: 1 },
      { code: "MINE1", kind: "fixed", amountCents: 100, perCustomerLimit: 1 },
      { code: "RACE5", kind: "fixed", amountCents: 100, totalLimit: 5 },
    ]);
  });

  it("percent, capped percent and fixed discounts recompute the payable total in cents", async () => {
    const order = await newOrder(alice);
    const total = Math.round(order.totalAmount * 100);
    const pct = await apply(order.orderId, "pct10", alice);
    expect(pct.status).toBe(200);
    expect(pct.body.data.discountAmount).toBe(Math.round(total / 10) / 100);
    expect(Math.round(pct.body.data.payableAmount * 100)).toBe(total - Math.round(total / 10));
    expect(pct.body.data.discountVoucherCode).toBe("PCT10");
    expect((await apply(order.orderId, "PCT10", alice)).status).toBe(200); // same code again: no harm
    expect(messages(await apply(order.orderId, "FIX7", alice))).toEqual(["VOUCHER_ALREADY_APPLIED"]);
    const removed = await remove(order.orderId, alice);
    expect(removed.body.data).toMatchObject({
      discountAmount: 0,
      payableAmount: order.totalAmount,
      discountVoucherCode: null,
    });
    expect((await remove(order.orderId, alice)).status).toBe(200);
    expect((await apply(order.orderId, "CAP1", alice)).body.data.discountAmount).toBe(1);
    await remove(order.orderId, alice);
    expect((await apply(order.orderId, "FIX7", alice)).body.data.discountAmount).toBe(7);
    await remove(order.orderId, alice);
    expect((await apply(order.orderId, "HUGE", alice)).body.data.payableAmount).toBe(0);
  });

  it.each([
    ["NOPE", 400, "VOUCHER_NOT_FOUND"],
    ["OFF", 400, "VOUCHER_NOT_FOUND"],
    ["OLD", 400, "VOUCHER_EXPIRED"],
    ["MIN", 400, "VOUCHER_MINIMUM_NOT_MET"],
  ])("%s is refused with %i %s", async (code, status, message) => {
    const order = await newOrder(alice);
    const r = await apply(order.orderId, code, alice);
    expect(r.status).toBe(status);
    expect(r.body.meta.errors).toContainEqual({ key: "code", messages: [message] });
  });

  it("total and per-customer limits; a removed voucher gives its use back", async () => {
    const [o1, o2] = [await newOrder(alice), await newOrder(bob)];
    expect((await apply(o1.orderId, "ONCE", alice)).status).toBe(200);
    expect(messages(await apply(o2.orderId, "ONCE", bob))).toEqual(["VOUCHER_USAGE_LIMIT_REACHED"]);
    await remove(o1.orderId, alice);
    expect((await apply(o2.orderId, "ONCE", bob)).status).toBe(200);
    const [o3, o4] = [await newOrder(alice), await newOrder(alice)];
    expect((await apply(o3.orderId, "MINE1", alice)).status).toBe(200);
    expect(messages(await apply(o4.orderId, "MINE1", alice))).toEqual(["VOUCHER_CUSTOMER_LIMIT_REACHED"]);
    expect((await apply(o2.orderId, "MINE1", bob)).status).toBe(409); // bob's order already has ONCE
  });

  it("another customer's order is 404; a rejected order cannot take a voucher", async () => {
    const order = await newOrder(alice);
    expect((await apply(order.orderId, "FIX7", bob)).status).toBe(404);
    await t.infrastructure.database.db
      .update(orders)
      .set({ status: "Rejected" })
      .where(eq(orders.id, order.orderId));
    expect(messages(await apply(order.orderId, "FIX7", alice))).toEqual(["ORDER_STATUS_CONFLICT"]);
  });

  it("the total limit holds when many customers apply at once", async () => {
    const customers = await Promise.all(Array.from({ length: 8 }, () => signUpCustomer(t)));
    const orderIds: string[] = [];
    for (const c of customers) orderIds.push((await newOrder(c)).orderId);
    const results = await Promise.all(customers.map((c, i) => apply(orderIds[i] as string, "RACE5", c)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    const [v] = await t.infrastructure.database.db
      .select()
      .from(discountVouchers)
      .where(eq(discountVouchers.code, "RACE5"));
    expect(v?.usedCount).toBe(5);
  });
});
