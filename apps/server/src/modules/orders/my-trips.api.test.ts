/**
 * My trips (issue 12): GetCurrentUserOrders's filters and paging, what a trip row carries,
 * GetCurrentUserOrderDetails's payments and timeline, and GetOrderPassengers with the ticket numbers
 * once issued. Another customer's order answers 404 with no data on every call.
 */
import type {
  CurrentUserOrderDetails,
  OrderDetail,
  OrderPassengers,
  OrderSummary,
  VerifyIssueFlightTicket,
} from "@safar/domain";
import { calendarDateIn } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, payOnSandbox, reservedOrder, searchCharter } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
/** Alice's orders: paid and issued (10 days ahead), declined once (20 days ahead), only held (20 days). */
let issued: OrderDetail;
let declined: OrderDetail;
let held: OrderDetail;

const list = async (filter: object, who: TestCustomer = alice) => {
  const r = await t.app.inject({
    method: "POST",
    url: "/api/orders/Order/GetCurrentUserOrders",
    payload: filter,
    headers: who.headers,
  });
  return { status: r.statusCode, body: r.json() };
};
const ids = (body: { data: { items: OrderSummary[] } }) => body.data.items.map((o) => o.orderId).sort();
const get = (url: string, who?: TestCustomer) => t.app.inject({ url, headers: who?.headers ?? {} });
const details = (orderId: string, who: TestCustomer = alice) =>
  get(`/api/orders/Order/GetCurrentUserOrderDetails/${orderId}`, who);
const passengers = (orderId: string, who: TestCustomer = alice, query = "") =>
  get(`/api/orders/Order/GetOrderPassengers/${orderId}${query}`, who);
/** The Baghdad calendar day of an instant. */
const dayOf = (iso: string) => calendarDateIn(iso) as string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_SECONDS: "0.5" } });
  alice = await signUpCustomer(t);
  bob = await signUpCustomer(t);
  const soon = await searchCharter(t, 10);
  const later = await searchCharter(t, 20);
  issued = await reservedOrder(t, alice, soon);
  declined = await reservedOrder(t, alice, later);
  held = await reservedOrder(t, alice, later);
  await payOnSandbox(t, alice, issued.orderId);
  await payOnSandbox(t, alice, declined.orderId, "declined");
  await eventually(
    async () =>
      (await get(`/api/flight-reservation/Issue/VerifyIssueFlightTicket/${issued.orderId}`, alice)).json()
        .data as VerifyIssueFlightTicket,
    (v) => v.state === "Issued",
  );
});

afterAll(async () => {
  await t?.close();
});

describe("GetCurrentUserOrders", () => {
  it("gives each trip its route, dates, travellers, status and amount", async () => {
    const r = await list({});
    expect(r.status).toBe(200);
    expect(r.body.data.totalCount).toBe(3);
    const row = r.body.data.items.find((o: OrderSummary) => o.orderId === issued.orderId) as OrderSummary;
    const outbound = issued.flightOrder?.proposal.flightGroups[0];
    expect(row).toMatchObject({
      status: "Successful",
      type: "InternationalFlight",
      payableAmount: issued.payableAmount,
      travellersCount: 1,
      trip: {
        origin: "NJF",
        destination: "IKA",
        isRoundTrip: false,
        departureTime: outbound?.departureTime,
        returnTime: null,
      },
    });
    expect(row.trip?.originName.en).toBeTruthy();
    expect(row.trip?.destinationName.ar).toBeTruthy();
  });

  it("filters by status, product type and exact order number", async () => {
    expect(ids((await list({ status: "Successful" })).body)).toEqual([issued.orderId]);
    expect(ids((await list({ status: "PaymentFailed" })).body)).toEqual([declined.orderId]);
    expect((await list({ productType: "InternationalFlight" })).body.data.totalCount).toBe(3);
    expect((await list({ productType: "DomesticFlight" })).body.data.totalCount).toBe(0);
    expect(ids((await list({ orderNumber: held.orderNumber })).body)).toEqual([held.orderId]);
    // Arabic-Indic digits are the same number; a number that is not the customer's finds nothing.
    const arabic = held.orderNumber.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));
    expect(ids((await list({ orderNumber: arabic })).body)).toEqual([held.orderId]);
    expect((await list({ orderNumber: held.orderNumber }, bob)).body.data.totalCount).toBe(0);
  });

  it("filters by departure days in Baghdad, both days included", async () => {
    const soonDay = dayOf(issued.flightOrder?.proposal.flightGroups[0]?.departureTime as string);
    const laterDay = dayOf(held.flightOrder?.proposal.flightGroups[0]?.departureTime as string);
    expect(ids((await list({ from: soonDay, to: soonDay })).body)).toEqual([issued.orderId]);
    expect(ids((await list({ from: laterDay })).body)).toEqual([declined.orderId, held.orderId].sort());
    expect(ids((await list({ to: addDays(laterDay, -1) })).body)).toEqual([issued.orderId]);
    expect((await list({ from: addDays(laterDay, 1) })).body.data.totalCount).toBe(0);
  });

  it("lists the trips still to come, paid or issued, soonest first", async () => {
    const r = await list({ upcoming: true, pageSize: 1 });
    expect(r.body.data.totalCount).toBe(1);
    expect(r.body.data.items[0].orderId).toBe(issued.orderId);
  });

  it("pages from 1 with at most 50 a page; out of range is 400 with its key", async () => {
    const first = await list({ page: 1, pageSize: 2 });
    const second = await list({ page: 2, pageSize: 2 });
    expect(first.body.data.items).toHaveLength(2);
    expect(second.body.data.items).toHaveLength(1);
    expect(second.body.data).toMatchObject({ page: 2, pageSize: 2, totalCount: 3 });
    expect(new Set([...ids(first.body), ...ids(second.body)]).size).toBe(3);
    expect((await list({ page: 9, pageSize: 2 })).body.data.items).toEqual([]);
    expect((await list({ pageSize: 50 })).status).toBe(200);
    for (const [filter, key, message] of [
      [{ page: 0 }, "page", "PAGE_IS_INVALID"],
      [{ page: 1.5 }, "page", "PAGE_IS_INVALID"],
      [{ pageSize: 0 }, "pageSize", "PAGE_SIZE_IS_INVALID"],
      [{ pageSize: 51 }, "pageSize", "PAGE_SIZE_IS_INVALID"],
      [{ from: "2026-02-30" }, "from", "DATE_RANGE_IS_INVALID"],
      [{ from: "2026-03-02", to: "2026-03-01" }, "to", "DATE_RANGE_IS_INVALID"],
      [{ productType: "Boat" }, "productType", "FIELD_IS_INVALID"],
      [{ status: "Lost" }, "status", "FIELD_IS_INVALID"],
      [{ orderNumber: "12a" }, "orderNumber", "FIELD_IS_INVALID"],
    ] as const) {
      const r = await list(filter);
      expect(r.status, JSON.stringify(filter)).toBe(400);
      expect(r.body.meta.errors, JSON.stringify(filter)).toContainEqual({ key, messages: [message] });
    }
  });

  it("asks for a session", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/orders/Order/GetCurrentUserOrders",
      payload: {},
    });
    expect(r.statusCode).toBe(401);
  });
});

