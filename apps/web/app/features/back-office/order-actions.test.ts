import { type OrderStatus, orderStatuses, type RefundStatus, rolePermissions } from "@safar/domain";
import { describe, expect, it } from "vitest";
import { cancelRefundBody, checkOfflineTickets, orderActionsFor } from "./order-actions";

const role = (name: keyof typeof rolePermissions) => ({ permissions: [...rolePermissions[name]] });

/** An order in `status`, not refunded; its issue waiting for a retry or not. */
const order = (status: OrderStatus, waiting = false, refundStatus: RefundStatus = "None") => ({
  status,
  refundStatus,
  fulfilment: { waiting },
});

describe("an order's actions", () => {
  it("offers the retry while the fulfilment waits, and the tickets issued by hand while the issue does, to the roles that operate orders", () => {
    expect(orderActionsFor(order("FinalizationPending", true), role("support"))).toEqual([
      "retry-issuance",
      "offline-tickets",
    ]);
    expect(orderActionsFor(order("FinalizationPending", true), role("operations"))).toEqual([
      "retry-issuance",
      "offline-tickets",
    ]);
    expect(orderActionsFor(order("Paid", true), role("admin"))).toEqual(["retry-issuance"]);
    expect(orderActionsFor(order("ConfirmSuccessful", true), role("admin"))).toEqual(["retry-issuance"]);
    // a worker is on it right now (nothing waits): no retry, the tickets by hand still
    expect(orderActionsFor(order("FinalizationPending", false), role("admin"))).toEqual(["offline-tickets"]);
    expect(
      orderActionsFor({ status: "Paid", refundStatus: "None", fulfilment: null }, role("admin")),
    ).toEqual([]);
  });

  it("never to a role without orders:operate", () => {
    for (const status of orderStatuses) {
      const actions = orderActionsFor(order(status, true), role("finance"));
      expect(actions).not.toContain("retry-issuance");
      expect(actions).not.toContain("offline-tickets");
      expect(actions).not.toContain("cancel-and-refund");
    }
    expect(orderActionsFor(order("FinalizationPending", true), role("content"))).toEqual([]);
    expect(orderActionsFor(order("FinalizationPending", true), null)).toEqual([]);
  });

  it("resends the ticket of an issued order, for whoever sees orders; cancels and refunds it for those who operate orders", () => {
    expect(orderActionsFor(order("Successful"), role("finance"))).toEqual(["resend-ticket"]);
    expect(orderActionsFor(order("Successful"), role("support"))).toEqual([
      "resend-ticket",
      "cancel-and-refund",
    ]);
    expect(orderActionsFor(order("Successful"), role("content"))).toEqual([]);
    expect(orderActionsFor(order("Successful", false, "PartiallyRefunded"), role("support"))).toContain(
      "cancel-and-refund",
    );
    for (const refunded of ["Requested", "Refunded"] as const)
      expect(orderActionsFor(order("Successful", false, refunded), role("support"))).toEqual([
        "resend-ticket",
      ]);
  });

  it("a hotel order: the retry of its booking and its cancellation, never tickets by hand or a resent ticket", () => {
    const hotel = (status: OrderStatus, waiting = false) => ({ ...order(status, waiting), hotel: true });
    expect(orderActionsFor(hotel("FinalizationPending", true), role("admin"))).toEqual(["retry-issuance"]);
    expect(orderActionsFor(hotel("FinalizationPending"), role("admin"))).toEqual([]);
    // A confirmed stay is cancelled for the customer by its rate's penalties (the refunds module).
    expect(orderActionsFor(hotel("Successful"), role("support"))).toEqual(["cancel-and-refund"]);
    expect(orderActionsFor(hotel("Successful"), role("finance"))).toEqual([]);
    expect(orderActionsFor({ ...order("Successful"), hotel: false }, role("support"))).toEqual([
      "resend-ticket",
      "cancel-and-refund",
    ]);
  });

  it("offers nothing on an order that waits for nothing", () => {
    const idle: OrderStatus[] = [
      "Created",
      "Approved",
      "Rejected",
      "Failed",
      "ConfirmFailed",
      "RefundSuccessful",
    ];
    for (const status of idle) expect(orderActionsFor(order(status), role("admin"))).toEqual([]);
  });
});

describe("tickets issued by hand", () => {
  it("sends the PNR in capitals and one 13-digit number per traveller, spaces and dashes out", () => {
    expect(
      checkOfflineTickets(
        { bookingReference: " ab12cd ", ticket0: "157 1234567890", ticket1: "157-1234567891" },
        2,
      ),
    ).toEqual({
      ok: true,
      data: { bookingReference: "AB12CD", ticketNumbers: ["1571234567890", "1571234567891"] },
    });
  });

  it("reads Arabic-Indic and Persian digits", () => {
    expect(checkOfflineTickets({ bookingReference: "XY٩٨٧", ticket0: "١٥٧۱۲۳۴۵۶۷۸۹۰" }, 1)).toEqual({
      ok: true,
      data: { bookingReference: "XY987", ticketNumbers: ["1571234567890"] },
    });
  });

  it("puts each refusal on its own field", () => {
    expect(
      checkOfflineTickets({ bookingReference: "AB1", ticket0: "1571234567890", ticket1: "12345" }, 2),
    ).toEqual({
      ok: false,
      errors: {
        bookingReference: "OFFLINE_BOOKING_REFERENCE_IS_INVALID",
        ticket1: "OFFLINE_TICKET_NUMBER_IS_INVALID",
      },
    });
    expect(checkOfflineTickets({ bookingReference: "AB12CD" }, 1)).toEqual({
      ok: false,
      errors: { ticket0: "OFFLINE_TICKET_NUMBER_IS_INVALID" },
    });
  });
});

describe("cancel and refund", () => {
  const values = {
    reason: "2",
    destination: "Wallet" as const,
    iban: "١٢٣٤",
    accountNumber: "",
    cardNumber: "",
    description: "  asked on the phone ",
    locale: "fa" as const,
    cancellationPolicyAccepted: true,
  };

  it("sends no bank details for the wallet, and the note trimmed", () => {
    expect(cancelRefundBody(values)).toEqual({
      reason: "2",
      destination: "Wallet",
      description: "asked on the phone",
      locale: "fa",
      cancellationPolicyAccepted: true,
    });
  });

  it("sends a bank's details in ASCII digits, blanks left out", () => {
    const body = cancelRefundBody({ ...values, destination: "Bank", iban: " ۱۲۳۴ ۵۶ ", description: "" });
    expect(body).toMatchObject({ destination: "Bank", iban: "1234 56", accountNumber: undefined });
    expect(body.description).toBeUndefined();
  });
});
