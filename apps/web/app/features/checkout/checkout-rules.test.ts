import type { FlightProposal, OrderDetail, VerifyIssueFlightTicket } from "@safar/domain";
import { describe, expect, it } from "vitest";
import {
  bookingStatusKey,
  canPay,
  firstActiveGateway,
  formatCountdown,
  holdSecondsLeft,
  payFailureOf,
  paymentRedirectTarget,
  pollDelayMs,
  priceRows,
  resultsUrlOfOrder,
  resultView,
} from "./checkout-rules";

const prices = (adult: number, child: number, counts = { a: 2, c: 1 }) =>
  [
    { paxType: 1, count: counts.a, unitPrice: adult, totalPrice: adult * counts.a },
    { paxType: 2, count: counts.c, unitPrice: child, totalPrice: child * counts.c },
    { paxType: 3, count: 0, unitPrice: 10, totalPrice: 0 },
  ] as FlightProposal["prices"];

const proposal = (over: Partial<FlightProposal>): FlightProposal =>
  ({
    proposalId: "p",
    requestId: "r",
    isReturning: false,
    prices: prices(100.1, 50.05),
    flightGroups: [
      {
        origin: "BGW",
        destination: "BSR",
        departureTime: "2026-12-09T22:30:00.000Z", // 10 Dec 01:30 in Baghdad
        cabinClass: 1,
      },
    ],
    ...over,
  }) as FlightProposal;

describe("price details", () => {
  it("sums each passenger type over the order's flights in cents and leaves out empty types", () => {
    const rows = priceRows([proposal({}), proposal({ prices: prices(0.2, 0.1) })]);
    expect(rows).toEqual([
      { paxType: 1, count: 2, unitPrice: 100.3, totalPrice: 200.6 },
      { paxType: 2, count: 1, unitPrice: 50.15, totalPrice: 50.15 },
    ]);
  });
});

describe("seat hold", () => {
  const now = Date.parse("2026-12-01T10:00:00Z");
  it("counts down whole seconds and stops at zero", () => {
    expect(holdSecondsLeft("2026-12-01T10:14:59.500Z", now)).toBe(900);
    expect(holdSecondsLeft("2026-12-01T09:00:00Z", now)).toBe(0);
    expect(holdSecondsLeft(null, now)).toBeNull();
  });
  it("formats minutes and seconds in the page's digits", () => {
    expect(formatCountdown(605, "en-GB")).toBe("10:05");
    expect(formatCountdown(65, "ar-EG")).toBe("١:٠٥");
    expect(formatCountdown(3725, "en-GB")).toBe("1:02:05");
  });
  it("an order is payable while approved (or its payment failed) and the hold lives", () => {
    const live = { holdExpiresAt: "2026-12-01T10:05:00Z" };
    expect(canPay({ status: "Approved", ...live }, now)).toBe(true);
    expect(canPay({ status: "PaymentFailed", ...live }, now)).toBe(true);
    expect(canPay({ status: "Paid", ...live }, now)).toBe(false);
    expect(canPay({ status: "Approved", holdExpiresAt: "2026-12-01T09:59:00Z" }, now)).toBe(false);
  });
});

describe("status words", () => {
  it("a hotel order is confirmed with the hotel where a flight's ticket is issued; other statuses alike", () => {
    expect(bookingStatusKey("FinalizationPending", false)).toBe("booking.status.FinalizationPending");
    expect(bookingStatusKey("FinalizationPending", true)).toBe("booking.hotelStatus.FinalizationPending");
    expect(bookingStatusKey("Paid", true)).toBe("booking.status.Paid");
    expect(bookingStatusKey("Successful", false)).toBe("booking.status.Successful");
  });
});

describe("gateways and redirects", () => {
  it("preselects the first active gateway, or none", () => {
    const g = (id: number, isActive: boolean) => ({
      id,
      code: `g${id}`,
      name: `G${id}`,
      isActive,
      currencyCode: "USD",
    });
    expect(firstActiveGateway([g(2, false), g(3, true), g(1, true)])?.id).toBe(3);
    expect(firstActiveGateway([g(2, false)])).toBeNull();
  });

  it("allows same-site paths and https gateway pages only", () => {
    expect(paymentRedirectTarget("/payment/sandbox/123")).toBe("/payment/sandbox/123");
    expect(paymentRedirectTarget("/gateway-redirect?paymentId=1")).toBe("/gateway-redirect?paymentId=1");
    expect(paymentRedirectTarget("https://pay.example.com/checkout?id=1")).toBe(
      "https://pay.example.com/checkout?id=1",
    );
    for (const bad of [
      "//evil.com",
      "/\\evil.com",
      "/%2F%2Fevil.com",
      "javascript:alert(1)",
      "http://pay.example.com/",
      "https://user:pw@pay.example.com/",
      "data:text/html,hi",
      "",
    ]) {
      expect(paymentRedirectTarget(bad), bad).toBeNull();
    }
  });
});

