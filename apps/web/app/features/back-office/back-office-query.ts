/**
 * The back office's list filters, kept in the URL's search params: read leniently (a value the API
 * would refuse is left out, so a hand-edited URL still shows a page), written back with only what
 * differs from the defaults, and turned into the API's query.
 */
import { normalizeDigits } from "@safar/domain";

export const REFUNDS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 25;
/** The API's highest page number (`pageNumberSchema(10_000)`). */
const MAX_PAGE = 10_000;

export const refundStatuses = ["Requested", "Approved", "Rejected", "Refunded"] as const;
export type RefundStatusFilter = (typeof refundStatuses)[number];

export type RefundsFilter = {
  /** "" is the default queue: waiting for a decision or for a bank payout, oldest first. */
  status: RefundStatusFilter | "";
  page: number;
};

export type AuditFilter = {
  operatorEmail: string;
  action: string;
  objectId: string;
  page: number;
};

export const noRefundsFilter: RefundsFilter = { status: "", page: 1 };
export const noAuditFilter: AuditFilter = { operatorEmail: "", action: "", objectId: "", page: 1 };

/** A page number from the URL (Arabic-Indic or Persian digits too), 1 when it is not one. */
export function pageFromParam(value: string | null): number {
  const text = normalizeDigits(value ?? "").trim();
  if (!/^\d{1,5}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A text filter: trimmed, "" when longer than the API takes. */
function textParam(value: string | null, max: number): string {
  const text = (value ?? "").trim();
  return text.length <= max ? text : "";
}

function isRefundStatus(value: string): value is RefundStatusFilter {
  return (refundStatuses as readonly string[]).includes(value);
}

export function refundsFilterFromParams(params: URLSearchParams): RefundsFilter {
  const status = params.get("status") ?? "";
  return { status: isRefundStatus(status) ? status : "", page: pageFromParam(params.get("page")) };
}

export function paramsFromRefundsFilter(filter: RefundsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

export function refundsQuery(filter: RefundsFilter): Record<string, string | number | undefined> {
  return { status: filter.status || undefined, page: filter.page, pageSize: REFUNDS_PAGE_SIZE };
}

export function auditFilterFromParams(params: URLSearchParams): AuditFilter {
  return {
    operatorEmail: textParam(params.get("operatorEmail"), 254).toLowerCase(),
    action: textParam(params.get("action"), 100),
    objectId: textParam(params.get("objectId"), 100),
    page: pageFromParam(params.get("page")),
  };
}

export function paramsFromAuditFilter(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.operatorEmail) params.set("operatorEmail", filter.operatorEmail);
  if (filter.action) params.set("action", filter.action);
  if (filter.objectId) params.set("objectId", filter.objectId);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

export function auditQuery(filter: AuditFilter): Record<string, string | number | undefined> {
  return {
    operatorEmail: filter.operatorEmail || undefined,
    action: filter.action || undefined,
    objectId: filter.objectId || undefined,
    page: filter.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

export function isAuditFiltered(filter: AuditFilter): boolean {
  return filter.operatorEmail !== "" || filter.action !== "" || filter.objectId !== "";
}

/** `path?query`, or the bare path when the query is empty. */
export function withParams(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
