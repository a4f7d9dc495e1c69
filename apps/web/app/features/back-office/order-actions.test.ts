import { type OrderStatus, orderStatuses, rolePermissions } from "@safar/domain";
import { describe, expect, it } from "vitest";
import { checkOfflineTickets, orderActionsFor } from "./order-actions";

const role = (name: keyof typeof rolePermissions) => ({ permissions: [...rolePermissions[name]] });

describe("an order's actions", () => {
  it("offers the retry and the tickets issued by hand to the roles that operate orders, while the issue waits", () => {
    expect(orderActionsFor("FinalizationPending", role("support"))).toEqual([
      "retry-issuance",
      "offline-tickets",
    ]);
    expect(orderActionsFor("FinalizationPending", role("operations"))).toEqual([
      "retry-issuance",
      "offline-tickets",
    ]);
    expect(orderActionsFor("Paid", role("admin"))).toEqual(["retry-issuance"]);
    expect(orderActionsFor("ConfirmSuccessful", role("admin"))).toEqual(["retry-issuance"]);
  });

  it("never to a role without orders:operate", () => {
    for (const status of orderStatuses) {
      expect(orderActionsFor(status, role("finance"))).not.toContain("retry-issuance");
      expect(orderActionsFor(status, role("finance"))).not.toContain("offline-tickets");
    }
    expect(orderActionsFor("FinalizationPending", role("content"))).toEqual([]);
    expect(orderActionsFor("FinalizationPending", null)).toEqual([]);
  });

  it("resends the ticket of an issued order, for whoever sees orders", () => {
    expect(orderActionsFor("Successful", role("finance"))).toEqual(["resend-ticket"]);
    expect(orderActionsFor("Successful", role("support"))).toEqual(["resend-ticket"]);
    expect(orderActionsFor("Successful", role("content"))).toEqual([]);
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
    for (const status of idle) expect(orderActionsFor(status, role("admin"))).toEqual([]);
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