describe("a refused payment", () => {
  it("tells a short wallet, a changed order and a missing gateway apart; anything else is a toast", () => {
    expect(payFailureOf(["NOT_ENOUGH_WALLET_BALANCE"])).toEqual({
      kind: "walletShort",
      message: "NOT_ENOUGH_WALLET_BALANCE",
    });
    expect(payFailureOf(["ORDER_HOLD_EXPIRED"])).toEqual({
      kind: "orderChanged",
      message: "ORDER_HOLD_EXPIRED",
    });
    expect(payFailureOf(["X", "ORDER_STATUS_CONFLICT"])).toEqual({ kind: "orderChanged", message: "X" });
    expect(payFailureOf(["NO_ACTIVE_PAYMENT_GATEWAY"])).toEqual({
      kind: "noGateway",
      message: "NO_ACTIVE_PAYMENT_GATEWAY",
    });
    expect(payFailureOf(["PAYMENT_GATEWAY_NOT_AVAILABLE"])).toEqual({
      kind: "noGateway",
      message: "PAYMENT_GATEWAY_NOT_AVAILABLE",
    });
    expect(payFailureOf(["GENERIC_ERROR"])).toEqual({ kind: "toast" });
    expect(payFailureOf([])).toEqual({ kind: "toast" });
  });
});

describe("result view", () => {
  const verify = (over: object = {}) => ({
    isPaid: false,
    paymentStatus: null,
    orderStatus: "Approved" as const,
    message: null,
    ...over,
  });
  const issue = (over: Partial<VerifyIssueFlightTicket>): VerifyIssueFlightTicket => ({
    orderId: "o",
    orderStatus: "Paid",
    state: "Pending",
    attempts: 0,
    nextAttemptAt: null,
    bookingReference: null,
    tickets: [],
    refundedToWallet: null,
    message: null,
    ...over,
  });

  it("pending payment, then issuing, then issued", () => {
    expect(resultView(verify({ paymentStatus: "pending", orderStatus: "InProgress" }), null, true).kind).toBe(
      "paymentPending",
    );
    const paid = verify({ isPaid: true, paymentStatus: "succeeded", orderStatus: "Paid" });
    expect(resultView(paid, null, false)).toEqual({ kind: "issuing", attempts: 0, nextAttemptAt: null });
    expect(resultView(paid, issue({ attempts: 2, nextAttemptAt: "x" }), false)).toEqual({
      kind: "issuing",
      attempts: 2,
      nextAttemptAt: "x",
    });
    expect(resultView(paid, issue({ state: "Issued", bookingReference: "ABC123" }), false).kind).toBe(
      "issued",
    );
  });

  it("issue failed: the message and the amount that went to the wallet", () => {
    const paid = verify({ isPaid: true, paymentStatus: "succeeded", orderStatus: "Failed" });
    expect(
      resultView(paid, issue({ state: "Failed", refundedToWallet: 120.5, message: null }), false),
    ).toEqual({
      kind: "issueFailed",
      message: "TICKET_ISSUE_FAILED",
      refundedToWallet: 120.5,
    });
  });

  it("a failed payment may be tried again only while the hold lives", () => {
    const failed = verify({
      paymentStatus: "failed",
      orderStatus: "PaymentFailed",
      message: "PAYMENT_FAILED",
    });
    expect(resultView(failed, null, true)).toEqual({
      kind: "paymentFailed",
      canRetry: true,
      message: "PAYMENT_FAILED",
    });
    expect(resultView(failed, null, false)).toMatchObject({ kind: "paymentFailed", canRetry: false });
    expect(resultView(verify(), null, true)).toEqual({ kind: "notPaid", canRetry: true });
  });

  it("polls while waiting, following the next issue attempt, and stops on an outcome", () => {
    const now = Date.parse("2026-12-01T10:00:00Z");
    expect(pollDelayMs({ kind: "paymentPending" }, now)).toBe(2000);
    expect(pollDelayMs({ kind: "issuing", attempts: 0, nextAttemptAt: null }, now)).toBe(2500);
    expect(pollDelayMs({ kind: "issuing", attempts: 3, nextAttemptAt: "2026-12-01T10:00:08Z" }, now)).toBe(
      9000,
    );
    expect(pollDelayMs({ kind: "issuing", attempts: 9, nextAttemptAt: "2026-12-01T12:00:00Z" }, now)).toBe(
      30_000,
    );
    expect(pollDelayMs({ kind: "notPaid", canRetry: true }, now)).toBeNull();
  });
});

describe("search again", () => {
  it("rebuilds the results URL of an order's trip (Baghdad dates, counts, scope)", () => {
    const order = {
      type: "DomesticFlight",
      flightOrder: { proposal: proposal({}), returningProposal: null },
    } as unknown as OrderDetail;
    expect(resultsUrlOfOrder(order)).toBe("/flight/BSR?origin=BGW&date=2026-12-10&adults=2&children=1");
  });
});