describe("GetCurrentUserOrderDetails", () => {
  it("gives a paid order its payments, what was paid and a timeline from order to ticket", async () => {
    const r = await details(issued.orderId);
    expect(r.statusCode).toBe(200);
    const order: CurrentUserOrderDetails = r.json().data;
    expect(order.status).toBe("Successful");
    expect(order.paidAmount).toBe(issued.payableAmount);
    expect(order.payments).toEqual([
      expect.objectContaining({ status: "succeeded", gatewayCode: "sandbox", amount: issued.payableAmount }),
    ]);
    expect(order.bookingReference).toBeTruthy();
    expect(order.timeline.map((e) => e.kind)).toEqual([
      "Created",
      "Held",
      "PaymentStarted",
      "PaymentSucceeded",
      "TicketsIssued",
    ]);
    const times = order.timeline.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(order.timeline.at(-1)?.reference).toBe(order.bookingReference);
  });

  it("shows a declined payment as failed, with nothing paid", async () => {
    const order: CurrentUserOrderDetails = (await details(declined.orderId)).json().data;
    expect(order.status).toBe("PaymentFailed");
    expect(order.paidAmount).toBe(0);
    expect(order.timeline.map((e) => e.kind)).toEqual(["Created", "Held", "PaymentStarted", "PaymentFailed"]);
    const held_: CurrentUserOrderDetails = (await details(held.orderId)).json().data;
    expect(held_.timeline.map((e) => e.kind)).toEqual(["Created", "Held"]);
    expect(held_.payments).toEqual([]);
  });

  it("answers 404 with no data for another customer's order or an unknown one", async () => {
    for (const r of [
      await details(issued.orderId, bob),
      await details("00000000-0000-4000-8000-000000000000"),
    ]) {
      expect(r.statusCode).toBe(404);
      expect(r.json().data).toBeNull();
      expect(r.json().meta.errors).toEqual([{ key: "orderId", messages: ["ORDER_NOT_FOUND"] }]);
    }
  });
});

describe("GetOrderPassengers", () => {
  it("lists the travellers with their ticket numbers once issued", async () => {
    const r = await passengers(issued.orderId);
    expect(r.statusCode).toBe(200);
    const data: OrderPassengers = r.json().data;
    expect(data).toMatchObject({
      orderId: issued.orderId,
      proposalId: issued.flightOrder?.proposal.proposalId,
    });
    expect(data.bookingReference).toBeTruthy();
    expect(data.items).toEqual([
      expect.objectContaining({ passengerIndex: 0, firstName: "Ali", lastName: "Hassan", type: 1 }),
    ]);
    expect(data.items[0]?.ticketNumber).toMatch(/^\d{13}$/);
    const same = await passengers(
      issued.orderId,
      alice,
      `?proposalId=${issued.flightOrder?.proposal.proposalId}`,
    );
    expect(same.json().data.items[0].ticketNumber).toBe(data.items[0]?.ticketNumber);
  });

  it("has no ticket number before the issue", async () => {
    const data: OrderPassengers = (await passengers(held.orderId)).json().data;
    expect(data.bookingReference).toBeNull();
    expect(data.items.map((p) => p.ticketNumber)).toEqual([null]);
  });

  it("answers 404 with no data for another customer's order or a proposal not the order's; 401 anonymous", async () => {
    const theirs = await passengers(issued.orderId, bob);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().data).toBeNull();
    const otherProposal = await passengers(
      issued.orderId,
      alice,
      `?proposalId=${held.flightOrder?.proposal.proposalId === issued.flightOrder?.proposal.proposalId ? "00000000-0000-4000-8000-000000000000" : held.flightOrder?.proposal.proposalId}`,
    );
    expect(otherProposal.statusCode).toBe(404);
    expect((await passengers(issued.orderId, bob, "?proposalId=x")).statusCode).toBe(400);
    expect((await get(`/api/orders/Order/GetOrderPassengers/${issued.orderId}`)).statusCode).toBe(401);
  });
});
