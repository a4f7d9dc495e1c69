/**
 * The hotel order calls of the guest details page (issue 14), parsed with the domain's schema:
 * SubmitHotelOrder (with its Idempotency-Key) and ReserveHotelOrder, which holds the rooms.
 */
import { orderDetailSchema } from "@safar/domain/flight-order";
import type { SubmitHotelOrderRequest } from "@safar/domain/hotel-order";
import { api } from "../../lib/api";

export function submitHotelOrder(body: SubmitHotelOrderRequest, idempotencyKey: string) {
  return api().request("hotel-reservation/Submit/SubmitHotelOrder", {
    body,
    headers: { "Idempotency-Key": idempotencyKey },
    schema: orderDetailSchema,
  });
}

export function reserveHotelOrder(orderId: string) {
  return api().request("hotel-reservation/Reserve/ReserveHotelOrder", {
    body: { orderId },
    schema: orderDetailSchema,
  });
}
