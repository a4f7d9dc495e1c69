/**
 * The calls of the customer's trips (spec §7 Orders): the orders list with its filters, one order's
 * details (payments and timeline) and its travellers with their tickets, each parsed with the
 * domain's schema.
 */
import {
  currentUserOrderDetailsSchema,
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
