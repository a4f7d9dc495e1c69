import { OrderEvent, OrderStatus, retryDelayMs } from "@safar/domain";
import type { Database } from "../../platform/db";
import type { OrderRow } from "../orders/orders.service";
import type { OrderAdvance } from "./advance-order";
import type { FulfilmentRow } from "./fulfilment.repository";
import type { FulfilmentDeps, StepsOf } from "./fulfilment-deps";
import { isFinalFlightError } from "./fulfilment-flight";
import { isFinalHotelError } from "./fulfilment-hotel";
import { isFinalTourError } from "./fulfilment-tour";
import { VisaRejectedError } from "./fulfilment-visa";

/** Statuses the fulfilment job still has work in (the others are final for it). */
const WORKING: readonly string[] = [
  OrderStatus.Paid,
  OrderStatus.ConfirmSuccessful,
  OrderStatus.FinalizationPending,
  OrderStatus.ConfirmFailed,
  OrderStatus.Failed,
  OrderStatus.RefundFailed,
];
/** Statuses whose paid amount goes back to the wallet. */
const TO_REFUND: readonly string[] = [
  OrderStatus.ConfirmFailed,
  OrderStatus.Failed,
  OrderStatus.RefundFailed,
];

/** Whether a supplier error means the booking is gone for good (no point retrying). */
function isFinal(error: unknown): boolean {
  return (
    isFinalHotelError(error) ||
    isFinalFlightError(error) ||
    error instanceof VisaRejectedError ||
    isFinalTourError(error)
  );
}

/**
 * The fulfilment job's run for one order: the order's status machine after payment (confirm, issue,
 * or refund when it failed for good), a failed attempt counted and retried by the spec's backoff.
 */
export function createRunFulfilment(
  deps: Pick<
    FulfilmentDeps,
    "repository" | "orders" | "schedule" | "maxAttempts" | "leaseSeconds" | "log" | "random"
  >,
  context: {
    now: () => Date;
    advance: OrderAdvance["advance"];
    recordIssued: OrderAdvance["recordIssued"];
    refund: (order: OrderRow) => Promise<"done">;
    stepsOf: StepsOf;
  },
) {
  const { repository, orders, log } = deps;
  const { now, advance, recordIssued, refund, stepsOf } = context;

  async function confirm(order: OrderRow): Promise<"next" | "retry"> {
    let write: ((tx: Database) => Promise<void>) | undefined;
    try {
      write = await stepsOf(order).confirm(order);
    } catch (error) {
      if (!isFinal(error)) throw error;
      log.warn({ orderId: order.id, err: error }, "supplier would not confirm the paid booking");
      await advance(order.id, OrderStatus.Paid, [OrderEvent.ConfirmFailed], (tx) =>
        repository
          .update(order.id, { lastError: String(error), failedStep: "confirm" }, tx)
          .then(() => undefined),
      );
      return "next";
    }
    const confirmed = await advance(
      order.id,
      OrderStatus.Paid,
      [OrderEvent.ConfirmSucceeded, OrderEvent.IssueRequested],
      write,
    );
    if (confirmed)
      await stepsOf(order)
        .confirmed?.(order)
        .catch((error: unknown) =>
          log.warn({ orderId: order.id, err: error }, "after-confirmation step failed"),
        );
    return "next";
  }

  async function issue(order: OrderRow): Promise<"next" | "done"> {
    const issued = await stepsOf(order).issue(order);
    if ("waiting" in issued) {
      // Not an attempt: nothing is due until the people it waits for act (`wake`).
      await repository.update(order.id, { nextAttemptAt: null, leaseUntil: null });
      log.info({ orderId: order.id }, `waiting for ${issued.waiting}`);
      return "done";
    }
    await recordIssued(order.id, issued.bookingReference, issued.tickets, issued.logMessage);
    return "done";
  }

  /** A failed attempt: count it, and either schedule the next one by the backoff or give up. */
  async function failed(order: OrderRow, claimed: FulfilmentRow, error: unknown): Promise<void> {
    const attempts = claimed.attempts + 1;
    const status = order.status;
    const giveUp =
      attempts >= deps.maxAttempts || (isFinal(error) && status === OrderStatus.FinalizationPending);
    log.warn({ orderId: order.id, status, attempts, giveUp, err: error }, "fulfilment attempt failed");
    const lastError = String(error);
    // Refunds are never given up: they go on by the backoff (capped at 4 hours) until they succeed.
    const step =
      status === OrderStatus.FinalizationPending ? "issue" : status === OrderStatus.Paid ? "confirm" : null;
    if (giveUp && step) {
      const event = step === "issue" ? OrderEvent.IssueFailed : OrderEvent.ConfirmFailed;
      await advance(order.id, status, [event], (tx) =>
        repository
          .update(
            order.id,
            { attempts, lastError, failedStep: step, nextAttemptAt: now(), leaseUntil: null },
            tx,
          )
          .then(() => undefined),
      );
      await deps.schedule(order.id, 0);
      return;
    }
    const delayMs = retryDelayMs(attempts, deps.random);
    await repository.update(order.id, {
      attempts,
      lastError,
      nextAttemptAt: new Date(now().getTime() + delayMs),
      leaseUntil: null,
    });
    await deps.schedule(order.id, Math.ceil(delayMs / 1000));
  }

  /**
   * One run of the job for an order: takes the lease (or returns when another worker has it or
   * nothing is due) and moves the order as far as it goes now.
   */
  return async function run(orderId: string): Promise<void> {
    const claimed = await repository.claim(orderId, now(), deps.leaseSeconds);
    if (!claimed) return;
    let order = await orders.findById(orderId);
    try {
      for (let step = 0; order && step < 6; step++) {
        const status = order.status;
        if (!WORKING.includes(status)) {
          await repository.update(orderId, { nextAttemptAt: null, leaseUntil: null });
          return;
        }
        let outcome: "next" | "retry" | "done";
        if (status === OrderStatus.Paid) outcome = await confirm(order);
        else if (status === OrderStatus.ConfirmSuccessful) {
          await advance(orderId, status, [OrderEvent.IssueRequested]);
          outcome = "next";
        } else if (status === OrderStatus.FinalizationPending) outcome = await issue(order);
        else if (TO_REFUND.includes(status)) outcome = await refund(order);
        else outcome = "done";
        if (outcome !== "next") return;
        order = await orders.findById(orderId);
      }
    } catch (error) {
      const current = (await orders.findById(orderId)) ?? order;
      if (current) await failed(current, (await repository.find(orderId)) ?? claimed, error);
    }
  };
}
