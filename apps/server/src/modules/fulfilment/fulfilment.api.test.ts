import type { AvailableResponse, FlightProposal, VerifyIssueFlightTicket } from "@safar/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, payOnSandbox, reservedOrder, sandboxDecision, searchCharter } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { proposalFor } from "../../test/inventory";
import { apiCalls, expectLedgerSound } from "../../test/ledger";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const { get } = apiCalls(() => t);
let alice: TestCustomer;
let bob: TestCustomer;
let charter: { search: AvailableResponse; proposal: FlightProposal };
let network: { search: AvailableResponse; proposal: FlightProposal };

const MAX_ATTEMPTS = 3;

const verify = async (orderId: string, who: TestCustomer = alice) =>
  (await get(`/api/flight-reservation/Issue/VerifyIssueFlightTicket/${orderId}`, who)).body
    .data as VerifyIssueFlightTicket;
/** Issued, or failed with the paid amount back in the wallet (the refund follows the failure). */
const settledState = (v: VerifyIssueFlightTicket) =>
  v.state === "Issued" || (v.state === "Failed" && v.orderStatus === "RefundSuccessful");
const balance = async (who: TestCustomer) =>
  (await get("/api/wallet/wallet/CurrentUserBalance?type=Cache", who)).body.data.balance as number;
const faults = (list: string[]) =>
  t.app.inject({ method: "POST", url: "/api/dev/catalog/faults", payload: { faults: list, slowMs: 200 } });

beforeAll(async () => {
  t = await createTestApp({
    env: { ISSUE_MAX_ATTEMPTS: String(MAX_ATTEMPTS), JOBS_POLL_SECONDS: "0.5", JOBS_SWEEP_SECONDS: "1" },
  });
  alice = await signUpCustomer(t);
  bob = await signUpCustomer(t);
  charter = await searchCharter(t);
  network = {
    search: charter.search,
    proposal: proposalFor(charter.search, { charter: false }),
  };
  expect(network.proposal).toBeDefined();
});
afterAll(async () => {
  await t?.close();
});

