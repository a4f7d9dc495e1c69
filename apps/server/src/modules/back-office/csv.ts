/**
 * Every back-office list as a CSV file (issue 13: "CSV export of every list"): the list's own URL
 * with `format=csv` answers the rows its filters select (all pages, at most CSV_MAX_ROWS) as a
 * download a spreadsheet opens in Arabic and Persian (UTF-8 with a byte-order mark), written by
 * `csv-stringify`. A cell that starts like a formula (`=`, `+`, `-`, `@`, a tab or a carriage
 * return) is written with a leading apostrophe, so a customer's name can never run in the
 * operator's spreadsheet (OWASP, CSV injection).
 */
import type {
  AuditEntry,
  BackOfficeCustomer,
  BackOfficeOrder,
  CharterFlightAdmin,
  CurrencyRateChange,
  HotelMarkupRuleView,
  MarkupRuleView,
  OperatorView,
  RefundRequestView,
  VoucherView,
  WalletAdjustment,
} from "@safar/domain";
import { stringify } from "csv-stringify/sync";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { BackOfficeService } from "./back-office.service";
import { currentOperator } from "./operator-guard";
import { noStore } from "./route-parts";

/** The most rows one export holds; `X-Total-Count` says how many matched. */
export const CSV_MAX_ROWS = 10_000;
/** Rows fetched a call while exporting (the lists' own page size limit). */
const EXPORT_PAGE_SIZE = 100;

/** The `format` a list's query string takes: JSON (the screens) or CSV (the export). */
export const listFormat = { format: z.enum(["json", "csv"]).default("json") };

/** A column: its header and how a row's cell is read. */
export type CsvColumn<T> = readonly [
  header: string,
  cell: (row: T) => string | number | boolean | null | undefined,
];

type Page<T> = { items: readonly T[]; total: number };

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as written: empty for nothing, a formula-like text defused. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
}

/** The rows as CSV text: a header line, then one line per row (RFC 4180 quoting, CRLF). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return stringify(
    rows.map((row) => columns.map(([, cell]) => csvCell(cell(row)))),
    { header: true, columns: columns.map(([header]) => header), record_delimiter: "windows" },
  );
}

/**
 * The routes' exporter: sends every row `fetchPage` finds (page after page, up to CSV_MAX_ROWS) as
 * `<name>.csv`, and records the export in the audit log (who took which list, with which filters,
 * how many rows: a list of customers' phones leaving the building is an action). Answers the
 * reply, for a route handler to return.
 */
export const csvExporter =
  (record: BackOfficeService["record"]) =>
  async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    fetchPage: (page: number, pageSize: number) => Promise<Page<T>>,
    columns: readonly CsvColumn<T>[],
  ): Promise<FastifyReply> => {
    const rows = await allRows(fetchPage);
    await record(currentOperator(request).actor, {
      action: "list.export",
      objectType: name,
      after: { filters: request.query, rows: rows.items.length, total: rows.total },
    });
    return reply
      .headers({
        ...noStore,
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}.csv"`,
        "x-total-count": String(rows.total),
      })
      .send(`\uFEFF${toCsv(rows.items, columns)}`);
  };

/** Every row `fetchPage` finds, page after page, at most CSV_MAX_ROWS; and how many matched. */
export async function allRows<T>(fetchPage: (page: number, pageSize: number) => Promise<Page<T>>) {
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; rows.length < CSV_MAX_ROWS; page++) {
    const found = await fetchPage(page, EXPORT_PAGE_SIZE);
    total = found.total;
    rows.push(...found.items.slice(0, CSV_MAX_ROWS - rows.length));
    if (found.items.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
  }
  return { items: rows, total };
}

