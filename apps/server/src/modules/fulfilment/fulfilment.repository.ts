import { and, count, eq, gte, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { orderFulfilment, supplierCalls } from "../../db/schema";
import type { Database } from "../../platform/db";

export type FulfilmentRow = typeof orderFulfilment.$inferSelect;
export type FulfilmentPatch = Partial<Omit<FulfilmentRow, "orderId" | "createdAt">>;

/** The `order_fulfilment` rows: attempts, leases, issued tickets and refunds of paid orders. */
export function createFulfilmentRepository(db: Database) {
  return {
    /** Inside the settling transaction: a paid order gets its fulfilment row, due now. */
    async createDue(tx: Database, orderId: string, now: Date): Promise<void> {
      await tx.insert(orderFulfilment).values({ orderId, nextAttemptAt: now }).onConflictDoNothing();
    },

    /** Keeps one supplier call's outcome (append-only). */
    async recordCall(call: typeof supplierCalls.$inferInsert): Promise<void> {
      await db.insert(supplierCalls).values(call);
    },

    /** An order's supplier calls, oldest first. */
    callsOf(orderId: string) {
      return db
        .select()
        .from(supplierCalls)
        .where(eq(supplierCalls.orderId, orderId))
        .orderBy(supplierCalls.at, supplierCalls.id)
        .limit(500);
    },

    /** Orders whose confirmation or ticket issue failed for good since `since` (the dashboard). */
    async failuresSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(orderFulfilment)
        .where(and(isNotNull(orderFulfilment.failedStep), gte(orderFulfilment.updatedAt, since)));
      return row?.n ?? 0;
    },

    /** The orders whose booking reference (PNR) or one of whose ticket numbers is `reference`. */
    async orderIdsByReference(reference: string): Promise<string[]> {
      const rows = await db
        .select({ orderId: orderFulfilment.orderId })
        .from(orderFulfilment)
        .where(
          or(
            eq(orderFulfilment.bookingReference, reference.toUpperCase()),
            sql`${orderFulfilment.tickets} @> ${JSON.stringify([{ ticketNumber: reference }])}::jsonb`,
          ),
        )
        .limit(50);
      return rows.map((row) => row.orderId);
    },

    async find(orderId: string, on: Database = db): Promise<FulfilmentRow | undefined> {
      const [row] = await on.select().from(orderFulfilment).where(eq(orderFulfilment.orderId, orderId));
      return row;
    },

    /**
     * Takes the lease of a due row for `leaseSeconds` (one conditional UPDATE: exactly one worker
     * wins); undefined when the row is not due, already leased, or final.
     */
    async claim(orderId: string, now: Date, leaseSeconds: number): Promise<FulfilmentRow | undefined> {
      const [row] = await db
        .update(orderFulfilment)
        .set({ leaseUntil: new Date(now.getTime() + leaseSeconds * 1000), updatedAt: now })
        .where(
          and(
            eq(orderFulfilment.orderId, orderId),
            isNotNull(orderFulfilment.nextAttemptAt),
            lte(orderFulfilment.nextAttemptAt, now),
            or(isNull(orderFulfilment.leaseUntil), lte(orderFulfilment.leaseUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    /** Writes what an attempt learned; `on` is the caller's transaction when there is one. */
    async update(orderId: string, patch: FulfilmentPatch, on: Database = db): Promise<FulfilmentRow> {
      const [row] = await on
        .update(orderFulfilment)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(orderFulfilment.orderId, orderId))
        .returning();
      if (!row) throw new Error(`no fulfilment row for order ${orderId}`);
      return row;
    },

    /** Order ids whose next attempt is due and not leased (the recovery sweep), oldest first. */
    async due(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ orderId: orderFulfilment.orderId })
        .from(orderFulfilment)
        .where(
          and(
            isNotNull(orderFulfilment.nextAttemptAt),
            lte(orderFulfilment.nextAttemptAt, now),
            or(isNull(orderFulfilment.leaseUntil), lte(orderFulfilment.leaseUntil, now)),
          ),
        )
        .orderBy(orderFulfilment.nextAttemptAt)
        .limit(limit);
      return rows.map((row) => row.orderId);
    },
  };
}

export type FulfilmentRepository = ReturnType<typeof createFulfilmentRepository>;
