/**
 * The data of the trips pages (decision 012), read by their routes' client loaders, every call at
 * once: /profile (the wallet balance and the next trip), /profile/my-travels (the page of orders
 * the URL's filters select), the order pages (the order with its payments and timeline, its
 * travellers with their tickets, and its refund requests), a hotel order's page (the order and
 * its rooms' lead guests) and a visa order's (VisaOrder/GetById: the visa, the travellers with their
 * documents, the case). Each answers the page's states as data:
 * ready, missing (no such order of this customer: 404), or error with a message key.
 */
import {
  type CurrentUserOrderDetails,
  type HotelOrder,
  type HotelOrderPassengers,
  isUuid,
  type OrderPassengers,
  type OrderSummary,
  type OrdersPage,
  type RefundRequestView,
  type WalletBalance,
} from "@safar/domain";
import type { TourOrder } from "@safar/domain/tour-order";
import type { VisaOrderDetails } from "@safar/domain/visa-order";
import { isApiError } from "../../lib/api";
import { settle } from "../../lib/page-data";
import { visaOrderById } from "../../lib/visas-api";
import { getWalletBalance } from "../../lib/wallet-balance";
import { getOrderRefundRequests } from "./refund/refunds-api";
import {
  getHotelOrderDetails,
  getHotelOrderPassengers,
  getOrderDetails,
  getOrderPassengers,
  getOrders,
} from "./trips-api";
import { ordersFilterOf, type TripsFilter, tripsFilterFromParams } from "./trips-query";

/** A failed load's message: the API's own for a 4xx, else the page's load error. */
export function loadErrorMessage(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.status < 500
    ? (error.firstMessages()[0] ?? "GENERIC_ERROR")
    : "trips.loadError";
}

// ─── /profile ───────────────────────────────────────────────────────────────────────────────────

export type OverviewData = {
  /** Null when the balance did not come (the section says so). */
  balance: WalletBalance | null;
  /** The soonest trip still to come; null when there is none; "error" when the list did not come. */
  nextTrip: OrderSummary | null | "error";
};

export async function loadOverview(signal: AbortSignal): Promise<OverviewData> {
  const [balance, next] = await Promise.all([
    settle(getWalletBalance(signal)),
    settle(getOrders({ upcoming: true, page: 1, pageSize: 1 }, signal)),
  ]);
  return {
    balance: balance.ok ? balance.value : null,
    nextTrip: next.ok ? (next.value.items[0] ?? null) : "error",
  };
}

// ─── /profile/my-travels ────────────────────────────────────────────────────────────────────────

export type MyTravelsData =
  | { status: "ready"; filter: TripsFilter; orders: OrdersPage }
  | { status: "error"; filter: TripsFilter; message: string };

export async function loadMyTravels(params: URLSearchParams, signal: AbortSignal): Promise<MyTravelsData> {
  const filter = tripsFilterFromParams(params);
  const orders = await settle(getOrders(ordersFilterOf(filter), signal));
  return orders.ok
    ? { status: "ready", filter, orders: orders.value }
    : { status: "error", filter, message: loadErrorMessage(orders.error) };
}

// ─── /profile/my-travels/order-details (and flight-order-items) ────────────────────────────────

export type OrderPageData =
  | {
      status: "ready";
      order: CurrentUserOrderDetails;
      passengers: OrderPassengers;
      /** Null when the list did not come (the section says so). */
      refunds: RefundRequestView[] | null;
    }
  | { status: "missing" }
  | { status: "error"; message: string };

export async function loadOrderPage(params: URLSearchParams, signal: AbortSignal): Promise<OrderPageData> {
  const orderId = params.get("orderId") ?? "";
  const proposalId = params.get("proposalId");
  if (!isUuid(orderId) || (proposalId !== null && !isUuid(proposalId))) return { status: "missing" };
  const [order, passengers, refunds] = await Promise.all([
    settle(getOrderDetails(orderId, signal)),
    settle(getOrderPassengers(orderId, proposalId, signal)),
    settle(getOrderRefundRequests(orderId, signal)),
  ]);
  for (const call of [order, passengers]) {
    if (call.ok) continue;
    if (isApiError(call.error) && call.error.status === 404) return { status: "missing" };
    return { status: "error", message: loadErrorMessage(call.error) };
  }
  if (!order.ok || !passengers.ok) return { status: "error", message: "trips.loadError" };
  return {
    status: "ready",
    order: order.value,
    passengers: passengers.value,
    refunds: refunds.ok ? refunds.value : null,
  };
}

