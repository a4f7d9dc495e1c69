import { createHash } from "node:crypto";
import {
  fromCents,
  type HotelOrderItem,
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
import { SupplierError } from "../catalog/catalog.service";
import { HotelSupplierError, type HotelsService } from "../hotels/hotels.service";
import { flightItemOf, hotelItemOf, type OrderRow, type OrdersService } from "../orders/orders.service";
import type { WalletService } from "../wallet/wallet.service";
import type { FulfilmentRepository, FulfilmentRow } from "./fulfilment.repository";
import { createFulfilmentJournal, type FulfilmentLog } from "./fulfilment-journal";

type Holds = { provider: string; holdId: string }[];

export type { FulfilmentLog } from "./fulfilment-journal";

export interface FulfilmentDeps {
  repository: FulfilmentRepository;
  orders: Pick<OrdersService, "lockForPayment" | "applyEvents" | "findById" | "recordSupplierBooking">;
  /** The payments module's service: what the customer paid for an order, inside `tx`. */
  payments: { paidCents(orderId: string, tx: Database): Promise<number> };
  catalog: Pick<CatalogService, "supplier" | "cancelHold">;
  /** The hotels service: a booked rate's supplier (book, read, cancel) and the rooms' holds. */
  hotels: Pick<HotelsService, "supplier" | "releaseRooms">;
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

/** A 13-digit e-ticket number per passenger, stable for the booking (a retry gives the same ones). */
function ticketNumber(bookingReference: string, orderId: string, index: number): string {
  const digits = BigInt(
    `0x${createHash("sha256").update(`${orderId}:${bookingReference}:${index}`).digest("hex").slice(0, 15)}`,
  )
    .toString()
    .padStart(10, "0")
    .slice(-10);
  return `960${digits}`;
}

/** Whether a supplier error means the booking is gone for good (no point retrying). */
function isFinal(error: unknown): boolean {
  if (error instanceof HotelSupplierError) return error.kind !== "unavailable";
  return error instanceof SupplierError && (error.kind === "not_found" || error.kind === "sold_out");
}

/** A hotel booking the supplier has not confirmed yet: the issue step reads it again by the backoff. */
class BookingPendingError extends Error {
  constructor(reference: string) {
    super(`hotel booking ${reference} is pending with the supplier`);
    this.name = "BookingPendingError";
  }
}

/**
 * After payment: confirm the booking with the supplier, issue the tickets (retrying with the spec's
 * backoff up to a give-up limit), and when that fails for good give the paid amount back to the
 * customer's wallet. Every step is a compare-and-set on the order's status inside a short
 * transaction; supplier calls run outside any transaction under a lease, so a worker that dies
 * mid-call is taken over when the lease runs out, and an issue repeated after a crash is answered
 * by the (idempotent) supplier with the same tickets.
 */
/** The ledger reference of the paid amount returned to the wallet after an order's issue failed. */
export const failedIssueLedgerReference = (orderId: string) => `refund:order:${orderId}`;

export function createFulfilmentService(deps: FulfilmentDeps) {
  const { repository, orders, catalog, wallet, log } = deps;
  const now = deps.now ?? (() => new Date());

  const holdsOf = (order: OrderRow): Holds => (order.holds as Holds | null) ?? [];
  const journal = createFulfilmentJournal({ repository, log });
  const { supplierCall } = journal;

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
   * A hotel's confirmation is its booking with the supplier (the contracted hold sold, or an API
   * supplier's booking): its reference is kept at once, so that the issue step reads it and a
   * repeated run books the same hold (the contracts supplier answers the same reference).
   */
  async function bookHotel(order: OrderRow, hotel: HotelOrderItem): Promise<string> {
    const supplier = deps.hotels.supplier(hotel.rate.supplier);
    const holdId = holdsOf(order)[0]?.holdId ?? null;
    const lead = hotel.guests[0] ?? { firstName: "", lastName: "" };
    const booked = await supplierCall(
      order.id,
      { provider: hotel.rate.supplier, holdId: holdId ?? "" },
      "confirm",
      () =>
        supplier.book({
          rateKey: hotel.rate.rateKey,
          holdId,
          holder: lead,
          guests: hotel.guests.map((guest, room) => ({ room, type: "Adult", age: null, ...guest })),
          totalPrice: hotel.rate.totalPrice,
          clientReference: String(order.orderNumber),
          remark: hotel.specialRequests ?? "",
        }),
    );
    return booked.reference;
  }

  async function confirm(order: OrderRow): Promise<"next" | "retry"> {
    const hotel = hotelItemOf(order);
    let hotelReference: string | null = null;
    try {
      if (hotel) hotelReference = await bookHotel(order, hotel);
      for (const hold of hotel ? [] : holdsOf(order)) {
        const supplier = catalog.supplier(hold.provider);
        if (!supplier) throw new SupplierError(hold.provider, "supplier not enabled", "not_found");
        if (supplier.confirm)
          await supplierCall(order.id, hold, "confirm", async () => supplier.confirm?.(hold.holdId));
      }
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
    await advance(
      order.id,
      OrderStatus.Paid,
      [OrderEvent.ConfirmSucceeded, OrderEvent.IssueRequested],
      hotel && hotelReference
        ? async (tx) => {
            await repository.update(order.id, { bookingReference: hotelReference }, tx);
            await orders.recordSupplierBooking(tx, order.id, [
              { provider: hotel.rate.supplier, holdId: hotelReference },
            ]);
          }
        : undefined,
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

  /**
   * A hotel booking is issued once its supplier confirms it: the voucher's reference is the
   * booking's. Pending is read again by the backoff; cancelled or unknown is final (the paid amount
   * goes back to the wallet).
   */
  async function issueHotel(order: OrderRow, hotel: HotelOrderItem): Promise<"done"> {
    const reference = (await repository.find(order.id))?.bookingReference;
    if (!reference) throw new HotelSupplierError("not_found", "the hotel booking has no reference");
    const supplier = deps.hotels.supplier(hotel.rate.supplier);
    const state = await supplierCall(
      order.id,
      { provider: hotel.rate.supplier, holdId: reference },
      "issue",
      () => supplier.readBooking(reference),
    );
    if (state?.status === "Pending") throw new BookingPendingError(reference);
    if (state?.status !== "Confirmed")
      throw new HotelSupplierError(
        "not_found",
        `hotel booking ${reference} is ${state?.status ?? "unknown"}`,
      );
    await recordIssued(order.id, reference, [], "hotel booking confirmed");
    return "done";
  }

  async function issue(order: OrderRow): Promise<"next" | "done"> {
    const hotel = hotelItemOf(order);
    if (hotel) return issueHotel(order, hotel);
    const references: string[] = [];
    for (const hold of holdsOf(order)) {
      const supplier = catalog.supplier(hold.provider);
      if (!supplier) throw new SupplierError(hold.provider, "supplier not enabled", "not_found");
      references.push(
        (await supplierCall(order.id, hold, "issue", () => supplier.issue(hold.holdId))).ticketRef,
      );
    }
    const bookingReference = references.join("/");
    const passengers = flightItemOf(order)?.passengers.length ?? 0;
    const tickets: IssuedTicket[] = Array.from({ length: passengers }, (_, passengerIndex) => ({
      passengerIndex,
      ticketNumber: ticketNumber(bookingReference, order.id, passengerIndex),
    }));
    await recordIssued(order.id, bookingReference, tickets, "tickets issued");
    return "done";
  }

  /** Gives the paid amount back to the wallet (idempotent by reference) and releases the seats. */
  async function refund(order: OrderRow): Promise<"done"> {
    const from = order.status as OrderStatus;
    let refundedCents = 0;
    try {
      await advance(order.id, from, [OrderEvent.RefundSucceeded], async (tx, locked) => {
        refundedCents = await deps.payments.paidCents(locked.id, tx);
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
    if (hotelItemOf(order)) {
      await releaseHotel(order);
      return "done";
    }
    for (const hold of holdsOf(order)) {
      await supplierCall(order.id, hold, "cancel", () =>
        catalog.cancelHold(hold.provider, hold.holdId),
      ).catch((error: unknown) =>
        log.warn({ orderId: order.id, err: error }, "releasing the supplier hold failed"),
      );
    }
    return "done";
  }

  /**
   * After a hotel order's paid amount went back: its rooms are given back, the booking cancelled
   * when one was made (a failure is logged for the operators: the money is already back).
   */
  async function releaseHotel(order: OrderRow): Promise<void> {
    const hotel = hotelItemOf(order);
    if (!hotel) return;
    const reference = (await repository.find(order.id))?.bookingReference;
    const supplier = deps.hotels.supplier(hotel.rate.supplier);
    const hold = { provider: hotel.rate.supplier, holdId: reference ?? holdsOf(order)[0]?.holdId ?? "" };
    await supplierCall(order.id, hold, "cancel", async () => {
      if (reference) await supplier.cancel({ reference, rate: hotel.rate }, now());
      else await deps.hotels.releaseRooms(hold.provider, hold.holdId);
    }).catch((error: unknown) =>
      log.warn({ orderId: order.id, err: error }, "releasing the hotel booking failed"),
    );
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
