/**
 * The orders list's filters, kept in the URL's search params like the other lists
 * (back-office-query.ts): the search box (an order number, tracking number, PNR, ticket number, phone
 * in any form or e-mail: the server reads it), the status, the product and the registration days
 * (Baghdad calendar days). Read leniently, written back with only what is set, turned into the API's
 * query.
 */
import { isCalendarDay, normalizeDigits, type OrderStatus, orderStatuses, ServiceType } from "@safar/domain";
import { pageFromParam } from "./back-office-query";

export const ORDERS_PAGE_SIZE = 20;

/** The products an order may be of (the `type` the API filters on). */
export const orderProducts: readonly ServiceType[] = Object.values(ServiceType);

export type OrdersFilter = {
  q: string;
  status: OrderStatus | "";
  type: ServiceType | "";
  /** `YYYY-MM-DD` (Baghdad), both days included; "" when not set. */
  from: string;
  to: string;
  page: number;
};

export const noOrdersFilter: OrdersFilter = { q: "", status: "", type: "", from: "", to: "", page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : "";

/** A real calendar day (Arabic-Indic or Persian digits too), else "". */
export function dayFromParam(value: string | null): string {
  const day = normalizeDigits(value ?? "").trim();
  return isCalendarDay(day) ? day : "";
}

/** Whether `to` comes before `from` (both set): the API refuses such a range. */
export function isInvertedRange(from: string, to: string): boolean {
  return from !== "" && to !== "" && to < from;
}

export function ordersFilterFromParams(params: URLSearchParams): OrdersFilter {
  const q = (params.get("q") ?? "").trim();
  const from = dayFromParam(params.get("from"));
  const to = dayFromParam(params.get("to"));
  return {
    q: q.length <= 100 ? q : "",
    status: oneOf(orderStatuses, params.get("status")),
    type: oneOf(orderProducts, params.get("type")),
    from,
    // A hand-edited range that ends before it starts keeps its start only.
    to: isInvertedRange(from, to) ? "" : to,
    page: pageFromParam(params.get("page")),
  };
}

export function paramsFromOrdersFilter(filter: OrdersFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (filter.type) params.set("type", filter.type);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

export function ordersQuery(filter: OrdersFilter): Record<string, string | number | undefined> {
  return {
    q: filter.q || undefined,
    status: filter.status || undefined,
    type: filter.type || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
    page: filter.page,
    pageSize: ORDERS_PAGE_SIZE,
  };
}

export function isOrdersFiltered(filter: OrdersFilter): boolean {
  return (
    filter.q !== "" || filter.status !== "" || filter.type !== "" || filter.from !== "" || filter.to !== ""
  );
}
