import { and, asc, count, desc, eq, inArray, min } from "drizzle-orm";
import { refundReasons, refundRequestItems, refundRequests } from "../../db/schema";
import { type Database, isUniqueViolation } from "../../platform/db";

export type RefundReasonRow = typeof refundReasons.$inferSelect;
export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type NewRefundRequestRow = typeof refundRequests.$inferInsert;
export type RefundRequestPatch = Partial<
  Pick<
    RefundRequestRow,
    | "status"
    | "decidedAt"
    | "decidedBy"
    | "decisionNote"
    | "refundedAt"
    | "payoutReference"
    | "penaltyCents"
    | "refundCents"
  >
>;

/** The only code that knows the refund tables. */
export function createRefundsRepository(db: Database) {
  return {
    ...refundQueries(db),
    /** Runs `work` in one transaction; `tx` goes on to the orders, catalog and wallet services. */
    transaction<T>(work: (queries: RefundQueries, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => {
        const handle = tx as unknown as Database;
        return work(refundQueries(handle), handle);
      });
    },
    /** The queries bound to a transaction already open. */
    within(tx: Database): RefundQueries {
      return refundQueries(tx);
    },
  };
}

function refundQueries(db: Database) {
  return {
    listReasons(): Promise<RefundReasonRow[]> {
      return db
        .select()
        .from(refundReasons)
        .where(eq(refundReasons.isActive, true))
        .orderBy(asc(refundReasons.sort), asc(refundReasons.id));
    },

    async findReason(id: number): Promise<RefundReasonRow | undefined> {
      const [row] = await db.select().from(refundReasons).where(eq(refundReasons.id, id));
      return row;
    },

    /**
     * Inserts the request and claims its items; undefined when one of the items already belongs to
     * a live request (the unique index decides, also between two requests made at the same time).
     * Must run inside a transaction (a savepoint keeps the caller's transaction usable).
     */
    async insert(
      values: NewRefundRequestRow,
      itemIds: readonly string[],
    ): Promise<RefundRequestRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(refundRequests).values(values).returning();
          if (!row) throw new Error("refund request insert returned nothing");
          await tx
            .insert(refundRequestItems)
            .values(itemIds.map((itemId) => ({ orderId: row.orderId, itemId, requestId: row.id })));
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async findById(id: string): Promise<RefundRequestRow | undefined> {
      const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
      return row;
    },

    /** SELECT … FOR UPDATE: a decision holds the request until it commits. */
    async lock(id: string): Promise<RefundRequestRow | undefined> {
      const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id)).for("update");
      return row;
    },

    async update(id: string, patch: RefundRequestPatch): Promise<RefundRequestRow> {
      const [row] = await db.update(refundRequests).set(patch).where(eq(refundRequests.id, id)).returning();
      if (!row) throw new Error(`refund request ${id} vanished during update`);
      return row;
    },

    /** Frees a rejected request's items, so they may be asked for again. */
    async releaseItems(requestId: string): Promise<void> {
      await db.delete(refundRequestItems).where(eq(refundRequestItems.requestId, requestId));
    },

    listByOrder(orderId: string): Promise<RefundRequestRow[]> {
      return db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.orderId, orderId))
        .orderBy(desc(refundRequests.createdAt));
    },

    async listByUser(userId: string, page: number, pageSize: number) {
      const where = eq(refundRequests.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(refundRequests)
          .where(where)
          .orderBy(desc(refundRequests.createdAt), desc(refundRequests.requestNumber))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(refundRequests).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The operator's queue: requests in `statuses`, oldest first (the 24-hour promise runs out first). */
    /** Requests waiting for a decision: how many, and when the oldest was made. */
    async awaitingDecision() {
      const [row] = await db
        .select({ n: count(), oldest: min(refundRequests.createdAt) })
        .from(refundRequests)
        .where(eq(refundRequests.status, "Requested"));
      return { count: row?.n ?? 0, oldestAt: row?.oldest ?? null };
    },

    async listByStatus(statuses: readonly RefundRequestRow["status"][], page: number, pageSize: number) {
      const where = inArray(refundRequests.status, [...statuses]);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(refundRequests)
          .where(where)
          .orderBy(asc(refundRequests.createdAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(refundRequests).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Items of the order's live requests with their request's id and status. */
    liveItems(orderId: string) {
      return db
        .select({
          itemId: refundRequestItems.itemId,
          requestId: refundRequestItems.requestId,
          status: refundRequests.status,
        })
        .from(refundRequestItems)
        .innerJoin(refundRequests, eq(refundRequests.id, refundRequestItems.requestId))
        .where(and(eq(refundRequestItems.orderId, orderId)));
    },
  };
}

export type RefundQueries = ReturnType<typeof refundQueries>;
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
