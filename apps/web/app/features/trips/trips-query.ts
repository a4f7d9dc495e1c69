/**
 * The filters of /profile/my-travels, kept in the URL's search params (`type`, `status`, `from`,
 * `to`, `orderNumber`, `page`): read leniently from the URL (a value the API would refuse is left
 * out), written back with only what differs from the defaults, and turned into the orders call's
 * filter.
 */
import {
  isCalendarDay,
  normalizeDigits,
  ORDERS_MAX_PAGE,
  OrderStatus,
  type OrdersFilterInput,
  ServiceType,
} from "@safar/domain";
import type { FieldErrors } from "../../lib/form-errors";
import { hotelOrderDetailsPath, tourOrderDetailsPath, visaOrderDetailsPath } from "../../lib/order-paths";

export const TRIPS_PAGE_SIZE = 10;

/** The product types a customer can filter by: what the storefront sells as orders today. */
export const TRIP_PRODUCT_TYPES = [
  ServiceType.DomesticFlight,
  ServiceType.InternationalFlight,
  ServiceType.DomesticHotel,
  ServiceType.InternationalHotel,
] as const;

/** The statuses in the filter, in the order a booking goes through them (spec §4). */
export const TRIP_STATUSES: readonly OrderStatus[] = [
  OrderStatus.Created,
  OrderStatus.Submitted,
  OrderStatus.Approved,
  OrderStatus.InProgress,
  OrderStatus.PaymentSuccessful,
  OrderStatus.PaymentFailed,
  OrderStatus.Paid,
  OrderStatus.ConfirmSuccessful,
  OrderStatus.ConfirmFailed,
  OrderStatus.FinalizationPending,
  OrderStatus.Successful,
  OrderStatus.Failed,
  OrderStatus.Rejected,
  OrderStatus.RefundSuccessful,
  OrderStatus.RefundFailed,
];

export type TripsFilter = {
  page: number;
  /** "" for every product. */
  type: string;
  /** "" for every status. */
  status: string;
  /** Departure days `YYYY-MM-DD` (Baghdad), "" when open. */
  from: string;
  to: string;
  /** Digits only, "" when not filtered. */
  orderNumber: string;
};

export const noTripsFilter: TripsFilter = {
  page: 1,
  type: "",
  status: "",
  from: "",
  to: "",
  orderNumber: "",
};

/** An order number as typed (Arabic-Indic or Persian digits, spaces, a leading #): its digits, or null. */
export function orderNumberOf(text: string): string | null {
  const digits = normalizeDigits(text).replace(/[\s#]/g, "");
  return /^\d{1,12}$/.test(digits) ? digits : null;
}

/** The filter a URL asks for; what the API would refuse is left out. */
export function tripsFilterFromParams(params: URLSearchParams): TripsFilter {
  const page = Number(params.get("page") ?? "1");
  const type = params.get("type") ?? "";
  const status = params.get("status") ?? "";
  let from = params.get("from") ?? "";
  let to = params.get("to") ?? "";
  if (!isCalendarDay(from)) from = "";
  if (!isCalendarDay(to)) to = "";
  if (from && to && from > to) [from, to] = [to, from];
  return {
    page: Number.isInteger(page) && page >= 1 && page <= ORDERS_MAX_PAGE ? page : 1,
    type: (TRIP_PRODUCT_TYPES as readonly string[]).includes(type) ? type : "",
    status: (TRIP_STATUSES as readonly string[]).includes(status) ? status : "",
    from,
    to,
    orderNumber: orderNumberOf(params.get("orderNumber") ?? "") ?? "",
  };
}

/** The URL's search params for a filter: only what differs from the defaults. */
export function tripsParamsFromFilter(filter: TripsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type) params.set("type", filter.type);
  if (filter.status) params.set("status", filter.status);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.orderNumber) params.set("orderNumber", filter.orderNumber);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

/** GetCurrentUserOrders's filter for the filter's page. */
export function ordersFilterOf(filter: TripsFilter): OrdersFilterInput {
  return {
    page: filter.page,
    pageSize: TRIPS_PAGE_SIZE,
    ...(filter.type ? { productType: filter.type as ServiceType } : {}),
    ...(filter.status ? { status: filter.status as OrderStatus } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.orderNumber ? { orderNumber: filter.orderNumber } : {}),
  };
}

export function isFiltered(filter: TripsFilter): boolean {
  return Boolean(filter.type || filter.status || filter.from || filter.to || filter.orderNumber);
}

export function tripsPageCount(total: number, pageSize = TRIPS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The filter form's own checks before anything is asked: the dates and the order number. */
export function checkTripsFilter(values: { from: string; to: string; orderNumber: string }): FieldErrors {
  if (values.from && !isCalendarDay(values.from)) return { from: "DATE_RANGE_IS_INVALID" };
  if (values.to && !isCalendarDay(values.to)) return { to: "DATE_RANGE_IS_INVALID" };
  if (values.from && values.to && values.from > values.to) return { to: "DATE_RANGE_IS_INVALID" };
  if (values.orderNumber.trim() && !orderNumberOf(values.orderNumber))
    return { orderNumber: "FIELD_IS_INVALID" };
  return {};
}

/** The order page of an order (spec §2 my-travels/order-details), and its flight items view. */
export const orderDetailsPath = (orderId: string) =>
  `/profile/my-travels/order-details?orderId=${encodeURIComponent(orderId)}`;
export const flightItemsPath = (orderId: string, proposalId?: string) =>
  `/profile/my-travels/order-details/flight-order-items?orderId=${encodeURIComponent(orderId)}${
    proposalId ? `&proposalId=${encodeURIComponent(proposalId)}` : ""
  }`;
/** An order's own page: a visa order's (it has a visa), a tour's, a hotel order's (a stay), else a flight's. */
export const tripDetailsPath = (order: { orderId: string; stay: unknown; visa?: unknown; tour?: unknown }) =>
  order.visa
    ? visaOrderDetailsPath(order.orderId)
    : order.tour
      ? tourOrderDetailsPath(order.orderId)
      : order.stay
        ? hotelOrderDetailsPath(order.orderId)
        : orderDetailsPath(order.orderId);
/** The contact page with the order's number filled in. */
export const contactSupportPath = (orderNumber: string) =>
  `/contact-us?orderNumber=${encodeURIComponent(orderNumber)}`;