/** A JSON value in one cell (the audit's before and after). */
const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/** Each list's columns, in the order its screen shows them. */
export const csvColumns = {
  orders: [
    ["order_number", (o) => o.orderNumber],
    ["tracking_number", (o) => o.trackingNumber],
    ["registered_at", (o) => o.registrationTime],
    ["product", (o) => o.type],
    ["status", (o) => o.status],
    ["refund_status", (o) => o.refundStatus],
    ["payable_usd", (o) => o.payableAmount],
    ["discount_usd", (o) => o.discountAmount],
    ["paid_currency", (o) => o.paidCurrency?.currencyCode],
    ["paid_rate", (o) => o.paidCurrency?.exchangeRate],
    ["origin", (o) => o.trip?.origin],
    ["destination", (o) => o.trip?.destination],
    ["departure", (o) => o.trip?.departureTime],
    ["travellers", (o) => o.travellersCount],
    ["phone", (o) => o.contact.phoneNumber],
    ["email", (o) => o.contact.email],
    ["customer_id", (o) => o.userId],
  ] satisfies CsvColumn<BackOfficeOrder>[],
  customers: [
    ["customer_id", (c) => c.userId],
    ["first_name", (c) => c.firstName],
    ["last_name", (c) => c.lastName],
    ["phone", (c) => c.phoneNumber],
    ["email", (c) => c.email],
    ["status", (c) => c.status],
    ["created_at", (c) => c.createdAt],
    ["last_sign_in_at", (c) => c.lastSignInAt],
  ] satisfies CsvColumn<BackOfficeCustomer>[],
  refunds: [
    ["request_number", (r) => r.requestNumber],
    ["order_number", (r) => r.orderNumber],
    ["status", (r) => r.status],
    ["destination", (r) => r.destination],
    ["reason", (r) => r.reason.code],
    ["paid_usd", (r) => r.paidAmount],
    ["penalty_usd", (r) => r.penaltyAmount],
    ["refund_usd", (r) => r.refundAmount],
    ["bank_account", (r) => r.bankAccount],
    ["created_at", (r) => r.createdAt],
    ["decision_due_at", (r) => r.decisionDueAt],
    ["decided_at", (r) => r.decidedAt],
    ["decision_note", (r) => r.decisionNote],
    ["refunded_at", (r) => r.refundedAt],
    ["payout_reference", (r) => r.payoutReference],
  ] satisfies CsvColumn<RefundRequestView>[],
  walletAdjustments: [
    ["id", (a) => a.id],
    ["customer_id", (a) => a.userId],
    ["amount_usd", (a) => a.amount],
    ["reason", (a) => a.reason],
    ["status", (a) => a.status],
    ["requested_by", (a) => a.requestedBy],
    ["decided_by", (a) => a.decidedBy],
    ["decision_note", (a) => a.decisionNote],
    ["created_at", (a) => a.createdAt],
    ["decided_at", (a) => a.decidedAt],
  ] satisfies CsvColumn<WalletAdjustment>[],
  charterFlights: [
    ["flight_number", (f) => f.flightNumber],
    ["origin", (f) => f.origin],
    ["destination", (f) => f.destination],
    ["departure_date", (f) => f.departureDate],
    ["departure_at", (f) => f.departureAt],
    ["arrival_at", (f) => f.arrivalAt],
    ["aircraft", (f) => f.aircraftCode],
    ["fare_class", (f) => f.fareClass],
    ["seats_total", (f) => f.seatsTotal],
    ["seats_sold", (f) => f.seatsSold],
    ["seats_held", (f) => f.seatsHeld],
    ["adult_fare_usd", (f) => f.adultFare],
    ["on_sale", (f) => f.isActive],
  ] satisfies CsvColumn<CharterFlightAdmin>[],
  audit: [
    ["at", (e) => e.at],
    ["operator", (e) => e.operatorEmail],
    ["role", (e) => e.role],
    ["action", (e) => e.action],
    ["object_type", (e) => e.objectType],
    ["object_id", (e) => e.objectId],
    ["before", (e) => json(e.before)],
    ["after", (e) => json(e.after)],
    ["ip", (e) => e.ip],
  ] satisfies CsvColumn<AuditEntry>[],
  operators: [
    ["email", (o) => o.email],
    ["name", (o) => o.displayName],
    ["role", (o) => o.role],
    ["status", (o) => o.status],
    ["created_at", (o) => o.createdAt],
    ["last_sign_in_at", (o) => o.lastSignInAt],
  ] satisfies CsvColumn<OperatorView>[],
  markupRules: [
    ["id", (r) => r.id],
    ["scope", (r) => (r.flightScope === 1 ? "international" : r.flightScope === 2 ? "domestic" : "any")],
    ["origin", (r) => r.origin],
    ["destination", (r) => r.destination],
    ["airline", (r) => r.airlineCode],
    ["percent", (r) => r.percent],
    ["fixed_usd", (r) => r.fixedAmount],
    ["priority", (r) => r.priority],
    ["active", (r) => r.isActive],
    ["note", (r) => r.note],
  ] satisfies CsvColumn<MarkupRuleView>[],
  hotelMarkupRules: [
    ["id", (r) => r.id],
    ["supplier", (r) => r.supplier ?? "any"],
    ["country", (r) => r.countryCode],
    ["city", (r) => r.cityCode],
    ["stars", (r) => r.stars],
    ["percent", (r) => r.percent],
    ["fixed_usd_per_room_night", (r) => r.fixedAmount],
    ["priority", (r) => r.priority],
    ["active", (r) => r.isActive],
    ["note", (r) => r.note],
  ] satisfies CsvColumn<HotelMarkupRuleView>[],
  vouchers: [
    ["code", (v) => v.code],
    ["kind", (v) => v.kind],
    ["percent", (v) => v.percent],
    ["max_discount_usd", (v) => v.maxDiscount],
    ["amount_usd", (v) => v.amount],
    ["minimum_order_usd", (v) => v.minimumOrder],
    ["expires_at", (v) => v.expiresAt],
    ["per_customer_limit", (v) => v.perCustomerLimit],
    ["total_limit", (v) => v.totalLimit],
    ["used", (v) => v.usedCount],
    ["active", (v) => v.isActive],
    ["description", (v) => v.description],
    ["created_at", (v) => v.createdAt],
  ] satisfies CsvColumn<VoucherView>[],
  rates: [
    ["currency", (r) => r.currencyCode],
    ["rate", (r) => r.exchangeRate],
    ["previous_rate", (r) => r.previousRate],
    ["set_by", (r) => r.setBy],
    ["set_at", (r) => r.setAt],
  ] satisfies CsvColumn<CurrencyRateChange>[],
};
