import { type IssuedTicket, OrderStatus } from "@safar/domain";
import { flightItemOf } from "../orders/orders.service";
import type { OrderAdvance } from "./advance-order";
import type { FulfilmentDeps } from "./fulfilment-deps";
import { holdsOf } from "./fulfilment-steps";

/**
 * The back office's offline ticketing: tickets an operator issued by hand (on the airline's or
 * the GDS's own system) recorded for an order waiting for its issue, one per traveller, as if the
 * supplier had issued them; the order becomes Successful and the e-ticket is sent. A charter
 * hold is marked issued here too (its seats sold). False when the order is not waiting for its
 * issue (not paid or confirmed yet, issued, or refunded), also when a worker issued it meanwhile.
 */
export function createRecordIssuedByHand(
  deps: Pick<FulfilmentDeps, "orders" | "catalog">,
  recordIssued: OrderAdvance["recordIssued"],
) {
  const { orders, catalog } = deps;
  return async function recordIssuedByHand(
    orderId: string,
    input: { bookingReference: string; ticketNumbers: readonly string[] },
  ): Promise<"recorded" | "not-waiting" | "wrong-count"> {
    const order = await orders.findById(orderId);
    if (order?.status !== OrderStatus.FinalizationPending) return "not-waiting";
    const flight = flightItemOf(order);
    // A hotel is confirmed by its supplier, not ticketed by hand.
    if (!flight) return "not-waiting";
    if (input.ticketNumbers.length !== flight.passengers.length) return "wrong-count";
    for (const hold of holdsOf(order).filter((h) => h.provider === "charter"))
      await catalog.supplier(hold.provider)?.issue(hold.holdId);
    const tickets: IssuedTicket[] = input.ticketNumbers.map((ticketNumber, passengerIndex) => ({
      passengerIndex,
      ticketNumber,
    }));
    const recorded = await recordIssued(
      orderId,
      input.bookingReference,
      tickets,
      "tickets recorded as issued by hand",
    );
    if (!recorded) return "not-waiting";
    return "recorded";
  };
}
