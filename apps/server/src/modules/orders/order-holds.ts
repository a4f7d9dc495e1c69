/**
 * The holds of orders: reserving a submitted order (a flight's seats held with each supplier, charter
 * seats in the same transaction as the move to Approved; a hotel's contracted rooms and a tour's
 * seats likewise; every
 * hold undone when one fails), and the hold expiry sweep that rejects orders whose hold ran out
 * (HoldExpired) and gives their seats, rooms and voucher use back.
 *
 * A stay paid at the hotel (decision 022) is held only for a customer whose account has a verified
 * phone and fewer than PAY_AT_HOTEL_OPEN_LIMIT other open stays paid at the hotel, counted with the
 * customer's row locked in the hold's own transaction (two bookings at once count one after the other).
 */
import {
  FlightMessageKey,
  type OrderDetail,
  OrderEvent,
  type OrderItemKind,
  OrderStatus,
  PAY_AT_HOTEL_OPEN_LIMIT,
  transition,
} from "@safar/domain";
import {
  HotelMessageKey,
  OrderMessageKey,
  TourMessageKey,
  UserMessageKey,
} from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { AccountsService } from "../accounts/accounts.service";
import type { CatalogService } from "../catalog/catalog.service";
import { SupplierError } from "../catalog/catalog.service";
import { HotelSupplierError, type HotelsService } from "../hotels/hotels.service";
import type { TourBookings } from "../tours/tours.service";
import {
  flightItemOf,
  HOLDING,
  type Holds,
  hotelItemOf,
  lockOwned,
  statusConflict,
  toOrderDetail,
  tourItemOf,
} from "./order-rows";
import type { OrderQueries, OrderRow, OrdersRepository } from "./orders.repository";

const SWEEP_BATCH = 50;

/** What a reserve answers when what the order sells is gone, by product. */
const SOLD_OUT: Record<OrderItemKind, string> = {
  flight: FlightMessageKey.FLIGHT_SOLD_OUT,
  hotel: HotelMessageKey.HOTEL_ROOM_SOLD_OUT,
  visa: FlightMessageKey.FLIGHT_SOLD_OUT,
  tour: TourMessageKey.TOUR_NOT_ENOUGH_SEATS,
};

/** Held or booked: what counts as an open stay paid at the hotel. */
const OPEN: OrderStatus[] = [
  OrderStatus.Approved,
  OrderStatus.PaymentFailed,
  OrderStatus.Paid,
  OrderStatus.PaymentSuccessful,
  OrderStatus.ConfirmSuccessful,
  OrderStatus.FinalizationPending,
  OrderStatus.InProgress,
  OrderStatus.Successful,
];

/** A departure without the seats the tour order needs. */
class SeatsGone extends Error {}

export interface OrderHoldsDeps {
  repository: OrdersRepository;
  catalog: Pick<CatalogService, "hold" | "cancelHold">;
  hotels: Pick<HotelsService, "holdRooms" | "releaseRooms">;
  tours: Pick<TourBookings, "holdSeats" | "releaseSeats">;
  customers: Pick<AccountsService, "lockCustomer">;
  holdMinutes: number;
  now: () => Date;
}

export function createOrderHolds(deps: OrderHoldsDeps) {
  const { repository, catalog, now } = deps;

  /** Gives held seats or rooms back to their suppliers, inside the caller's transaction. */
  async function releaseHolds(row: OrderRow, holds: Holds, tx: Database) {
    if (row.item.kind === "tour") return deps.tours.releaseSeats(tx, row.id);
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
    // A tour's seats are the operator's own: held on the departure in this transaction.
    const tour = tourItemOf(row);
    if (tour) {
      if (!(await deps.tours.holdSeats(tx, { id: row.id, item: tour }))) throw new SeatsGone();
      held.push({ provider: "tours", holdId: row.id });
      return;
    }
    const hotel = hotelItemOf(row);
    if (!hotel) throw new Error(`order ${row.id} sells nothing this module knows`);
    const holdId = await deps.hotels.holdRooms(hotel.rate, expiresAt, tx);
    if (holdId === null) throw new HotelSupplierError("sold_out", "no room left to hold");
    if (holdId) held.push({ provider: hotel.rate.supplier, holdId });
  }

  /**
   * The guarantee of a stay paid at the hotel, in the reserve's transaction: the customer's row locked,
   * a verified phone, and fewer than the limit of other open stays paid at the hotel (409 by key).
   */
  async function guaranteePayAtHotel(q: OrderQueries, tx: Database, row: OrderRow) {
    const customer = await deps.customers.lockCustomer(tx, row.userId);
    if (!customer?.verifiedPhone)
      throw AppError.single("conflict", "orderId", HotelMessageKey.HOTEL_PAY_AT_HOTEL_NEEDS_PHONE);
    const open = await q.countOpenPayAtHotel(row.userId, OPEN, now(), row.id);
    if (open >= PAY_AT_HOTEL_OPEN_LIMIT)
      throw AppError.single("conflict", "orderId", HotelMessageKey.HOTEL_PAY_AT_HOTEL_LIMIT);
  }

  /** Gives an order's held seats back and rejects it (HoldExpired), inside the caller's transaction. */
  async function expireOne(
    q: OrderQueries,
    tx: Parameters<Parameters<OrdersRepository["transaction"]>[0]>[1],
    row: OrderRow,
  ) {
    await releaseHolds(row, row.holds ?? [], tx);
    await q.releaseRedemption(row.id);
    return q.update(row.id, {
      status: transition(row.status, OrderEvent.HoldExpired),
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
        if (HOLDING.includes(row.status) && row.holdExpiresAt && row.holdExpiresAt <= now()) {
          await expireOne(q, tx, row);
          return { kind: "expired" as const };
        }
        if (row.status !== OrderStatus.Submitted) {
          if (row.holds) return { kind: "ok" as const, row };
          throw statusConflict(row.status);
        }
        if (hotelItemOf(row)?.rate.payAtHotel) await guaranteePayAtHotel(q, tx, row);
        const expiresAt = new Date(now().getTime() + deps.holdMinutes * 60_000);
        const held: Holds = [];
        try {
          await holdItem(row, expiresAt, tx, held);
        } catch (error) {
          await releaseHolds(row, held, tx);
          const gone =
            error instanceof SeatsGone ||
            ((error instanceof SupplierError || error instanceof HotelSupplierError) &&
              (error.kind === "sold_out" || error.kind === "not_found"));
          if (gone) {
            await q.update(row.id, { status: transition(OrderStatus.Submitted, OrderEvent.ReserveFailed) });
            return { kind: "sold_out" as const, product: row.item.kind };
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
        throw AppError.single("conflict", "orderId", SOLD_OUT[outcome.product]);
      if (outcome.kind === "expired")
        throw AppError.single("conflict", "orderId", OrderMessageKey.ORDER_HOLD_EXPIRED);
      return toOrderDetail(outcome.row);
    },
  };
}
