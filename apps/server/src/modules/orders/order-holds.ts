/**
 * The holds of orders: reserving a submitted order (a flight's seats held with each supplier, charter
 * seats in the same transaction as the move to Approved; a hotel's contracted rooms likewise; every
 * hold undone when one fails), and the hold expiry sweep that rejects orders whose hold ran out
 * (HoldExpired) and gives their seats, rooms and voucher use back.
 */
import { FlightMessageKey, type OrderDetail, OrderEvent, OrderStatus, transition } from "@safar/domain";
import { HotelMessageKey, OrderMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { CatalogService } from "../catalog/catalog.service";
import { SupplierError } from "../catalog/catalog.service";
import { HotelSupplierError, type HotelsService } from "../hotels/hotels.service";
import {
  flightItemOf,
  HOLDING,
  type Holds,
  hotelItemOf,
  lockOwned,
  statusConflict,
  toOrderDetail,
} from "./order-rows";
import type { OrderQueries, OrderRow, OrdersRepository } from "./orders.repository";

const SWEEP_BATCH = 50;

export interface OrderHoldsDeps {
  repository: OrdersRepository;
  catalog: Pick<CatalogService, "hold" | "cancelHold">;
  hotels: Pick<HotelsService, "holdRooms" | "releaseRooms">;
  holdMinutes: number;
  now: () => Date;
}

export function createOrderHolds(deps: OrderHoldsDeps) {
  const { repository, catalog, now } = deps;

  /** Gives held seats or rooms back to their suppliers, inside the caller's transaction. */
  async function releaseHolds(row: OrderRow, holds: Holds, tx: Database) {
    for (const hold of holds) {
      if (row.item.kind === "hotel") await deps.hotels.releaseRooms(hold.provider, hold.holdId, tx);
      else await catalog.cancelHold(hold.provider, hold.holdId, { db: tx });
    }
  }

  /**
   * Holds what the order sells until `expiresAt`: each flight offer's seats with its supplier, or
   * the hotel rate's rooms (nothing to hold with a supplier that books after payment, nor for a visa).
   */
  async function holdItem(row: OrderRow, expiresAt: Date, tx: Database, held: Holds) {
    const flight = flightItemOf(row);
    if (flight) {
      for (const part of flight.supplierOffers) {
        const hold = await catalog.hold(part.provider, part.offer, flight.passengerCounts, {
          db: tx,
          expiresAt,
        });
        held.push({ provider: part.provider, holdId: hold.holdId });
      }
      return;
    }
    // A visa has nothing to hold: the hold is the payment window.
    if (row.item.kind === "visa") return;
    const hotel = hotelItemOf(row);
    if (!hotel) throw new Error(`order ${row.id} sells nothing this module knows`);
    const holdId = await deps.hotels.holdRooms(hotel.rate, expiresAt, tx);
    if (holdId === null) throw new HotelSupplierError("sold_out", "no room left to hold");
    if (holdId) held.push({ provider: hotel.rate.supplier, holdId });
  }

  /** Gives an order's held seats back and rejects it (HoldExpired), inside the caller's transaction. */
  async function expireOne(
    q: OrderQueries,
    tx: Parameters<Parameters<OrdersRepository["transaction"]>[0]>[1],
    row: OrderRow,
  ) {
    await releaseHolds(row, (row.holds as Holds | null) ?? [], tx);
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
          await holdItem(row, expiresAt, tx, held);
        } catch (error) {
          await releaseHolds(row, held, tx);
          const gone =
            (error instanceof SupplierError || error instanceof HotelSupplierError) &&
            (error.kind === "sold_out" || error.kind === "not_found");
          if (gone) {
            await q.update(row.id, { status: transition(OrderStatus.Submitted, OrderEvent.ReserveFailed) });
            return { kind: "sold_out" as const, hotel: row.item.kind === "hotel" };
          }
          if (error instanceof SupplierError || error instanceof HotelSupplierError)
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
        throw AppError.single(
          "conflict",
          "orderId",
          outcome.hotel ? HotelMessageKey.HOTEL_ROOM_SOLD_OUT : FlightMessageKey.FLIGHT_SOLD_OUT,
        );
      if (outcome.kind === "expired")
        throw AppError.single("conflict", "orderId", OrderMessageKey.ORDER_HOLD_EXPIRED);
      return toOrderDetail(outcome.row);
    },
  };
}
