import type { OrderStatus } from "@safar/domain";
import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import { discountVouchers, orders, voucherRedemptions } from "../../db/schema";
import type { Database } from "../../platform/db";

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type VoucherRow = typeof discountVouchers.$inferSelect;
export type OrderPatch = Partial<
  Pick<
    OrderRow,
    | "status"
    | "holds"
    | "holdExpiresAt"
    | "discountCents"
    | "payableCents"
    | "voucherId"
    | "voucherCode"
    | "refundStatus"
    | "paidCurrencyCode"
    | "paidExchangeRate"
  >
>;

/** What the back office's order search selects (`searched`: a search box was filled in). */
export type OperatorOrderFilter = {
  searched: boolean;
  match: {
    orderNumber?: number;
    trackingNumber?: string;
    phoneTail?: string;
    email?: string;
    orderIds?: readonly string[];
    userIds?: readonly string[];
  };
  status?: OrderStatus | undefined;
  type?: string | undefined;
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
  page: number;
  pageSize: number;
};

/** What the customer's order list selects (every field optional but the page). */
export type OrderListFilter = {
  status?: OrderStatus | undefined;
  statuses?: readonly OrderStatus[] | undefined;
  productType?: string | undefined;
  orderNumber?: number | undefined;
  /** Departure at or after. */
  departsFrom?: Date | undefined;
  /** Departure before. */
  departsBefore?: Date | undefined;
  soonestFirst?: boolean | undefined;
  page: number;
  pageSize: number;
};

/** The only code that knows the order and voucher tables. */
export function createOrdersRepository(db: Database) {
  return {
    ...orderQueries(db),
    /** Runs `work` in one transaction; `tx` is handed on to suppliers that hold seats in our database. */
    transaction<T>(work: (queries: OrderQueries, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => {
        const handle = tx as unknown as Database;
        return work(orderQueries(handle), handle);
      });
    },
    /** The queries bound to a transaction another module opened (one commit for both). */
    within(tx: Database): OrderQueries {
      return orderQueries(tx);
    },
  };
}

