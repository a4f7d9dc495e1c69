/**
 * The calls of the customer's trips (spec §7 Orders): the orders list with its filters, one order's
 * details (payments and timeline) and its travellers with their tickets, a hotel order's details and
 * its rooms' lead guests, each parsed with the domain's schema.
 */
import {
  currentUserOrderDetailsSchema,
  hotelOrderPassengersSchema,
  type OrdersFilterInput,
  orderPassengersSchema,
  ordersPageSchema,
} from "@safar/domain";
import { api } from "../../lib/api";

export function getOrders(filter: OrdersFilterInput, signal?: AbortSignal) {
  return api().request("orders/Order/GetCurrentUserOrders", {
    body: filter,
    signal,
    schema: ordersPageSchema,
  });
}

export function getOrderDetails(orderId: string, signal?: AbortSignal) {
  return api().request(`orders/Order/GetCurrentUserOrderDetails/${encodeURIComponent(orderId)}`, {
    method: "GET",
    signal,
    schema: currentUserOrderDetailsSchema,
  });
}

export function getOrderPassengers(orderId: string, proposalId: string | null, signal?: AbortSignal) {
  return api().request(`orders/Order/GetOrderPassengers/${encodeURIComponent(orderId)}`, {
    method: "GET",
    ...(proposalId ? { query: { proposalId } } : {}),
    signal,
    schema: orderPassengersSchema,
  });
}

/** A hotel order's details (404 for another customer's order, a missing one, or another product's). */
export function getHotelOrderDetails(orderId: string, signal?: AbortSignal) {
  return api().request(`orders/Order/GetCurrentUserHotelOrderDetails/${encodeURIComponent(orderId)}`, {
    method: "GET",
    signal,
    schema: currentUserOrderDetailsSchema,
  });
}

/** A hotel order's rooms with their lead guests, and its booking reference once confirmed. */
export function getHotelOrderPassengers(orderId: string, signal?: AbortSignal) {
  return api().request("orders/HotelOrder/GetHotelPassengersByOrderId", {
    body: { orderId },
    signal,
    schema: hotelOrderPassengersSchema,
  });
}
