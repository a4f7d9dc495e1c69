/**
 * The back office's discount vouchers (issue 13, money): list them with their usage (redemptions
 * in force, kept on the voucher row under its lock when an order applies or releases one), create
 * one, switch one off or on. Customers' orders apply them (orders.repository.ts).
 */
import { type CreateVoucherFields, fromCents, toCents, VoucherKind, type VoucherView } from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import { type Database, isUniqueViolation } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { VoucherRow as Row, VoucherAdminRepository } from "./voucher-admin.repository";

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

export function createVoucherAdmin(deps: { repository: VoucherAdminRepository; now?: () => Date }) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** Newest first, paged. */
    async list(page: { page: number; pageSize: number }) {
      const { rows, total } = await repository.page(page.page, page.pageSize);
      return { items: rows.map(toView), total, ...page };
    },

    /** A new voucher (400 VOUCHER_EXPIRY_IS_INVALID for a past end, 409 VOUCHER_CODE_EXISTS); `audit` in its transaction. */
    async create(
      fields: CreateVoucherFields,
      audit: (tx: Database, after: VoucherView) => Promise<void>,
    ): Promise<VoucherView> {
      if (fields.expiresAt && Date.parse(fields.expiresAt) <= now().getTime())
        throw AppError.single("validation", "expiresAt", K.VOUCHER_EXPIRY_IS_INVALID);
      const percent = fields.kind === VoucherKind.Percent;
      const values = {
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
      };
      try {
        return await repository.insert(values, async (tx, row) => {
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
      const changed = await repository.setActive(id, isActive, async (tx, before, row) => {
        const view = toView(row);
        await audit(tx, toView(before), view);
        return view;
      });
      if (!changed) throw AppError.single("not_found", "id", K.VOUCHER_ID_NOT_FOUND);
      return changed;
    },
  };
}

export type VoucherAdmin = ReturnType<typeof createVoucherAdmin>;