function orderQueries(db: Database) {
  return {
    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async findByIdempotencyKey(userId: string, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row;
    },

    /** Inserts the order; undefined when the customer's idempotency key is already taken. */
    async insert(values: NewOrderRow): Promise<OrderRow | undefined> {
      const [row] = await db
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning();
      return row;
    },

    /** SELECT … FOR UPDATE: the order row stays locked for the rest of the transaction. */
    async lock(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for("update");
      return row;
    },

    async update(id: string, patch: OrderPatch): Promise<OrderRow> {
      const [row] = await db
        .update(orders)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning();
      if (!row) throw new Error(`order ${id} vanished during update`);
      return row;
    },

    /**
     * The customer's orders the filter selects, newest first; `upcoming` (departing after
     * `departsAfter`, in one of `statuses`) soonest first.
     */
    async listByUser(userId: string, filter: OrderListFilter) {
      const where = and(
        eq(orders.userId, userId),
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.statuses ? inArray(orders.status, [...filter.statuses]) : undefined,
        filter.productType ? eq(orders.type, filter.productType) : undefined,
        filter.orderNumber !== undefined ? eq(orders.orderNumber, filter.orderNumber) : undefined,
        filter.departsFrom ? gte(orders.startsAt, filter.departsFrom) : undefined,
        filter.departsBefore ? lt(orders.startsAt, filter.departsBefore) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(
            ...(filter.soonestFirst
              ? [asc(orders.startsAt), asc(orders.orderNumber)]
              : [desc(orders.createdAt), desc(orders.orderNumber)]),
          )
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, totalCount: total?.n ?? 0 };
    },

    /**
     * The back office's search: orders matching any of `match` (order number, tracking number,
     * the contact's phone by its last 10 digits, e-mail, given order ids or owners), narrowed by
     * status, product and registration time; newest first.
     */
    async searchForOperators(filter: OperatorOrderFilter) {
      const m = filter.match;
      const anyOf = [
        m.orderNumber !== undefined ? eq(orders.orderNumber, m.orderNumber) : undefined,
        m.trackingNumber ? eq(orders.trackingNumber, m.trackingNumber) : undefined,
        m.phoneTail
          ? sql`right(regexp_replace(${orders.contact}->>'phoneNumber', '[^0-9]', '', 'g'), 10) = ${m.phoneTail}`
          : undefined,
        m.email ? sql`lower(${orders.contact}->>'email') = ${m.email}` : undefined,
        m.orderIds?.length ? inArray(orders.id, m.orderIds) : undefined,
        m.userIds?.length ? inArray(orders.userId, m.userIds) : undefined,
      ].filter((c) => c !== undefined);
      const where = and(
        filter.searched ? (anyOf.length ? or(...anyOf) : sql`false`) : undefined,
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.type ? eq(orders.type, filter.type) : undefined,
        filter.createdFrom ? gte(orders.createdAt, filter.createdFrom) : undefined,
        filter.createdBefore ? lt(orders.createdAt, filter.createdBefore) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Orders whose seat hold has run out, locked; rows another sweep holds are skipped. */
    /**
     * The customer's open stays paid at the hotel other than `exceptId`: hotel orders whose rate is
     * paid there, held or booked (`statuses`), check-in not passed.
     */
    async countOpenPayAtHotel(userId: string, statuses: OrderStatus[], now: Date, exceptId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, statuses),
            gte(orders.startsAt, now),
            ne(orders.id, exceptId),
            sql`${orders.item}->>'kind' = 'hotel'`,
            sql`(${orders.item}->'rate'->>'payAtHotel')::boolean`,
          ),
        );
      return row?.n ?? 0;
    },

    async lockExpiredHolds(statuses: OrderStatus[], now: Date, limit: number, userId?: string) {
      return db
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.status, statuses),
            lte(orders.holdExpiresAt, now),
            userId ? eq(orders.userId, userId) : undefined,
          ),
        )
        .orderBy(orders.holdExpiresAt)
        .limit(limit)
        .for("update", { skipLocked: true });
    },

    /** The voucher row locked (FOR UPDATE): limits are checked and counted under this lock. */
    async lockVoucherByCode(code: string): Promise<VoucherRow | undefined> {
      const [row] = await db
        .select()
        .from(discountVouchers)
        .where(eq(discountVouchers.code, code))
        .for("update");
      return row;
    },

    async countCustomerRedemptions(voucherId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(voucherRedemptions)
        .where(
          and(
            eq(voucherRedemptions.voucherId, voucherId),
            eq(voucherRedemptions.userId, userId),
            eq(voucherRedemptions.status, "applied"),
          ),
        );
      return row?.n ?? 0;
    },

    async insertRedemption(values: {
      voucherId: string;
      orderId: string;
      userId: string;
      discountCents: number;
    }) {
      await db.insert(voucherRedemptions).values(values);
      await db
        .update(discountVouchers)
        .set({ usedCount: sql`${discountVouchers.usedCount} + 1` })
        .where(eq(discountVouchers.id, values.voucherId));
    },

    /** Releases the order's applied redemption (if any) and gives its use back to the voucher. */
    async releaseRedemption(orderId: string): Promise<boolean> {
      const [released] = await db
        .update(voucherRedemptions)
        .set({ status: "released", releasedAt: new Date() })
        .where(and(eq(voucherRedemptions.orderId, orderId), eq(voucherRedemptions.status, "applied")))
        .returning({ voucherId: voucherRedemptions.voucherId });
      if (!released) return false;
      await db
        .update(discountVouchers)
        .set({ usedCount: sql`${discountVouchers.usedCount} - 1` })
        .where(eq(discountVouchers.id, released.voucherId));
      return true;
    },
  };
}

export type OrderQueries = ReturnType<typeof orderQueries>;
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