describe("Issue/VerifyIssueFlightTicket", () => {
  it("a paid charter order is confirmed and issued in the background: booking reference and one ticket per passenger", async () => {
    const order = await reservedOrder(t, alice, charter);
    expect((await verify(order.orderId)).state).toBe("NotPaid");
    await payOnSandbox(t, alice, order.orderId);
    const done = await eventually(() => verify(order.orderId), settledState);
    expect(done).toMatchObject({
      orderId: order.orderId,
      orderStatus: "Successful",
      state: "Issued",
      attempts: 0,
      nextAttemptAt: null,
      refundedToWallet: null,
      message: null,
    });
    expect(done.bookingReference).toMatch(/^[A-Z0-9/-]{4,}$/);
    expect(done.tickets).toEqual([{ passengerIndex: 0, ticketNumber: expect.stringMatching(/^960\d{10}$/) }]);
    // the charter seats are now sold, not held
    const rows = await t.infrastructure.database.query<{ status: string }>(
      "select status from charter_holds where id = any($1::uuid[])",
      [(await holdIds(order.orderId)).flatMap((h) => h.split(","))],
    );
    expect(rows.map((r) => r.status)).toEqual(["issued"]);
    // asking again changes nothing
    expect(await verify(order.orderId)).toEqual(done);

    // the e-ticket went to the contact once: e-mail with the PDF attached, a text message to the phone
    const outbox = async (to: string) =>
      (await get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.data.filter((m: { text: string }) =>
        m.text.includes(done.bookingReference as string),
      ) as { subject: string | null; text: string }[];
    const mails = await eventually(
      () => outbox("ali@example.com"),
      (list) => list.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(done.bookingReference);
    expect(mails[0]?.text).toMatch(
      new RegExp(`\\[attachment: ticket-${order.trackingNumber}\\.pdf, application/pdf, \\d+ bytes\\]`),
    );
    const texts = await eventually(
      () => outbox("+9647801234567"),
      (list) => list.length > 0,
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toContain(`/payment/${order.orderId}`);
  });

  it.each([
    [{ "accept-language": "fa-IR,fa;q=0.9" }, "بلیت شما صادر شد"],
    [{ cookie: "locale=en" }, "Your ticket is issued"],
    [{}, "تم إصدار تذكرتك"],
  ])("sends the e-ticket in the language the customer ordered in (%j)", async (headers, text) => {
    const order = await reservedOrder(t, bob, charter, headers);
    await payOnSandbox(t, bob, order.orderId);
    const done = await eventually(() => verify(order.orderId, bob), settledState);
    const sms = await eventually(
      async () =>
        (
          (await get(`/api/dev/outbox?to=${encodeURIComponent("+9647801234567")}`)).body.data as {
            text: string;
          }[]
        ).filter((m) => m.text.includes(done.bookingReference as string)),
      (list) => list.length > 0,
    );
    expect(sms[0]?.text).toContain(text);
  });

  it("answers 404 for an unknown order and for another customer's, 401 without a session", async () => {
    const order = await reservedOrder(t, alice, charter);
    expect(
      (await get(`/api/flight-reservation/Issue/VerifyIssueFlightTicket/${crypto.randomUUID()}`, alice))
        .status,
    ).toBe(404);
    const other = await get(`/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`, bob);
    expect(other.status).toBe(404);
    expect(other.body.meta.errors[0].messages).toEqual(["ORDER_NOT_FOUND"]);
    expect((await get(`/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`)).status).toBe(
      401,
    );
    expect(
      (await get("/api/flight-reservation/Issue/VerifyIssueFlightTicket/not-a-uuid", alice)).status,
    ).toBe(400);
  });

  it("a declined payment stays NotPaid with nothing to issue", async () => {
    const order = await reservedOrder(t, alice, charter);
    await payOnSandbox(t, alice, order.orderId, "declined");
    const v = await verify(order.orderId);
    expect(v).toMatchObject({ state: "NotPaid", orderStatus: "PaymentFailed", tickets: [], message: null });
  });
});

describe("issue retries and the refund to the wallet", () => {
  it("retries a failing issue with backoff, then gives up: the paid amount goes back to the wallet (TICKET_ISSUE_FAILED)", async () => {
    await faults(["issue-failure"]);
    try {
      const before = await balance(alice);
      const order = await reservedOrder(t, alice, network);
      await payOnSandbox(t, alice, order.orderId);
      // while it retries: Pending, with attempts counted and the next attempt scheduled
      const retrying = await eventually(
        () => verify(order.orderId),
        (v) => v.attempts >= 1,
      );
      if (retrying.state === "Pending") expect(retrying.nextAttemptAt).not.toBeNull();
      const done = await eventually(() => verify(order.orderId), settledState, 30_000);
      expect(done).toMatchObject({
        state: "Failed",
        orderStatus: "RefundSuccessful",
        attempts: MAX_ATTEMPTS,
        refundedToWallet: order.payableAmount,
        message: "TICKET_ISSUE_FAILED",
        tickets: [],
      });
      expect(await balance(alice)).toBeCloseTo(before + order.payableAmount, 2);
      const flows = await get("/api/wallet/WalletFlows/GetCurrentUserWalletFlows", alice);
      expect(JSON.stringify(flows.body.data)).toContain("Refund");
      await expectLedgerSound(t);
    } finally {
      await faults([]);
    }
  }, 40_000);

  it("a transient issue failure is retried and then issued once the supplier recovers", async () => {
    await faults(["issue-failure"]);
    const order = await reservedOrder(t, bob, network);
    try {
      await payOnSandbox(t, bob, order.orderId);
      await eventually(
        () => verify(order.orderId, bob),
        (v) => v.attempts >= 1,
      );
    } finally {
      await faults([]);
    }
    const done = await eventually(() => verify(order.orderId, bob), settledState, 30_000);
    expect(done).toMatchObject({ state: "Issued", orderStatus: "Successful", refundedToWallet: null });
    expect(done.attempts).toBeGreaterThanOrEqual(1);
    expect(done.attempts).toBeLessThan(MAX_ATTEMPTS);
  }, 40_000);

  it("a booking the supplier will not confirm is refunded at once (CONFIRMATION_FAILED) and its seats released", async () => {
    await faults(["confirm-failure"]);
    try {
      const before = await balance(bob);
      const order = await reservedOrder(t, bob, network);
      await payOnSandbox(t, bob, order.orderId);
      const done = await eventually(() => verify(order.orderId, bob), settledState);
      expect(done).toMatchObject({
        state: "Failed",
        orderStatus: "RefundSuccessful",
        attempts: 0,
        message: "CONFIRMATION_FAILED",
        refundedToWallet: order.payableAmount,
      });
      expect(await balance(bob)).toBeCloseTo(before + order.payableAmount, 2);
      const [booking] = await t.infrastructure.database.query<{ status: string }>(
        "select status from network_bookings where hold_id = $1",
        [(await holdIds(order.orderId))[0]],
      );
      expect(booking?.status).toBe("cancelled");
      await expectLedgerSound(t);
    } finally {
      await faults([]);
    }
  });

  it("an order paid wholly from the wallet is issued too", async () => {
    const order = await reservedOrder(t, alice, charter);
    const credited = await t.app.inject({
      method: "POST",
      url: "/api/dev/wallet/credit",
      payload: { userId: alice.userId, amount: order.payableAmount },
    });
    expect(credited.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/wallet/wallet/ConfirmOrder",
      headers: alice.headers,
      payload: { orderId: order.orderId },
    });
    expect(paid.statusCode).toBe(200);
    const done = await eventually(() => verify(order.orderId), settledState);
    expect(done.state).toBe("Issued");
  });
});

describe("payment reconciliation", () => {
  it("a payment whose callback never arrived is settled by asking the gateway again (no client call needed)", async () => {
    const custom = await createTestApp({
      env: { PAYMENT_RECONCILE_AFTER_SECONDS: "1", JOBS_SWEEP_SECONDS: "1", JOBS_POLL_SECONDS: "0.5" },
    });
    try {
      const carol = await signUpCustomer(custom);
      const found = await searchCharter(custom);
      const order = await reservedOrder(custom, carol, found);
      const created = await custom.app.inject({
        method: "POST",
        url: "/api/payment/Pay/Create",
        headers: carol.headers,
        payload: { orderId: order.orderId },
      });
      const paymentId: string = created.json().data.paymentId;
      // The bank records the approval but its callback is lost: only the sandbox's decision table knows.
      const [payment] = await custom.infrastructure.database.query<{
        gateway_reference: string;
        gateway_cents: string;
      }>("select gateway_reference, gateway_cents from payments where id = $1", [paymentId]);
      await custom.infrastructure.database.query(
        "insert into sandbox_bank_payments (reference, payment_id, amount_cents, decision) values ($1, $2, $3, 'approved')",
        [payment?.gateway_reference, paymentId, Number(payment?.gateway_cents)],
      );
      const verifyOf = async () =>
        (
          await custom.app.inject({
            url: `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`,
            headers: carol.headers,
          })
        ).json().data as VerifyIssueFlightTicket;
      const done = await eventually(verifyOf, (v) => v.state === "Issued", 20_000);
      expect(done.orderStatus).toBe("Successful");
    } finally {
      await custom.close();
    }
  }, 120_000);

  it("an abandoned sandbox payment is declined when its session runs out, and the hold can be paid again", async () => {
    const custom = await createTestApp({
      env: {
        PAYMENT_PENDING_EXPIRY_SECONDS: "1",
        PAYMENT_RECONCILE_AFTER_SECONDS: "1",
        JOBS_SWEEP_SECONDS: "1",
      },
    });
    try {
      const dave = await signUpCustomer(custom);
      const order = await reservedOrder(custom, dave, await searchCharter(custom));
      const created = await custom.app.inject({
        method: "POST",
        url: "/api/payment/Pay/Create",
        headers: dave.headers,
        payload: { orderId: order.orderId },
      });
      const paymentId: string = created.json().data.paymentId;
      const status = async () =>
        (
          await custom.app.inject({
            url: `/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`,
            headers: dave.headers,
          })
        ).json().data.status as string;
      await eventually(status, (s) => s === "PaymentFailed", 20_000);
      // the page cannot approve it any more
      const late = await sandboxDecision(custom, paymentId, "approved");
      expect(late.statusCode).toBeLessThan(500);
      expect(await status()).toBe("PaymentFailed");
    } finally {
      await custom.close();
    }
  }, 120_000);
});

async function holdIds(orderId: string): Promise<string[]> {
  const [row] = await t.infrastructure.database.query<{ holds: { holdId: string }[] | null }>(
    "select holds from orders where id = $1",
    [orderId],
  );
  return (row?.holds ?? []).map((h) => h.holdId);
}
