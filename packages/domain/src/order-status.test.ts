import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allowedEvents,
  canTransition,
  OrderEvent as E,
  isFinal,
  isTerminal,
  ORDER_TRANSITIONS,
  type OrderEvent,
  type OrderStatus,
  OrderTransitionError,
  orderEvents,
  orderStatuses,
  orderStatusSchema,
  REFUND_EVENTS,
  reachableStatuses,
  OrderStatus as S,
  transition,
} from "./order-status";

/** Written out by hand (docs/order-states.md), independent of the table it checks. */
const ALLOWED: ReadonlyArray<readonly [OrderStatus, OrderEvent, OrderStatus]> = [
  [S.Created, E.Submit, S.Submitted],
  [S.Created, E.Cancel, S.Rejected],
  [S.Submitted, E.ReserveSucceeded, S.Approved],
  [S.Submitted, E.ReserveFailed, S.Rejected],
  [S.Submitted, E.Cancel, S.Rejected],
  [S.Approved, E.PaymentStarted, S.InProgress],
  [S.Approved, E.HoldExpired, S.Rejected],
  [S.Approved, E.Cancel, S.Rejected],
  [S.InProgress, E.PaymentSucceeded, S.PaymentSuccessful],
  [S.InProgress, E.PaymentFailed, S.PaymentFailed],
  [S.PaymentFailed, E.PaymentStarted, S.InProgress],
  [S.PaymentFailed, E.HoldExpired, S.Rejected],
  [S.PaymentFailed, E.Cancel, S.Rejected],
  [S.PaymentSuccessful, E.PaymentCaptured, S.Paid],
  [S.PaymentSuccessful, E.PaymentReversed, S.PaymentFailed],
  [S.Paid, E.ConfirmSucceeded, S.ConfirmSuccessful],
  [S.Paid, E.ConfirmFailed, S.ConfirmFailed],
  [S.ConfirmSuccessful, E.IssueRequested, S.FinalizationPending],
  [S.FinalizationPending, E.IssueSucceeded, S.Successful],
  [S.FinalizationPending, E.IssueFailed, S.Failed],
  [S.ConfirmFailed, E.RefundSucceeded, S.RefundSuccessful],
  [S.ConfirmFailed, E.RefundFailed, S.RefundFailed],
  [S.Failed, E.RefundSucceeded, S.RefundSuccessful],
  [S.Failed, E.RefundFailed, S.RefundFailed],
  [S.Successful, E.RefundSucceeded, S.RefundSuccessful],
  [S.Successful, E.RefundFailed, S.RefundFailed],
  [S.RefundFailed, E.RefundSucceeded, S.RefundSuccessful],
  [S.RefundFailed, E.RefundFailed, S.RefundFailed],
];

const REFUSED_SAMPLE: ReadonlyArray<readonly [OrderStatus, OrderEvent]> = [
  [S.Created, E.PaymentStarted], // no payment before the price is confirmed and seats held
  [S.Created, E.ReserveSucceeded],
  [S.Submitted, E.PaymentStarted],
  [S.Approved, E.PaymentSucceeded], // a callback without a started payment
  [S.Approved, E.IssueRequested],
  [S.InProgress, E.HoldExpired], // money may be on its way
  [S.InProgress, E.Cancel],
  [S.InProgress, E.PaymentStarted], // no second payment while one runs
  [S.PaymentSuccessful, E.Cancel],
  [S.PaymentSuccessful, E.PaymentSucceeded],
  [S.Paid, E.Cancel],
  [S.Paid, E.RefundSucceeded],
  [S.ConfirmSuccessful, E.IssueSucceeded],
  [S.FinalizationPending, E.Cancel],
  [S.Successful, E.IssueRequested],
  [S.Successful, E.PaymentStarted],
  [S.Rejected, E.Submit],
  [S.Rejected, E.RefundSucceeded],
  [S.RefundSuccessful, E.RefundFailed],
  [S.RefundSuccessful, E.Submit],
  [S.Failed, E.IssueRequested],
  [S.ConfirmFailed, E.ConfirmSucceeded],
];

