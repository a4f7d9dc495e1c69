import {
  fromCents,
  type IssuedTicket,
  OrderEvent,
  OrderStatus,
  retryDelayMs,
  TicketIssueState,
  ticketIssueStateOf,
  type VerifyIssueFlightTicket,
  WalletFlowReason,
} from "@safar/domain";
import { OrderMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { CatalogService } from "../catalog/catalog.service";
import type { HotelsService } from "../hotels/hotels.service";
import { flightItemOf, type OrderRow, type OrdersService } from "../orders/orders.service";
import type { WalletService } from "../wallet/wallet.service";
import type { FulfilmentRepository, FulfilmentRow } from "./fulfilment.repository";
import { createFlightSteps, isFinalFlightError } from "./fulfilment-flight";
import { createHotelSteps, isFinalHotelError } from "./fulfilment-hotel";
import { createFulfilmentJournal, type FulfilmentLog } from "./fulfilment-journal";
import { holdsOf, type ProductSteps } from "./fulfilment-steps";
import { createTourSteps, isFinalTourError, type TourSeatsPort } from "./fulfilment-tour";
import { createVisaSteps, type VisaCasesPort, VisaRejectedError } from "./fulfilment-visa";

export type { FulfilmentLog } from "./fulfilment-journal";

export interface FulfilmentDeps {
  repository: FulfilmentRepository;
  orders: Pick<OrdersService, "lockForPayment" | "applyEvents" | "findById" | "recordSupplierBooking">;
  /** The payments module's service: what the customer paid for an order, inside `tx`. */
  payments: { paidCents(orderId: string, tx: Database): Promise<number> };
  catalog: Pick<CatalogService, "supplier" | "cancelHold">;
  /** The hotels service: a booked rate's supplier (book, read, cancel) and the rooms' holds. */
  hotels: Pick<HotelsService, "supplier" | "releaseRooms">;
  /** The visas module's cases: a paid visa order opens one, and is issued when it is approved. */
  visas: VisaCasesPort;
  /** The tours module's seats: sold when a tour order is paid, given back when it fails. */
  tours: TourSeatsPort;
  wallet: Pick<WalletService, "post">;
  /** Runs `fn` in one database transaction. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /** Queues the order's next run, `afterSeconds` from now (the job queue, deduplicated per order). */
  schedule(orderId: string, afterSeconds: number): Promise<void>;
  /** Called once when an order's tickets are issued (the ticket is sent to the customer). */
  onIssued?(orderId: string): Promise<void>;
  maxAttempts: number;
  leaseSeconds: number;
  log: FulfilmentLog;
  now?: () => Date;
  random?: () => number;
}

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

/** The ledger reference of the paid amount returned to the wallet after an order's issue failed. */
export const failedIssueLedgerReference = (orderId: string) => `refund:order:${orderId}`;

/**
 * After payment: confirm the booking with the supplier, issue the tickets (retrying with the spec's
 * backoff up to a give-up limit), and when that fails for good give the paid amount back to the
 * customer's wallet. Every step is a compare-and-set on the order's status inside a short
 * transaction; supplier calls run outside any transaction under a lease, so a worker that dies
 * mid-call is taken over when the lease runs out, and an issue repeated after a crash is answered
 * by the (idempotent) supplier with the same tickets. What the supplier is asked at each step is
 * the product's (fulfilment-flight.ts, -hotel.ts, -visa.ts, -tour.ts), picked by the order item's kind.
 */
export function createFulfilmentService(deps: FulfilmentDeps) {
  const { repository, orders, catalog, wallet, log } = deps;
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

  /** Gives the paid amount back to the wallet (idempotent by reference) and releases the seats. */
  async function refund(order: OrderRow): Promise<"done"> {
    const from = order.status as OrderStatus;
    let refundedCents = 0;
    const keptCents = (await stepsOf(order).keptOnFailure?.(order)) ?? 0;
    try {
      await advance(order.id, from, [OrderEvent.RefundSucceeded], async (tx, locked) => {
        refundedCents = Math.max(0, (await deps.payments.paidCents(locked.id, tx)) - keptCents);
        if (refundedCents > 0) {
          await wallet.post(tx, {
            reference: failedIssueLedgerReference(locked.id),
            reason: WalletFlowReason.Refund,
            description: `order ${locked.orderNumber}: ticket not issued, paid amount returned`,
            legs: [
              { account: "sales", amountCents: -refundedCents },
              { account: { userId: locked.userId }, amountCents: refundedCents },
            ],
          });
        }
        await repository.update(
          locked.id,
          { refundedCents, refundedAt: now(), nextAttemptAt: null, leaseUntil: null },
          tx,
        );
      });
    } catch (error) {
      // The refund failed (database trouble): RefundFailed, retried by the backoff like an issue.
      if (from !== OrderStatus.RefundFailed) await advance(order.id, from, [OrderEvent.RefundFailed]);
      throw error;
    }
    log.info({ orderId: order.id, refundedCents }, "paid amount returned to the wallet");
    await stepsOf(order).release(order);
    return "done";
  }

  /** A failed attempt: count it, and either schedule the next one by the backoff or give up. */
  async function failed(order: OrderRow, claimed: FulfilmentRow, error: unknown): Promise<void> {
    const attempts = claimed.attempts + 1;
    const status = order.status as OrderStatus;
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

  const service = {
    /**
     * One run of the job for an order: takes the lease (or returns when another worker has it or
     * nothing is due) and moves the order as far as it goes now.
     */
    async run(orderId: string): Promise<void> {
      const claimed = await repository.claim(orderId, now(), deps.leaseSeconds);
      if (!claimed) return;
      let order = await orders.findById(orderId);
      try {
        for (let step = 0; order && step < 6; step++) {
          const status = order.status as OrderStatus;
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
    },

    /** `Issue/VerifyIssueFlightTicket/{id}`: where the customer's paid order stands. */
    async verify(userId: string, orderId: string): Promise<VerifyIssueFlightTicket> {
      const order = await orders.findById(orderId);
      if (!order) throw AppError.single("not_found", "id", OrderMessageKey.ORDER_NOT_FOUND);
      if (order.userId !== userId) throw AppError.single("not_found", "id", OrderMessageKey.ORDER_NOT_FOUND);
      const row = await repository.find(orderId);
      const status = order.status as OrderStatus;
      const state = ticketIssueStateOf(status);
      const failedFor = state === TicketIssueState.Failed;
      return {
        orderId,
        orderStatus: status,
        state,
        attempts: row?.attempts ?? 0,
        nextAttemptAt:
          state === TicketIssueState.Pending ? (row?.nextAttemptAt?.toISOString() ?? null) : null,
        bookingReference: row?.bookingReference ?? null,
        tickets: state === TicketIssueState.Issued ? ((row?.tickets as IssuedTicket[] | null) ?? []) : [],
        refundedToWallet: row?.refundedCents != null ? fromCents(row.refundedCents) : null,
        message: failedFor
          ? row?.failedStep === "confirm"
            ? UserMessageKey.CONFIRMATION_FAILED
            : UserMessageKey.TICKET_ISSUE_FAILED
          : null,
      };
    },

    /** For the ticket pages: the order's issued booking, or null while it is not issued. */
    async issuance(orderId: string) {
      const row = await repository.find(orderId);
      if (!row?.bookingReference || !row.issuedAt) return null;
      return {
        bookingReference: row.bookingReference,
        tickets: (row.tickets as IssuedTicket[] | null) ?? [],
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

    /**
     * The back office's offline ticketing: tickets an operator issued by hand (on the airline's or
     * the GDS's own system) recorded for an order waiting for its issue, one per traveller, as if the
     * supplier had issued them; the order becomes Successful and the e-ticket is sent. A charter
     * hold is marked issued here too (its seats sold). False when the order is not waiting for its
     * issue (not paid or confirmed yet, issued, or refunded), also when a worker issued it meanwhile.
     */
    async recordIssuedByHand(
      orderId: string,
      input: { bookingReference: string; ticketNumbers: readonly string[] },
    ): Promise<"recorded" | "not-waiting" | "wrong-count"> {
      const order = await orders.findById(orderId);
      if (order?.status !== OrderStatus.FinalizationPending) return "not-waiting";
      const flight = flightItemOf(order);
      // A hotel is confirmed by its supplier, not ticketed by hand.
      if (!flight) return "not-waiting";
      if (input.ticketNumbers.length !== flight.passengers.length) return "wrong-count";
      for (const hold of holdsOf(order).filter((h) => h.provider === "charter"))
        await catalog.supplier(hold.provider)?.issue(hold.holdId);
      const tickets: IssuedTicket[] = input.ticketNumbers.map((ticketNumber, passengerIndex) => ({
        passengerIndex,
        ticketNumber,
      }));
      const recorded = await recordIssued(
        orderId,
        input.bookingReference,
        tickets,
        "tickets recorded as issued by hand",
      );
      if (!recorded) return "not-waiting";
      return "recorded";
    },

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
        tickets: (row.tickets as IssuedTicket[] | null) ?? [],
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
