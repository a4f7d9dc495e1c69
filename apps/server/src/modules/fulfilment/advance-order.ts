import { type IssuedTicket, OrderEvent, OrderStatus } from "@safar/domain";
import type { Database } from "../../platform/db";
import type { OrderRow } from "../orders/orders.service";
import type { FulfilmentDeps } from "./fulfilment-deps";

/**
 * The order's moves that fulfilment makes: each a compare-and-set on the order's status inside one
 * short transaction, so that two workers (or a worker and an operator) never move it twice.
 */
export function createOrderAdvance(
  deps: Pick<FulfilmentDeps, "repository" | "orders" | "transaction" | "onIssued" | "log">,
  now: () => Date,
) {
  const { repository, orders, log } = deps;

  /** In one transaction: lock the order, and when it is still in `from`, apply `events` and `write`. */
  async function advance(
    orderId: string,
    from: OrderStatus,
    events: OrderEvent[],
    write?: (tx: Database, order: OrderRow) => Promise<void>,
  ): Promise<boolean> {
    return deps.transaction(async (tx) => {
      const order = await orders.lockForPayment(tx, orderId);
      if (order.status !== from) return false;
      await write?.(tx, order);
      await orders.applyEvents(tx, order, events);
      return true;
    });
  }

  /**
   * An order waiting for its issue becomes Successful with its booking reference and tickets
   * (compare-and-set on its status), and its e-ticket is sent; false when it was not waiting.
   */
  async function recordIssued(
    orderId: string,
    bookingReference: string,
    tickets: IssuedTicket[],
    logMessage: string,
  ): Promise<boolean> {
    const issued = await advance(
      orderId,
      OrderStatus.FinalizationPending,
      [OrderEvent.IssueSucceeded],
      (tx) =>
        repository
          .update(
            orderId,
            {
              bookingReference,
              tickets,
              issuedAt: now(),
              nextAttemptAt: null,
              leaseUntil: null,
              lastError: null,
            },
            tx,
          )
          .then(() => undefined),
    );
    if (!issued) return false;
    log.info({ orderId, bookingReference }, logMessage);
    await deps
      .onIssued?.(orderId)
      .catch((error: unknown) => log.error({ orderId, err: error }, "sending the issued ticket failed"));
    return true;
  }

  return { advance, recordIssued };
}

export type OrderAdvance = ReturnType<typeof createOrderAdvance>;