describe("order status transitions", () => {
  it.each(ALLOWED)("%s --%s--> %s", (from, event, to) => {
    expect(transition(from, event)).toBe(to);
    expect(canTransition(from, event)).toBe(true);
    expect(allowedEvents(from)).toContain(event);
  });

  it("allows exactly the written-down pairs and nothing else", () => {
    const table = orderStatuses.flatMap((from) =>
      allowedEvents(from).map((event) => `${from}|${event}|${ORDER_TRANSITIONS[from][event]}`),
    );
    expect(table.sort()).toEqual(ALLOWED.map((row) => row.join("|")).sort());
    const refused = orderStatuses.length * orderEvents.length - ALLOWED.length;
    let thrown = 0;
    for (const from of orderStatuses) {
      for (const event of orderEvents) {
        if (!canTransition(from, event)) {
          expect(() => transition(from, event)).toThrow(OrderTransitionError);
          thrown++;
        }
      }
    }
    expect(thrown).toBe(refused);
  });

  it.each(REFUSED_SAMPLE)("refuses %s --%s--> with a typed error", (from, event) => {
    expect(canTransition(from, event)).toBe(false);
    try {
      transition(from, event);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(OrderTransitionError);
      expect(error).toMatchObject({ status: from, event });
    }
  });

  it("names the spec's fifteen statuses and parses them", () => {
    expect(orderStatuses).toHaveLength(15);
    expect(orderStatusSchema.parse("FinalizationPending")).toBe(S.FinalizationPending);
    expect(orderStatusSchema.safeParse("Shipped").success).toBe(false);
  });

  it("marks terminal and final statuses", () => {
    expect(orderStatuses.filter(isTerminal).sort()).toEqual(
      [S.Rejected, S.ConfirmFailed, S.Successful, S.Failed, S.RefundSuccessful, S.RefundFailed].sort(),
    );
    expect(orderStatuses.filter(isFinal).sort()).toEqual([S.Rejected, S.RefundSuccessful].sort());
    for (const status of orderStatuses.filter(isTerminal)) {
      for (const event of allowedEvents(status)) expect(REFUND_EVENTS).toContain(event);
    }
  });

  it("leads every non-terminal status to a terminal one (no dead ends)", () => {
    for (const status of orderStatuses.filter((s) => !isTerminal(s))) {
      expect(allowedEvents(status).length).toBeGreaterThan(0);
      expect([...reachableStatuses(status)].some(isTerminal)).toBe(true);
    }
  });

  it("reaches every status from Created along a path replayed through transition", () => {
    // Breadth-first search over the table for a witness path, then replay it.
    const paths = new Map<OrderStatus, OrderEvent[]>([[S.Created, []]]);
    const queue: OrderStatus[] = [S.Created];
    for (let status = queue.shift(); status; status = queue.shift()) {
      for (const event of allowedEvents(status)) {
        const next = transition(status, event);
        if (!paths.has(next)) {
          paths.set(next, [...(paths.get(status) ?? []), event]);
          queue.push(next);
        }
      }
    }
    expect([...paths.keys()].sort()).toEqual([...orderStatuses].sort());
    for (const [target, path] of paths) {
      expect(path.reduce<OrderStatus>(transition, S.Created)).toBe(target);
    }
    expect(reachableStatuses(S.Created).size).toBe(orderStatuses.length);
  });
});

describe("order status properties", () => {
  const reachable = reachableStatuses(S.Created);
  const anyEvent = fc.constantFrom(...orderEvents);

  it("random event sequences stay inside the reachable set; refused events change nothing; terminal statuses are left only by refunds", () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 60 }), (events) => {
        let status: OrderStatus = S.Created;
        for (const event of events) {
          const before = status;
          try {
            status = transition(status, event);
          } catch (error) {
            expect(error).toBeInstanceOf(OrderTransitionError);
            expect(status).toBe(before);
            continue;
          }
          expect(reachable.has(status)).toBe(true);
          if (isTerminal(before)) {
            expect(REFUND_EVENTS).toContain(event);
            expect([S.RefundSuccessful, S.RefundFailed]).toContain(status);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("random walks over allowed events only visit every status and keep money rules: nothing is issued unpaid", () => {
    const visited = new Set<OrderStatus>();
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), (choices) => {
        let status: OrderStatus = S.Created;
        const history: OrderStatus[] = [status];
        for (const choice of choices) {
          const events = allowedEvents(status);
          if (events.length === 0) break;
          status = transition(status, events[choice % events.length] as OrderEvent);
          history.push(status);
          visited.add(status);
        }
        // Issuance and its outcomes only after the payment was captured (Paid).
        const firstPaid = history.indexOf(S.Paid);
        for (const late of [S.ConfirmSuccessful, S.FinalizationPending, S.Successful, S.Failed]) {
          const at = history.indexOf(late);
          if (at >= 0) expect(firstPaid).toBeGreaterThanOrEqual(0);
          if (at >= 0) expect(at).toBeGreaterThan(firstPaid);
        }
        // A refund only follows a captured payment.
        const refund = history.findIndex((s) => s === S.RefundSuccessful || s === S.RefundFailed);
        if (refund >= 0) expect(firstPaid).toBeGreaterThanOrEqual(0);
      }),
      // A fixed seed: the coverage check below ("every reachable status was visited") must not
      // depend on luck; the other property tests keep random seeds.
      { numRuns: 5000, seed: 20261121 },
    );
    visited.add(S.Created);
    expect([...visited].sort()).toEqual([...reachable].sort());
  });
});
