/**
 * The filters of /profile/transactions, kept in the URL's search params (`page`, `type`, `from`,
 * `to`; `topUp` names a top-up just back from its gateway): read leniently from the URL (a value
 * that is not one the API takes is left out), written back with only what differs from the
 * defaults, and turned into the API's query for the list and for the Excel export (the same filters,
 * so the file holds the page's rows, every page of them).
 */
import {
  parseAmountInput,
  WALLET_FLOWS_MAX_PAGE,
  WalletFlowType,
  walletTopUpAmountSchema,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import type { FieldErrors } from "../../../lib/form-errors";

export const TRANSACTIONS_PAGE_SIZE = 20;

export type TransactionsFilter = {
  page: number;
  /** "" for every flow. */
  type: WalletFlowType | "";
  /** Calendar days `YYYY-MM-DD` (Baghdad), "" when open. */
  from: string;
  to: string;
};

export const noFilter: TransactionsFilter = { page: 1, type: "", from: "", to: "" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The filter a URL asks for; what the API would refuse is left out. */
export function filterFromParams(params: URLSearchParams): TransactionsFilter {
  const page = Number(params.get("page") ?? "1");
  const type = params.get("type") ?? "";
  let from = params.get("from") ?? "";
  let to = params.get("to") ?? "";
  if (!isDay(from)) from = "";
  if (!isDay(to)) to = "";
  if (from && to && from > to) [from, to] = [to, from];
  return {
    page: Number.isInteger(page) && page >= 1 && page <= WALLET_FLOWS_MAX_PAGE ? page : 1,
    type: type === WalletFlowType.Credit || type === WalletFlowType.Debit ? type : "",
    from,
    to,
  };
}

/** The URL's search params for a filter: only what differs from the defaults. */
export function paramsFromFilter(filter: TransactionsFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.type) params.set("type", filter.type);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.page > 1) params.set("page", String(filter.page));
  return params;
}

type Query = Record<string, string | number | undefined>;

/** GetCurrentUserWalletFlows's query for the filter's page. */
export function flowsQuery(filter: TransactionsFilter): Query {
  return {
    page: filter.page,
    pageSize: TRANSACTIONS_PAGE_SIZE,
    type: filter.type || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
  };
}

/** The Excel export's query: the same filters (every page), the file's language. */
export function exportQuery(filter: TransactionsFilter, locale: Locale): Query {
  const { page: _page, pageSize: _size, ...filters } = flowsQuery(filter);
  return { ...filters, lang: locale };
}

export function pageCount(total: number, pageSize = TRANSACTIONS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The filter form's dates: `from` after `to` is refused before anything is asked. */
export function checkDates(from: string, to: string): FieldErrors {
  if (from && !isDay(from)) return { from: "DATE_RANGE_IS_INVALID" };
  if (to && !isDay(to)) return { to: "DATE_RANGE_IS_INVALID" };
  return from && to && from > to ? { to: "DATE_RANGE_IS_INVALID" } : {};
}

/**
 * The top-up form's amount as typed (Arabic-Indic or Persian digits accepted), checked with the
 * domain's rule: at least 50 USD, whole cents.
 */
export function checkTopUpAmount(
  text: string,
): { ok: true; data: { amount: number } } | { ok: false; errors: FieldErrors } {
  const amount = parseAmountInput(text);
  if (!text.trim()) return { ok: false, errors: { amount: "WALLET_TOP_UP_BELOW_MINIMUM" } };
  if (Number.isNaN(amount)) return { ok: false, errors: { amount: "AMOUNT_IS_INVALID" } };
  const parsed = walletTopUpAmountSchema.safeParse(amount);
  if (!parsed.success)
    return { ok: false, errors: { amount: parsed.error.issues[0]?.message ?? "AMOUNT_IS_INVALID" } };
  return { ok: true, data: { amount: parsed.data } };
}
