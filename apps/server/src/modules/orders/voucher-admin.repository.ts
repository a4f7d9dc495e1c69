/** The back office's reads and writes of `discount_vouchers` (orders apply them in orders.repository). */
import { count, desc, eq } from "drizzle-orm";
import { discountVouchers } from "../../db/schema";
import type { Database } from "../../platform/db";

export type VoucherRow = typeof discountVouchers.$inferSelect;
export type NewVoucher = Omit<typeof discountVouchers.$inferInsert, "id" | "usedCount" | "createdAt">;

export function createVoucherAdminRepository(db: Database) {
  return {
    /** Newest first, one page, and how many there are. */
    async page(page: number, pageSize: number): Promise<{ rows: VoucherRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(discountVouchers)
          .orderBy(desc(discountVouchers.createdAt), desc(discountVouchers.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(discountVouchers),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Inserts a voucher and runs `after` in the same transaction (a taken code throws the unique violation). */
    insert<T>(values: NewVoucher, after: (tx: Database, row: VoucherRow) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(discountVouchers).values(values).returning();
        if (!row) throw new Error("voucher not inserted");
        return after(tx, row);
      });
    },

    /** Locks the voucher, switches it and runs `after` in the same transaction; undefined when there is none. */
    setActive<T>(
      id: string,
      isActive: boolean,
      after: (tx: Database, before: VoucherRow, row: VoucherRow) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(discountVouchers)
          .where(eq(discountVouchers.id, id))
          .for("update");
        if (!before) return undefined;
        const [row] = await tx
          .update(discountVouchers)
          .set({ isActive })
          .where(eq(discountVouchers.id, id))
          .returning();
        if (!row) throw new Error("voucher not updated");
        return after(tx, before, row);
      });
    },
  };
}

export type VoucherAdminRepository = ReturnType<typeof createVoucherAdminRepository>;
