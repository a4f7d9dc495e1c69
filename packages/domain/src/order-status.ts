/**
 * The order state machine (spec §4 status labels; the spec does not give the transitions, so they
 * are decided here as an airline-ticketing operator runs a booking, and written down in
 * docs/order-states.md). `transition` is the only way a status changes; every pair that is not in
 * the table is refused with an OrderTransitionError (the server answers 409).
 *
 * The flow: an order is Created (under review) from a proposal and passengers; Submit re-prices it
 * with the supplier (Submitted); the seats are held (Approved) or the supplier refuses (Rejected).
 * While the hold lives the customer pays: InProgress while the gateway works, PaymentSuccessful when
 * the gateway says yes, Paid once the payment is verified and booked in the ledger, PaymentFailed
 * when it says no (and a retry may start while the hold lives; an expired hold rejects the order).
 * The paid booking is confirmed with the supplier (ConfirmSuccessful / ConfirmFailed), then the
 * ticket issue job runs (FinalizationPending) until the ticket is issued (Successful) or the job
 * gives up (Failed). A paid order that cannot be confirmed or issued is refunded to the wallet
 * (RefundSuccessful, or RefundFailed which is retried); an issued order may be refunded in full.
 */
import { z } from "zod";
import { OrderStatus } from "./enum-values";

export { OrderStatus };
export const orderStatusSchema = z.enum(OrderStatus);
export const orderStatuses: readonly OrderStatus[] = Object.values(OrderStatus);

/** What happens to an order: the inputs of the state machine. */
export const OrderEvent = {
  /** Re-priced with the supplier and accepted by the customer (SubmitFlightOrder). */
  Submit: "Submit",
  /** Seats held with the supplier (ReserveFlightOrder). */
  ReserveSucceeded: "ReserveSucceeded",
  /** The supplier refused the hold (sold out, flight not found). */
  ReserveFailed: "ReserveFailed",
  /** The customer abandons an unpaid order (or declines a changed price). */
  Cancel: "Cancel",
  /** The seat hold ran out before a payment started or after one failed. */
  HoldExpired: "HoldExpired",
  /** A payment was started with a gateway or the wallet (Pay/Create). */
  PaymentStarted: "PaymentStarted",
  /** The gateway reported the payment as approved. */
  PaymentSucceeded: "PaymentSucceeded",
  /** The gateway reported the payment as declined or abandoned. */
  PaymentFailed: "PaymentFailed",
  /** The approved payment was verified with the gateway and booked in the ledger. */
  PaymentCaptured: "PaymentCaptured",
  /** Verification found the approved payment was not captured after all. */
  PaymentReversed: "PaymentReversed",
  /** The supplier confirmed the paid booking at the paid price. */
  ConfirmSucceeded: "ConfirmSucceeded",
  /** The supplier would not confirm the paid booking. */
  ConfirmFailed: "ConfirmFailed",
  /** The ticket issue job was queued. */
  IssueRequested: "IssueRequested",
  IssueSucceeded: "IssueSucceeded",
  /** The ticket issue job gave up after its retries. */
  IssueFailed: "IssueFailed",
  /** The paid amount went back (to the wallet, or by the customer's refund request). */
  RefundSucceeded: "RefundSucceeded",
  /** A refund attempt failed; it may be retried. */
  RefundFailed: "RefundFailed",
} as const;
export type OrderEvent = (typeof OrderEvent)[keyof typeof OrderEvent];
export const orderEventSchema = z.enum(OrderEvent);
export const orderEvents: readonly OrderEvent[] = Object.values(OrderEvent);

/** The only events that may move an order out of a terminal status. */
export const REFUND_EVENTS: readonly OrderEvent[] = [OrderEvent.RefundSucceeded, OrderEvent.RefundFailed];

const S = OrderStatus;
const E = OrderEvent;

