import type { IssuedTicket } from "@safar/domain";
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./schema-orders-flight";

/**
 * What happens to an order after it is paid: supplier confirmation and ticket issuance, run by the
 * `order-fulfilment` job with the spec's backoff. One row per paid order, made in the transaction
 * that settles the payment, so a paid order always has one (the recovery sweep relies on it).
 *
 * `leaseUntil` is taken for the length of one attempt (supplier calls happen outside any database
 * transaction): a worker that dies mid-attempt lets the lease run out and the next run takes over.
 */
export const orderFulfilment = pgTable(
  "order_fulfilment",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Issue attempts made (confirmation is not counted). */
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt is due; null once the order has reached a final state. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** Which step failed for good: the supplier's confirmation or the ticket issue. */
    failedStep: text("failed_step", { enum: ["confirm", "issue"] }),
    bookingReference: text("booking_reference"),
    /** `[{ passengerIndex, ticketNumber }]` once issued. */
    tickets: jsonb("tickets").$type<IssuedTicket[]>(),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    /** Cents put back into the customer's wallet when confirmation or issuance failed for good. */
    refundedCents: bigint("refunded_cents", { mode: "number" }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** When the e-ticket was sent through the notifications module. */
    ticketSentAt: timestamp("ticket_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_fulfilment_due_idx").on(table.nextAttemptAt).where(sql`${table.nextAttemptAt} is not null`),
    // The back office finds an order by its PNR or a ticket number.
    index("order_fulfilment_booking_reference_idx").on(table.bookingReference),
    index("order_fulfilment_tickets_idx").using("gin", sql`${table.tickets} jsonb_path_ops`),
  ],
);

/**
 * The `network` supplier's booking records. That supplier plays a GDS in test mode; a real GDS keeps
 * its holds and tickets on its side, beyond our process's life, so the simulation keeps them in a
 * table of its own (never read by anything but the network supplier).
 */
export const networkBookings = pgTable("network_bookings", {
  holdId: uuid("hold_id").primaryKey(),
  offer: jsonb("offer").notNull(),
  status: text("status", { enum: ["held", "issued", "cancelled"] }).notNull(),
  ticketRef: text("ticket_ref"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every call the fulfilment made to a supplier for an order (confirm, issue, cancel a hold): its
 * outcome, the supplier's error and how long it took. Support reads them on the order's page in the
 * back office; append-only.
 */
export const supplierCalls = pgTable(
  "supplier_calls",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    operation: text("operation", { enum: ["confirm", "issue", "cancel"] }).notNull(),
    holdId: text("hold_id").notNull(),
    ok: boolean("ok").notNull(),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("supplier_calls_order_idx").on(table.orderId, table.at)],
);
