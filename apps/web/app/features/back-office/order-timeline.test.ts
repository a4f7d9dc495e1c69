import type { LedgerMovement, OrderMessage, OrderTimelineEvent, SupplierCall } from "@safar/domain";
import { describe, expect, it } from "vitest";
import { messageKindKey, orderTimeline } from "./order-timeline";

const event = (kind: OrderTimelineEvent["kind"], at: string): OrderTimelineEvent => ({
  kind,
  at,
  amount: null,
  reference: null,
});
const call = (at: string): SupplierCall => ({
  at,
  provider: "charter",
  operation: "issue",
  holdId: "h1",
  ok: true,
  error: null,
  durationMs: 12,
});
const message = (at: string): OrderMessage => ({
  at,
  channel: "sms",
  recipient: "+9647701234567",
  kind: "ticket",
  ok: true,
  error: null,
});
const movement = (at: string): LedgerMovement => ({
  at,
  reference: "payment:1",
  reason: "OrderPayment",
  description: null,
  entries: [],
});

describe("an order's timeline", () => {
  it("puts the order's events, supplier calls, messages and ledger movements in one list, oldest first", () => {
    const timeline = orderTimeline(
      [event("Created", "2026-03-01T10:00:00Z"), event("TicketsIssued", "2026-03-01T10:05:00Z")],
      {
        supplierCalls: [call("2026-03-01T10:04:59Z")],
        messages: [message("2026-03-01T10:05:01Z")],
        ledger: [movement("2026-03-01T10:02:00Z")],
      },
    );
    expect(timeline.map((entry) => entry.source)).toEqual([
      "event",
      "ledger",
      "supplier",
      "event",
      "message",
    ]);
  });

  it("keeps the sources' order for entries at the same instant, whatever the offset they are written with", () => {
    const timeline = orderTimeline([event("PaymentSucceeded", "2026-03-01T13:00:00+03:00")], {
      supplierCalls: [],
      messages: [message("2026-03-01T10:00:00Z")],
      ledger: [movement("2026-03-01T10:00:00.000Z")],
    });
    expect(timeline.map((entry) => entry.source)).toEqual(["event", "message", "ledger"]);
  });

  it("is empty for an order with nothing yet", () => {
    expect(orderTimeline([], { supplierCalls: [], messages: [], ledger: [] })).toEqual([]);
  });
});

describe("a message's kind", () => {
  it("names the known kinds with a key without dots, and leaves others as they came", () => {
    expect(messageKindKey("ticket")).toBe("ticket");
    expect(messageKindKey("ticket.again")).toBe("ticket-again");
    expect(messageKindKey("refund.paidOut")).toBe("refund-paidOut");
    expect(messageKindKey("marketing.blast")).toBeNull();
  });
});
