/**
 * The tour order calls of the booking page (issue 16), parsed with the domain's schema:
 * SubmitTourOrder (with its Idempotency-Key) and ReserveTourOrder, which holds the seats.
 */
import { orderDetailSchema } from "@safar/domain/flight-order";
import type { SubmitTourOrderRequest } from "@safar/domain/tour-order";
import { api } from "../../lib/api";

export function submitTourOrder(body: SubmitTourOrderRequest, idempotencyKey: string) {
  return api().request("tour/Order/SubmitTourOrder", {
    body,
    headers: { "Idempotency-Key": idempotencyKey },
    schema: orderDetailSchema,
  });
}

export function reserveTourOrder(orderId: string) {
  return api().request("tour/Order/ReserveTourOrder", { body: { orderId }, schema: orderDetailSchema });
}
