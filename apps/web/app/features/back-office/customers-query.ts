/**
 * The customers' and the wallet adjustments' list filters, kept in the URL's search params like the
 * other lists (back-office-query.ts): read leniently, written back with only what differs from the
 * defaults, and turned into the API's query.
 */
import { type CustomerStatus, CustomerStatus as S, type WalletAdjustmentStatus } from "@safar/domain";
import { pageFromParam } from "./back-office-query";

export const CUSTOMERS_PAGE_SIZE = 20;
export const ADJUSTMENTS_PAGE_SIZE = 20;

export const customerStatuses: readonly CustomerStatus[] = [S.Active, S.Suspended, S.Terminated];
export const adjustmentStatuses: readonly WalletAdjustmentStatus[] = ["pending", "applied", "rejected"];

export type CustomersFilter = { q: string; status: CustomerStatus | ""; page: number };
/** "" is every adjustment, newest first; the queue opens on `pending`. */
export type AdjustmentsFilter = { status: WalletAdjustmentStatus | ""; page: number };

export const noCustomersFilter: CustomersFilter = { q: "", status: "", page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : "";

export function customersFilterFromParams(params: URLSearchParams): CustomersFilter {
  const q = (params.get("q") ?? "").trim();
  return {
    q: q.length <= 100 ? q : "",
    status: oneOf(customerStatuses, params.get("status")),
    page: pageFromParam(params.get("page")),
  };
}

export function paramsFromCustomersFilter(filter: CustomersFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

export function customersQuery(filter: CustomersFilter): Record<string, string | number | undefined> {
  return {
    q: filter.q || undefined,
    status: filter.status || undefined,
    page: filter.page,
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
}

/** No `status` in the URL (or one the API would refuse) is the queue, pending; `status=all` is every adjustment. */
export function adjustmentsFilterFromParams(params: URLSearchParams): AdjustmentsFilter {
  const status = params.get("status");
  return {
    status: status === "all" ? "" : oneOf(adjustmentStatuses, status) || "pending",
    page: pageFromParam(params.get("page")),
  };
}

export function paramsFromAdjustmentsFilter(filter: AdjustmentsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status !== "pending") params.set("status", filter.status || "all");
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

export function adjustmentsQuery(filter: AdjustmentsFilter): Record<string, string | number | undefined> {
  return { status: filter.status || undefined, page: filter.page, pageSize: ADJUSTMENTS_PAGE_SIZE };
}

/** The changes an account's status takes: a terminated account stays closed for good. */
export function statusChangesFor(status: CustomerStatus): CustomerStatus[] {
  if (status === S.Active) return [S.Suspended, S.Terminated];
  if (status === S.Suspended) return [S.Active, S.Terminated];
  return [];
}
