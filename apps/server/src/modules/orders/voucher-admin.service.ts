/**
 * The back office's discount vouchers (issue 13, money): list them with their usage (redemptions
 * in force, kept on the voucher row under its lock when an order applies or releases one), create
 * one, switch one off or on. Customers' orders apply them (orders.repository.ts).
 */
import { type CreateVoucherFields, fromCents, toCents, VoucherKind, type VoucherView } from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import { count, desc, eq } from "drizzle-orm";
import { discountVouchers } from "../../db/schema";
import { type Database, isUniqueViolation } from "../../platform/db";
import { AppError } from "../../platform/errors";

type Row = typeof discountVouchers.$inferSelect;

function toView(row: Row): VoucherView {
  const usd = (cents: number | null) => (cents === null ? null : fromCents(cents));
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    maxDiscount: usd(row.maxDiscountCents),
    amount: usd(row.amountCents),
    minimumOrder: fromCents(row.minimumOrderCents),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    perCustomerLimit: row.perCustomerLimit,
    totalLimit: row.totalLimit,
    usedCount: row.usedCount,
    isActive: row.isActive,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createVoucherAdmin(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** Newest first, paged. */
    async list(page: { page: number; pageSize: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(discountVouchers)
          .orderBy(desc(discountVouchers.createdAt), desc(discountVouchers.id))
          .limit(page.pageSize)
          .offset((page.page - 1) * page.pageSize),
        db.select({ n: count() }).from(discountVouchers),
      ]);
      return { items: rows.map(toView), total: total?.n ?? 0, ...page };
    },

    /** A new voucher (400 VOUCHER_EXPIRY_IS_INVALID for a past end, 409 VOUCHER_CODE_EXISTS); `audit` in its transaction. */
    async create(
      fields: CreateVoucherFields,
      audit: (tx: Database, after: VoucherView) => Promise<void>,
    ): Promise<VoucherView> {
      if (fields.expiresAt && Date.parse(fields.expiresAt) <= now().getTime())
        throw AppError.single("validation", "expiresAt", K.VOUCHER_EXPIRY_IS_INVALID);
      const percent = fields.kind === VoucherKind.Percent;
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(discountVouchers)
            .values({
              code: fields.code,
              kind: fields.kind,
              percent: percent ? fields.percent : null,
              maxDiscountCents: percent && fields.maxDiscount !== null ? toCents(fields.maxDiscount) : null,
              amountCents: !percent && fields.amount !== null ? toCents(fields.amount) : null,
              minimumOrderCents: toCents(fields.minimumOrder),
              expiresAt: fields.expiresAt ? new Date(fields.expiresAt) : null,
              perCustomerLimit: fields.perCustomerLimit,
              totalLimit: fields.totalLimit,
              description: fields.description,
            })
            .returning();
          if (!row) throw new Error("voucher not inserted");
          const view = toView(row);
          await audit(tx, view);
          return view;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.single("conflict", "code", K.VOUCHER_CODE_EXISTS);
        throw error;
      }
    },

    /** Switches a voucher off (orders can no longer apply it; those that did keep it) or on again. */
    async setActive(
      id: string,
      isActive: boolean,
      audit: (tx: Database, before: VoucherView, after: VoucherView) => Promise<void>,
    ): Promise<VoucherView> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(discountVouchers)
          .where(eq(discountVouchers.id, id))
          .for("update");
        if (!before) throw AppError.single("not_found", "id", K.VOUCHER_ID_NOT_FOUND);
        const [row] = await tx
          .update(discountVouchers)
          .set({ isActive })
          .where(eq(discountVouchers.id, id))
          .returning();
        if (!row) throw new Error("voucher not updated");
        const view = toView(row);
        await audit(tx, toView(before), view);
        return view;
      });
    },
  };
}

export type VoucherAdmin = ReturnType<typeof createVoucherAdmin>;
