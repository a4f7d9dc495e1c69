import type { OrderRow } from "../orders/orders.service";
import { createOrderAdvance } from "./advance-order";
import type { FulfilmentDeps } from "./fulfilment-deps";
import { createFlightSteps } from "./fulfilment-flight";
import { createHotelSteps } from "./fulfilment-hotel";
import { createFulfilmentJournal } from "./fulfilment-journal";
import type { ProductSteps } from "./fulfilment-steps";
import { createTourSteps } from "./fulfilment-tour";
import { createVisaSteps } from "./fulfilment-visa";
import { createRecordIssuedByHand } from "./record-issued-by-hand";
import { createRefundFailedOrder, failedIssueLedgerReference } from "./refund-failed-order";
import { createRunFulfilment } from "./run-fulfilment";
import { createVerifyTicketIssue } from "./verify-ticket-issue";

export type { FulfilmentLog } from "./fulfilment-journal";

/**
 * After payment: confirm the booking with the supplier, issue the tickets (retrying with the spec's
 * backoff up to a give-up limit), and when that fails for good give the paid amount back to the
 * customer's wallet. Every step is a compare-and-set on the order's status inside a short
 * transaction (advance-order.ts); supplier calls run outside any transaction under a lease, so a
 * worker that dies mid-call is taken over when the lease runs out, and an issue repeated after a
 * crash is answered by the (idempotent) supplier with the same tickets (run-fulfilment.ts,
 * refund-failed-order.ts). What the supplier is asked at each step is the product's
 * (fulfilment-flight.ts, -hotel.ts, -visa.ts, -tour.ts), picked by the order item's kind.
 */
export function createFulfilmentService(deps: FulfilmentDeps) {
  const { repository, orders, catalog, log } = deps;
  const now = deps.now ?? (() => new Date());

  const journal = createFulfilmentJournal({ repository, log });
  const { supplierCall } = journal;
  const hotelSteps = createHotelSteps({ repository, orders, hotels: deps.hotels, supplierCall, now, log });
  const flightSteps = createFlightSteps({ catalog, supplierCall, log });

  const visaSteps = createVisaSteps({ visas: deps.visas });
  const tourSteps = createTourSteps({ tours: deps.tours });

  /** The supplier's side of the order's steps, by its item's kind. */
  const steps: Record<OrderRow["item"]["kind"], ProductSteps> = {
    flight: flightSteps,
    hotel: hotelSteps,
    visa: visaSteps,
    tour: tourSteps,
  };
  const stepsOf = (order: OrderRow): ProductSteps => steps[order.item.kind];

  const { advance, recordIssued } = createOrderAdvance(deps, now);
  const refund = createRefundFailedOrder(deps, { now, advance, stepsOf });

  const service = {
    run: createRunFulfilment(deps, { now, advance, recordIssued, refund, stepsOf }),

    verify: createVerifyTicketIssue(deps),

    /** For the ticket pages: the order's issued booking, or null while it is not issued. */
    async issuance(orderId: string) {
      const row = await repository.find(orderId);
      if (!row?.bookingReference || !row.issuedAt) return null;
      return {
        bookingReference: row.bookingReference,
        tickets: row.tickets ?? [],
        issuedAt: row.issuedAt,
      };
    },

    state: journal.state,

    /** The wallet ledger's reference of the amount an order got back after its issue failed. */
    ledgerReferencesOf(orderId: string): string[] {
      return [failedIssueLedgerReference(orderId)];
    },

    /**
     * The back office's "retry now": an order whose confirmation or issue is waiting for its next
     * attempt (the supplier failed, the backoff runs) is tried at once, here, under the same lease as
     * the worker's (never twice at a time). False when nothing waits: not paid, issued, or given up.
     */
    async retryNow(orderId: string): Promise<boolean> {
      const row = await repository.find(orderId);
      if (!row?.nextAttemptAt || row.issuedAt) return false;
      await repository.update(orderId, { nextAttemptAt: now() });
      await service.run(orderId);
      return true;
    },

    recordIssuedByHand: createRecordIssuedByHand(deps, recordIssued),

    /**
     * An order that waited for something outside (a visa case with its officers) is looked at again
     * now: its next attempt is due and queued.
     */
    async wake(orderId: string): Promise<void> {
      const row = await repository.find(orderId);
      if (!row) return;
      await repository.update(orderId, { nextAttemptAt: now() });
      await deps.schedule(orderId, 0);
    },

    /** For the back office's dashboard: orders whose confirmation or issue failed for good since `since`. */
    failuresSince: (since: Date) => repository.failuresSince(since),

    /** For the back office's order search: the orders a PNR or a ticket number belongs to. */
    orderIdsByReference: (reference: string) => repository.orderIdsByReference(reference),

    /** The order's supplier calls, oldest first (the back office's order page). */
    supplierCalls: journal.supplierCalls,

    /** For the order's pages (its timeline and travellers): what fulfilment recorded, null before payment. */
    async record(orderId: string) {
      const row = await repository.find(orderId);
      if (!row) return null;
      return {
        bookingReference: row.bookingReference,
        tickets: row.tickets ?? [],
        issuedAt: row.issuedAt,
        failedStep: row.failedStep,
        refundedCents: row.refundedCents,
        refundedAt: row.refundedAt,
      };
    },

    /** When the e-ticket was sent to the customer (null: not yet), for the ticket sender. */
    async ticketSentAt(orderId: string): Promise<Date | null> {
      return (await repository.find(orderId))?.ticketSentAt ?? null;
    },

    /** Notes that the e-ticket was sent, so that a repeated job does not send it again. */
    async markTicketSent(orderId: string): Promise<void> {
      await repository.update(orderId, { ticketSentAt: new Date() });
    },

    /** The recovery sweep: queues every due order (lost jobs, expired leases after a crash). */
    async sweep(limit = 100): Promise<number> {
      const due = await repository.due(now(), limit);
      for (const orderId of due) await deps.schedule(orderId, 0);
      return due.length;
    },
  };
  return service;
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
