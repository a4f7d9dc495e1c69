/**
 * Discount vouchers on unpaid orders: applying a code (the order row and then the voucher row
 * locked, so the voucher's limits hold however many customers use the same code at once; the
 * discount computed by the domain's rule) and removing it (its use given back). Both are safe to
 * retry: the same code again, or a removal from an order without one, answers the order as it is.
 */
import { type OrderDetail, voucherDiscountCents } from "@safar/domain";
import { OrderMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import { lockOwned, statusConflict, toOrderDetail, UNPAID } from "./order-rows";
import type { OrdersRepository } from "./orders.repository";

export interface OrderVouchersDeps {
  repository: OrdersRepository;
  now: () => Date;
}

export function createOrderVouchers(deps: OrderVouchersDeps) {
  const { repository, now } = deps;

  return {
    /**
     * Applies a voucher to an unpaid order. The order row and then the voucher row are locked, so
     * the limits hold however many customers apply the same code at once.
     */
    async applyVoucher(userId: string, orderId: string, rawCode: string): Promise<OrderDetail> {
      const code = rawCode.trim().toUpperCase();
      const row = await repository.transaction(async (q) => {
        const order = await lockOwned(q, userId, orderId);
        if (!UNPAID.includes(order.status)) throw statusConflict(order.status);
        if (order.voucherId) {
          if (order.voucherCode === code) return order;
          throw AppError.single("conflict", "code", OrderMessageKey.VOUCHER_ALREADY_APPLIED);
        }
        // A stay paid at the hotel (decision 022) is booked at 0: no use of a code is spent on it.
        if (order.totalCents === 0)
          throw AppError.single("conflict", "code", OrderMessageKey.VOUCHER_NOTHING_TO_PAY_NOW);
        const voucher = await q.lockVoucherByCode(code);
        const fail = (status: "validation" | "conflict", message: string) =>
          AppError.single(status, "code", message);
        if (!voucher?.isActive) throw fail("validation", OrderMessageKey.VOUCHER_NOT_FOUND);
        if (voucher.expiresAt && voucher.expiresAt <= now())
          throw fail("validation", OrderMessageKey.VOUCHER_EXPIRED);
        if (order.totalCents < voucher.minimumOrderCents)
          throw fail("validation", OrderMessageKey.VOUCHER_MINIMUM_NOT_MET);
        if (voucher.totalLimit !== null && voucher.usedCount >= voucher.totalLimit)
          throw fail("conflict", OrderMessageKey.VOUCHER_USAGE_LIMIT_REACHED);
        if (
          voucher.perCustomerLimit !== null &&
          (await q.countCustomerRedemptions(voucher.id, userId)) >= voucher.perCustomerLimit
        )
          throw fail("conflict", OrderMessageKey.VOUCHER_CUSTOMER_LIMIT_REACHED);
        const discount = voucherDiscountCents(
          voucher.kind === "percent"
            ? { kind: "percent", percent: voucher.percent ?? 0, maxDiscountCents: voucher.maxDiscountCents }
            : { kind: "fixed", amountCents: voucher.amountCents ?? 0 },
          order.totalCents,
        );
        await q.insertRedemption({
          voucherId: voucher.id,
          orderId: order.id,
          userId,
          discountCents: discount,
        });
        return q.update(order.id, {
          voucherId: voucher.id,
          voucherCode: voucher.code,
          discountCents: discount,
          payableCents: order.totalCents - discount,
        });
      });
      return toOrderDetail(row);
    },

    /** Removes the order's voucher; an order without one is answered as it is (a retry does no harm). */
    async removeVoucher(userId: string, orderId: string): Promise<OrderDetail> {
      const row = await repository.transaction(async (q) => {
        const order = await lockOwned(q, userId, orderId);
        if (!order.voucherId) return order;
        if (!UNPAID.includes(order.status)) throw statusConflict(order.status);
        await q.releaseRedemption(order.id);
        return q.update(order.id, {
          voucherId: null,
          voucherCode: null,
          discountCents: 0,
          payableCents: order.totalCents,
        });
      });
      return toOrderDetail(row);
    },
  };
}
