import { describe, expect, it } from "vitest";
import { TicketIssueState, ticketIssueStateOf, verifyIssueFlightTicketSchema } from "./issuance";
import { OrderStatus, orderStatuses } from "./order-status";

describe("ticketIssueStateOf", () => {
  it.each([
    [OrderStatus.Created, TicketIssueState.NotPaid],
    [OrderStatus.Submitted, TicketIssueState.NotPaid],
    [OrderStatus.Approved, TicketIssueState.NotPaid],
    [OrderStatus.Rejected, TicketIssueState.NotPaid],
    [OrderStatus.InProgress, TicketIssueState.NotPaid],
    [OrderStatus.PaymentSuccessful, TicketIssueState.NotPaid],
    [OrderStatus.PaymentFailed, TicketIssueState.NotPaid],
    [OrderStatus.Paid, TicketIssueState.Pending],
    [OrderStatus.ConfirmSuccessful, TicketIssueState.Pending],
    [OrderStatus.FinalizationPending, TicketIssueState.Pending],
    [OrderStatus.Successful, TicketIssueState.Issued],
    [OrderStatus.ConfirmFailed, TicketIssueState.Failed],
    [OrderStatus.Failed, TicketIssueState.Failed],
    [OrderStatus.RefundSuccessful, TicketIssueState.Failed],
    [OrderStatus.RefundFailed, TicketIssueState.Failed],
  ])("%s shows as %s", (status, state) => {
    expect(ticketIssueStateOf(status)).toBe(state);
  });

  it("covers every order status", () => {
    for (const status of orderStatuses)
      expect(Object.values(TicketIssueState)).toContain(ticketIssueStateOf(status));
  });

  it("the answer schema refuses an unknown state", () => {
    const answer = {
      orderId: "00000000-0000-4000-8000-000000000000",
      orderStatus: "Paid",
      state: "Pending",
      attempts: 0,
      nextAttemptAt: null,
      bookingReference: null,
      tickets: [],
      refundedToWallet: null,
      message: null,
    };
    expect(verifyIssueFlightTicketSchema.safeParse(answer).success).toBe(true);
    expect(verifyIssueFlightTicketSchema.safeParse({ ...answer, state: "Done" }).success).toBe(false);
  });
});
