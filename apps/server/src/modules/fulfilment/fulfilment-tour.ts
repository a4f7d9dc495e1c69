/**
 * A tour's fulfilment steps (issue 16): the operator is the supplier. The confirmation sells the
 * seats the order held (a payment that landed after its hold ran out takes them again when they are
 * still free; otherwise the order fails for good and what was paid goes back); the issue is
 * immediate, its reference the order's tracking number; a failed order gives its seats back.
 */
import type { OrderRow } from "../orders/orders.service";
import { tourItemOf } from "../orders/orders.service";
import type { TourBookings } from "../tours/tours.service";
import { TourSeatsGoneError } from "../tours/tours.service";
import type { ProductSteps } from "./fulfilment-steps";

export type TourSeatsPort = Pick<TourBookings, "sellSeats" | "giveBack">;

/** The paid order's departure filled after its hold ran out: final (the paid amount goes back). */
export const isFinalTourError = (error: unknown) => error instanceof TourSeatsGoneError;

export function createTourSteps(deps: { tours: TourSeatsPort }): ProductSteps {
  const { tours } = deps;
  return {
    async confirm(order: OrderRow) {
      const tour = tourItemOf(order);
      if (!tour) throw new Error(`order ${order.id} is not a tour order`);
      await tours.sellSeats({ id: order.id, item: tour });
      return undefined;
    },

    async issue(order: OrderRow) {
      return { bookingReference: order.trackingNumber, tickets: [], logMessage: "tour seats sold" };
    },

    async release(order: OrderRow) {
      await tours.giveBack(order.id);
    },
  };
}