// ─── /profile/my-travels/order-details/HotelOrderDetails ────────────────────────────────────────

export type HotelOrderPageData =
  | {
      status: "ready";
      order: CurrentUserOrderDetails;
      stay: HotelOrder;
      guests: HotelOrderPassengers;
      /** Null when the list did not come (the section says so). */
      refunds: RefundRequestView[] | null;
    }
  | { status: "missing" }
  | { status: "error"; message: string };

/** A hotel order (`?orderId=`) and its rooms' lead guests, read at once; 404 (or not a hotel order): missing. */
export async function loadHotelOrderPage(
  params: URLSearchParams,
  signal: AbortSignal,
): Promise<HotelOrderPageData> {
  const orderId = params.get("orderId") ?? "";
  if (!isUuid(orderId)) return { status: "missing" };
  const [order, guests, refunds] = await Promise.all([
    settle(getHotelOrderDetails(orderId, signal)),
    settle(getHotelOrderPassengers(orderId, signal)),
    settle(getOrderRefundRequests(orderId, signal)),
  ]);
  for (const call of [order, guests]) {
    if (call.ok) continue;
    if (isApiError(call.error) && call.error.status === 404) return { status: "missing" };
    return { status: "error", message: loadErrorMessage(call.error) };
  }
  if (!order.ok || !guests.ok) return { status: "error", message: "trips.loadError" };
  const stay = order.value.hotelOrder;
  if (!stay) return { status: "missing" };
  return {
    status: "ready",
    order: order.value,
    stay,
    guests: guests.value,
    refunds: refunds.ok ? refunds.value : null,
  };
}

// ─── /profile/my-travels/order-details/TourOrderDetails ─────────────────────────────────────────

export type TourOrderPageData =
  | {
      status: "ready";
      order: CurrentUserOrderDetails;
      tour: TourOrder;
      /** Null when the list did not come (the section says so). */
      refunds: RefundRequestView[] | null;
    }
  | { status: "missing" }
  | { status: "error"; message: string };

/** A tour order (`?orderId=`); 404 (or not a tour order): missing. */
export async function loadTourOrderPage(
  params: URLSearchParams,
  signal: AbortSignal,
): Promise<TourOrderPageData> {
  const orderId = params.get("orderId") ?? "";
  if (!isUuid(orderId)) return { status: "missing" };
  const [order, refunds] = await Promise.all([
    settle(getOrderDetails(orderId, signal)),
    settle(getOrderRefundRequests(orderId, signal)),
  ]);
  if (!order.ok) {
    if (isApiError(order.error) && order.error.status === 404) return { status: "missing" };
    return { status: "error", message: loadErrorMessage(order.error) };
  }
  const tour = order.value.tourOrder;
  if (!tour) return { status: "missing" };
  return { status: "ready", order: order.value, tour, refunds: refunds.ok ? refunds.value : null };
}

// ─── /profile/my-travels/order-details/VisaOrderDetails ─────────────────────────────────────────

export type VisaOrderPageData =
  | { status: "ready"; order: VisaOrderDetails }
  | { status: "missing" }
  | { status: "error"; message: string };

/** A visa order (`?orderId=`) with its travellers' documents and its case; 404: missing. */
export async function loadVisaOrderPage(
  params: URLSearchParams,
  signal: AbortSignal,
): Promise<VisaOrderPageData> {
  const orderId = params.get("orderId") ?? "";
  if (!isUuid(orderId)) return { status: "missing" };
  const order = await settle(visaOrderById(orderId, signal));
  if (order.ok) return { status: "ready", order: order.value };
  if (isApiError(order.error) && order.error.status === 404) return { status: "missing" };
  return { status: "error", message: loadErrorMessage(order.error) };
}
