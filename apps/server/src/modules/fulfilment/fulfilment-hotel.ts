/**
 * A hotel stay's fulfilment steps: the confirmation is the booking with the supplier, the issue its
 * confirmation by the supplier (the voucher's reference is the booking's), the release a cancelled
 * booking or, before any booking, the rooms' hold given back.
 */
import type { HotelOrderItem } from "@safar/domain";
import { HotelSupplierError, type HotelsService } from "../hotels/hotels.service";
import { hotelItemOf, type OrderRow, type OrdersService } from "../orders/orders.service";
import type { FulfilmentRepository } from "./fulfilment.repository";
import type { FulfilmentLog } from "./fulfilment-journal";
import { holdsOf, type ProductSteps, type SupplierCall } from "./fulfilment-steps";

/** Whether a hotel supplier's error means the booking is gone for good (no point retrying). */
export function isFinalHotelError(error: unknown): boolean {
  return error instanceof HotelSupplierError && error.kind !== "unavailable";
}

/** A hotel booking the supplier has not confirmed yet: the issue step reads it again by the backoff. */
export class BookingPendingError extends Error {
  constructor(reference: string) {
    super(`hotel booking ${reference} is pending with the supplier`);
    this.name = "BookingPendingError";
  }
}

export function createHotelSteps(deps: {
  repository: Pick<FulfilmentRepository, "find" | "update">;
  orders: Pick<OrdersService, "recordSupplierBooking">;
  /** The hotels service: a booked rate's supplier (book, read, cancel) and the rooms' holds. */
  hotels: Pick<HotelsService, "supplier" | "releaseRooms">;
  supplierCall: SupplierCall;
  now: () => Date;
  log: FulfilmentLog;
}): ProductSteps {
  const { repository, orders, hotels, supplierCall, now, log } = deps;

  /** The order's hotel stay (the service gives these steps hotel orders only). */
  function stayOf(order: OrderRow): HotelOrderItem {
    const hotel = hotelItemOf(order);
    if (!hotel) throw new Error(`order ${order.id} is not a hotel order`);
    return hotel;
  }

  return {
    /**
     * A hotel's confirmation is its booking with the supplier (the contracted hold sold, or an API
     * supplier's booking): its reference is kept at once, so that the issue step reads it and a
     * repeated run books the same hold (the contracts supplier answers the same reference).
     */
    async confirm(order) {
      const hotel = stayOf(order);
      const supplier = hotels.supplier(hotel.rate.supplier);
      const holdId = holdsOf(order)[0]?.holdId ?? null;
      const lead = hotel.guests[0] ?? { firstName: "", lastName: "" };
      const booked = await supplierCall(
        order.id,
        { provider: hotel.rate.supplier, holdId: holdId ?? "" },
        "confirm",
        () =>
          supplier.book({
            rateKey: hotel.rate.rateKey,
            holdId,
            holder: lead,
            guests: hotel.guests.map((guest, room) => ({ room, type: "Adult", age: null, ...guest })),
            totalPrice: hotel.rate.totalPrice,
            clientReference: String(order.orderNumber),
            remark: hotel.specialRequests ?? "",
          }),
      );
      const reference = booked.reference;
      if (!reference) return undefined;
      return async (tx) => {
        await repository.update(order.id, { bookingReference: reference }, tx);
        await orders.recordSupplierBooking(tx, order.id, [
          { provider: hotel.rate.supplier, holdId: reference },
        ]);
      };
    },

    /**
     * A hotel booking is issued once its supplier confirms it: the voucher's reference is the
     * booking's. Pending is read again by the backoff; cancelled or unknown is final (the paid amount
     * goes back to the wallet).
     */
    async issue(order) {
      const hotel = stayOf(order);
      const reference = (await repository.find(order.id))?.bookingReference;
      if (!reference) throw new HotelSupplierError("not_found", "the hotel booking has no reference");
      const supplier = hotels.supplier(hotel.rate.supplier);
      const state = await supplierCall(
        order.id,
        { provider: hotel.rate.supplier, holdId: reference },
        "issue",
        () => supplier.readBooking(reference),
      );
      if (state?.status === "Pending") throw new BookingPendingError(reference);
      if (state?.status !== "Confirmed")
        throw new HotelSupplierError(
          "not_found",
          `hotel booking ${reference} is ${state?.status ?? "unknown"}`,
        );
      return { bookingReference: reference, tickets: [], logMessage: "hotel booking confirmed" };
    },

    /**
     * After a hotel order's paid amount went back: its rooms are given back, the booking cancelled
     * when one was made (a failure is logged for the operators: the money is already back).
     */
    async release(order) {
      const hotel = stayOf(order);
      const reference = (await repository.find(order.id))?.bookingReference;
      const supplier = hotels.supplier(hotel.rate.supplier);
      const hold = { provider: hotel.rate.supplier, holdId: reference ?? holdsOf(order)[0]?.holdId ?? "" };
      await supplierCall(order.id, hold, "cancel", async () => {
        if (reference) await supplier.cancel({ reference, rate: hotel.rate }, now());
        else await hotels.releaseRooms(hold.provider, hold.holdId);
      }).catch((error: unknown) =>
        log.warn({ orderId: order.id, err: error }, "releasing the hotel booking failed"),
      );
    },
  };
}