/** The transition table: status → event → next status. Every pair not listed is refused. */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderEvent, OrderStatus>>>>
> = {
  [S.Created]: { [E.Submit]: S.Submitted, [E.Cancel]: S.Rejected },
  [S.Submitted]: {
    [E.ReserveSucceeded]: S.Approved,
    [E.ReserveFailed]: S.Rejected,
    [E.Cancel]: S.Rejected,
  },
  [S.Approved]: { [E.PaymentStarted]: S.InProgress, [E.HoldExpired]: S.Rejected, [E.Cancel]: S.Rejected },
  // No HoldExpired here: money may be on its way; the payment is settled first and a late one is
  // refunded through ConfirmFailed.
  [S.InProgress]: { [E.PaymentSucceeded]: S.PaymentSuccessful, [E.PaymentFailed]: S.PaymentFailed },
  [S.PaymentFailed]: {
    [E.PaymentStarted]: S.InProgress,
    [E.HoldExpired]: S.Rejected,
    [E.Cancel]: S.Rejected,
  },
  [S.PaymentSuccessful]: { [E.PaymentCaptured]: S.Paid, [E.PaymentReversed]: S.PaymentFailed },
  [S.Paid]: { [E.ConfirmSucceeded]: S.ConfirmSuccessful, [E.ConfirmFailed]: S.ConfirmFailed },
  [S.ConfirmSuccessful]: { [E.IssueRequested]: S.FinalizationPending },
  [S.FinalizationPending]: { [E.IssueSucceeded]: S.Successful, [E.IssueFailed]: S.Failed },
  // Terminal statuses: only the refund paths lead out.
  [S.ConfirmFailed]: { [E.RefundSucceeded]: S.RefundSuccessful, [E.RefundFailed]: S.RefundFailed },
  [S.Failed]: { [E.RefundSucceeded]: S.RefundSuccessful, [E.RefundFailed]: S.RefundFailed },
  [S.Successful]: { [E.RefundSucceeded]: S.RefundSuccessful, [E.RefundFailed]: S.RefundFailed },
  [S.RefundFailed]: { [E.RefundSucceeded]: S.RefundSuccessful, [E.RefundFailed]: S.RefundFailed },
  [S.Rejected]: {},
  [S.RefundSuccessful]: {},
};

/**
 * Statuses where the booking flow has ended: nothing but a refund event leads out of them
 * (Rejected and RefundSuccessful have no way out at all).
 */
export const TERMINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  S.Rejected,
  S.ConfirmFailed,
  S.Successful,
  S.Failed,
  S.RefundSuccessful,
  S.RefundFailed,
];

export function isTerminal(status: OrderStatus): boolean {
  return TERMINAL_ORDER_STATUSES.includes(status);
}

/** Statuses with no way out at all. */
export function isFinal(status: OrderStatus): boolean {
  return allowedEvents(status).length === 0;
}

/** Thrown for every (status, event) pair the table does not allow. */
export class OrderTransitionError extends Error {
  constructor(
    readonly status: OrderStatus,
    readonly event: OrderEvent,
  ) {
    super(`order status ${status} does not accept ${event}`);
    this.name = "OrderTransitionError";
  }
}

export function canTransition(status: OrderStatus, event: OrderEvent): boolean {
  return ORDER_TRANSITIONS[status]?.[event] !== undefined;
}

/** The next status, or an OrderTransitionError for a pair the table does not allow. */
export function transition(status: OrderStatus, event: OrderEvent): OrderStatus {
  const next = ORDER_TRANSITIONS[status]?.[event];
  if (next === undefined) throw new OrderTransitionError(status, event);
  return next;
}

/** The events a status accepts, in the order of `OrderEvent`. */
export function allowedEvents(status: OrderStatus): OrderEvent[] {
  const row = ORDER_TRANSITIONS[status] ?? {};
  return orderEvents.filter((event) => row[event] !== undefined);
}

/** Every status reachable from `from` (itself included), breadth first. */
export function reachableStatuses(from: OrderStatus = S.Created): Set<OrderStatus> {
  const seen = new Set<OrderStatus>([from]);
  const queue: OrderStatus[] = [from];
  for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
    for (const next of Object.values(ORDER_TRANSITIONS[status])) {
      if (next !== undefined && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}
