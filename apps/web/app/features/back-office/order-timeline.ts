/**
 * An order's one timeline on its back-office page: what the customer's timeline shows (the order's
 * records: made, held, paid, issued, refunded) and what it does not (every supplier call, every
 * message sent, every ledger movement), oldest first. Entries at the same instant keep the order
 * of their sources (the order's events, then the calls, the messages and the ledger).
 */
import type {
  LedgerMovement,
  OrderActivity,
  OrderMessage,
  OrderTimelineEvent,
  SupplierCall,
} from "@safar/domain";

export type TimelineEntry =
  | { source: "event"; at: string; event: OrderTimelineEvent }
  | { source: "supplier"; at: string; call: SupplierCall }
  | { source: "message"; at: string; message: OrderMessage }
  | { source: "ledger"; at: string; movement: LedgerMovement };

export function orderTimeline(
  events: readonly OrderTimelineEvent[],
  activity: Pick<OrderActivity, "supplierCalls" | "messages" | "ledger">,
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...events.map((event) => ({ source: "event" as const, at: event.at, event })),
    ...activity.supplierCalls.map((call) => ({ source: "supplier" as const, at: call.at, call })),
    ...activity.messages.map((message) => ({ source: "message" as const, at: message.at, message })),
    ...activity.ledger.map((movement) => ({ source: "ledger" as const, at: movement.at, movement })),
  ];
  return entries
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * A message's kind as a translation key's last part (`ticket.again` → `ticket-again`: the dots of
 * a kind would nest the key), or null for a kind the page does not know (shown as it came).
 */
export function messageKindKey(kind: string): string | null {
  const known = [
    "ticket",
    "ticket.again",
    "refund.requested",
    "refund.approved",
    "refund.rejected",
    "refund.refunded",
    "refund.paidOut",
  ];
  return known.includes(kind) ? kind.replace(".", "-") : null;
}
