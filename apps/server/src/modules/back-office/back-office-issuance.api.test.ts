/**
 * The back office's "retry now" (issue 13): a paid order on the network supplier whose ticket issue
 * fails waits for its next attempt; an operator retries it once the supplier recovers and it is
 * issued. The workers are off in this app, so only the operator's calls move the order.
 */
import type { AvailableResponse, FlightProposal } from "@safar/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payOnSandbox, reservedOrder, searchCharter } from "../../test/bookings";
import { signUpCustomer } from "../../test/customers";
import { proposalFor } from "../../test/inventory";
import { newOperator, operatorCookie, siteCall } from "../../test/operators";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let network: { search: AvailableResponse; proposal: FlightProposal };
let operations: string;

const faults = (list: string[]) =>
  t.app.inject({ method: "POST", url: "/api/dev/catalog/faults", payload: { faults: list } });
const retry = (orderId: string, cookie = operations) =>
  siteCall(t, "POST", `/api/back-office/orders/${orderId}/retry-issuance`, { cookie });

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKERS_ENABLED: "false" } });
  const found = await searchCharter(t, 19);
  network = {
    search: found.search,
    proposal: proposalFor(found.search, { charter: false }) as FlightProposal,
  };
  expect(network.proposal).toBeDefined();
  operations = await operatorCookie(t, await newOperator(t, "operations"));
}, 120_000);
afterAll(async () => {
  await faults([]);
  await t?.close();
});

describe("retry issuance", () => {
  it("an issue that fails waits for its next attempt; retried after the supplier recovers, it is issued", async () => {
    const who = await signUpCustomer(t);
    const order = await reservedOrder(t, who, network);
    await payOnSandbox(t, who, order.orderId);
    await faults(["issue-failure"]);

    const failing = await retry(order.orderId);
    expect(failing.status, JSON.stringify(failing.body)).toBe(200);
    expect(failing.body.data.status).toBe("FinalizationPending");
    expect(failing.body.data.bookingReference).toBeNull();
    const waiting = await siteCall(t, "GET", `/api/back-office/orders/${order.orderId}/activity`, {
      cookie: operations,
    });
    expect(waiting.body.data.fulfilment).toMatchObject({
      waiting: true,
      lastError: expect.stringMatching(/issue/),
      tickets: [],
      issuedAt: null,
    });
    expect(waiting.body.data.fulfilment.attempts).toBeGreaterThanOrEqual(1);

    await faults([]);
    const issued = await retry(order.orderId);
    expect(issued.body.data.status).toBe("Successful");
    expect(issued.body.data.bookingReference).toMatch(/^[A-Z0-9]{5,8}$/);

    // issued: nothing waits any more
    const again = await retry(order.orderId);
    expect([again.status, again.body.meta.errors[0].messages]).toEqual([409, ["ISSUE_NOT_WAITING"]]);
    const finance = await operatorCookie(t, await newOperator(t, "finance"));
    expect((await retry(order.orderId, finance)).status).toBe(403);

    // the order's page: the failed and the good issue call, the e-ticket sent (again: the workers
    // that send it first are off here), the payment's money
    const resent = await siteCall(t, "POST", `/api/back-office/orders/${order.orderId}/resend-ticket`, {
      cookie: finance,
    });
    expect(resent.status).toBe(200);
    const activity = await siteCall(t, "GET", `/api/back-office/orders/${order.orderId}/activity`, {
      cookie: finance,
    });
    expect(activity.status).toBe(200);
    const { fulfilment, supplierCalls, messages, ledger, refunds } = activity.body.data;
    expect(fulfilment).toMatchObject({
      waiting: false,
      lastError: null,
      bookingReference: expect.any(String),
    });
    expect(fulfilment.tickets).toEqual([
      { passengerIndex: 0, ticketNumber: expect.stringMatching(/^\d{13}$/) },
    ]);
    const issues = supplierCalls.filter((c: { operation: string }) => c.operation === "issue");
    expect(issues.map((c: { ok: boolean }) => c.ok)).toEqual([false, true]);
    expect(issues[0].error).toMatch(/issue/i);
    expect(issues[0]).toMatchObject({ provider: expect.any(String), holdId: expect.any(String) });
    expect(issues[1].error).toBeNull();
    expect(
      messages.map((m: { kind: string; channel: string; ok: boolean }) => [m.kind, m.channel, m.ok]),
    ).toEqual(
      expect.arrayContaining([
        ["ticket.again", "sms", true],
        ["ticket.again", "email", true],
      ]),
    );
    expect(ledger.length).toBeGreaterThan(0);
    for (const movement of ledger) {
      const sum = movement.entries.reduce(
        (total: number, e: { amount: number }) => total + e.amount * 100,
        0,
      );
      expect(Math.round(sum), movement.reference).toBe(0);
    }
    expect(ledger[0].reference).toMatch(/^payment:/);
    expect(refunds).toEqual([]);
    const missing = await siteCall(
      t,
      "GET",
      "/api/back-office/orders/00000000-0000-4000-8000-00000000beef/activity",
      { cookie: finance },
    );
    expect(missing.status).toBe(404);
  });

  it("tickets issued by hand are recorded: the order is issued and its e-ticket sent; each rule by its key", async () => {
    const who = await signUpCustomer(t);
    const order = await reservedOrder(t, who, network);
    await payOnSandbox(t, who, order.orderId);
    await faults(["issue-failure"]);
    try {
      expect((await retry(order.orderId)).body.data.status).toBe("FinalizationPending");
    } finally {
      await faults([]);
    }
    const url = `/api/back-office/orders/${order.orderId}/offline-tickets`;
    const record = (body: object) => siteCall(t, "POST", url, { cookie: operations }, body);

    const badPnr = await record({ bookingReference: "AB", ticketNumbers: ["0651234567890"] });
    expect(badPnr.body.meta.errors[0]).toEqual({
      key: "bookingReference",
      messages: ["OFFLINE_BOOKING_REFERENCE_IS_INVALID"],
    });
    const badTicket = await record({ bookingReference: "K7QX2M", ticketNumbers: ["123"] });
    expect(badTicket.body.meta.errors[0].messages).toEqual(["OFFLINE_TICKET_NUMBER_IS_INVALID"]);
    const twoForOne = await record({
      bookingReference: "K7QX2M",
      ticketNumbers: ["0651234567890", "0651234567891"],
    });
    expect([twoForOne.status, twoForOne.body.meta.errors[0].messages]).toEqual([
      400,
      ["OFFLINE_TICKETS_COUNT_IS_WRONG"],
    ]);

    const recorded = await record({ bookingReference: "k7qx2m", ticketNumbers: ["065-1234567890"] });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.data).toMatchObject({ status: "Successful", bookingReference: "K7QX2M" });
    const passengers = await t.app.inject({
      url: `/api/orders/Order/GetOrderPassengers/${order.orderId}`,
      headers: who.headers,
    });
    expect(passengers.json().data.items[0].ticketNumber).toBe("0651234567890");
    // once issued, nothing waits: neither a second record nor a retry
    expect((await record({ bookingReference: "K7QX2M", ticketNumbers: ["0651234567890"] })).status).toBe(409);
    expect((await retry(order.orderId)).status).toBe(409);
  });

  it("an unpaid order has nothing to retry", async () => {
    const who = await signUpCustomer(t);
    const order = await reservedOrder(t, who, network);
    const r = await retry(order.orderId);
    expect([r.status, r.body.meta.errors[0].messages]).toEqual([409, ["ISSUE_NOT_WAITING"]]);
  });
});
