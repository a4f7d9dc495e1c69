/**
 * The seat holds of orders: reserving a submitted order (its seats held with each supplier, charter
 * seats in the same transaction as the move to Approved, every hold undone when one fails), and the
 * hold expiry sweep that rejects orders whose hold ran out (HoldExpired) and gives their seats and
 * voucher use back.
 */
import {
  FlightMessageKey,
  type OrderDetail,
  OrderEvent,
  OrderStatus,
  type PassengerCounts,
  transition,
} from "@safar/domain";
import { OrderMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { CatalogService } from "../catalog/catalog.service";
import { SupplierError } from "../catalog/catalog.service";
import { HOLDING, type Holds, lockOwned, type Offers, statusConflict, toOrderDetail } from "./order-rows";
import type { OrderQueries, OrderRow, OrdersRepository } from "./orders.repository";

const SWEEP_BATCH = 50;

export interface OrderHoldsDeps {
  repository: OrdersRepository;
  catalog: Pick<CatalogService, "hold" | "cancelHold">;
  holdMinutes: number;
  now: () => Date;
}

export function createOrderHolds(deps: OrderHoldsDeps) {
  const { repository, catalog, now } = deps;

  /** Gives an order's held seats back and rejects it (HoldExpired), inside the caller's transaction. */
  async function expireOne(
    q: OrderQueries,
    tx: Parameters<Parameters<OrdersRepository["transaction"]>[0]>[1],
    row: OrderRow,
  ) {
    for (const hold of (row.holds as Holds | null) ?? []) {
      await catalog.cancelHold(hold.provider, hold.holdId, { db: tx });
    }
    await q.releaseRedemption(row.id);
    return q.update(row.id, {
      status: transition(row.status as OrderStatus, OrderEvent.HoldExpired),
      holds: null,
    });
  }

  return {
    /** Rejects every order whose hold ran out (optionally one customer's) and frees its seats. */
    async expireHolds(userId?: string): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await repository.transaction(async (q, tx) => {
          const rows = await q.lockExpiredHolds(HOLDING, now(), SWEEP_BATCH, userId);
          for (const row of rows) await expireOne(q, tx, row);
          return rows.length;
        });
        total += n;
        if (n < SWEEP_BATCH) return total;
      }
    },

    /**
     * Holds the order's seats. The order row is locked for the whole call, so a second reserve of
     * the same order waits and then answers the same Approved order. Charter seats are taken in
     * this same transaction (a savepoint), so the order is Approved exactly when its seats are.
     */
    async reserve(userId: string, orderId: string): Promise<OrderDetail> {
      const outcome = await repository.transaction(async (q, tx) => {
        const row = await lockOwned(q, userId, orderId);
        if (HOLDING.includes(row.status as never) && row.holdExpiresAt && row.holdExpiresAt <= now()) {
          await expireOne(q, tx, row);
          return { kind: "expired" as const };
        }
        if (row.status !== OrderStatus.Submitted) {
          if (row.holds) return { kind: "ok" as const, row };
          throw statusConflict(row.status);
        }
        const expiresAt = new Date(now().getTime() + deps.holdMinutes * 60_000);
        const held: Holds = [];
        try {
          for (const part of row.supplierOffers as Offers) {
            const hold = await catalog.hold(
              part.provider,
              part.offer,
              row.passengerCounts as PassengerCounts,
              {
                db: tx,
                expiresAt,
              },
            );
            held.push({ provider: part.provider, holdId: hold.holdId });
          }
        } catch (error) {
          for (const hold of held) await catalog.cancelHold(hold.provider, hold.holdId, { db: tx });
          if (error instanceof SupplierError && (error.kind === "sold_out" || error.kind === "not_found")) {
            await q.update(row.id, { status: transition(OrderStatus.Submitted, OrderEvent.ReserveFailed) });
            return { kind: "sold_out" as const };
          }
          if (error instanceof SupplierError)
            throw new AppError(
              "unavailable",
              [{ key: "request", messages: [UserMessageKey.FLIGHT_BOOKING_ERROR] }],
              error.message,
            );
          throw error;
        }
        const updated = await q.update(row.id, {
          status: transition(OrderStatus.Submitted, OrderEvent.ReserveSucceeded),
          holds: held,
          holdExpiresAt: expiresAt,
        });
        return { kind: "ok" as const, row: updated };
      });
      if (outcome.kind === "sold_out")
        throw AppError.single("conflict", "orderId", FlightMessageKey.FLIGHT_SOLD_OUT);
      if (outcome.kind === "expired")
        throw AppError.single("conflict", "orderId", OrderMessageKey.ORDER_HOLD_EXPIRED);
      return toOrderDetail(outcome.row);
    },
  };
}
