import type { Locale } from "@safar/domain/site-config";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";
import { orders } from "./schema-orders-flight";

/** The reasons a customer picks for a refund (spec §7 RefundReason/GetAll), named in ar, fa and en. */
export const refundReasons = pgTable("refund_reasons", {
  id: smallint("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameAr: text("name_ar").notNull(),
  nameFa: text("name_fa").notNull(),
  nameEn: text("name_en").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  sort: smallint("sort").notNull().default(0),
});

/**
 * A customer's refund request (spec §3: reason, account number, IBAN, name, card number). Amounts are
 * integer cents of USD, fixed when the request is made (the penalty by the time left then) and changed
 * only by an operator's penalty override. `items` are the `{proposalId}:{passengerIndex}` keys it
 * covers; refund_request_items makes an item belong to at most one live request.
 */
export const refundRequests = pgTable(
  "refund_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    requestNumber: integer("request_number")
      .generatedAlwaysAsIdentity({ startWith: 500001 })
      .notNull()
      .unique(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: text("status", { enum: ["Requested", "Approved", "Refunded", "Rejected"] }).notNull(),
    destination: text("destination", { enum: ["Wallet", "Bank"] }).notNull(),
    reasonId: smallint("reason_id")
      .notNull()
      .references(() => refundReasons.id),
    description: text("description"),
    name: text("name").notNull(),
    accountNumber: text("account_number"),
    iban: text("iban"),
    cardNumber: text("card_number"),
    items: jsonb("items").$type<string[]>().notNull(),
    /** Every item of the order (all travellers, all flights): the order is refunded in full. */
    wholeOrder: boolean("whole_order").notNull(),
    paidCents: bigint("paid_cents", { mode: "number" }).notNull(),
    penaltyCents: bigint("penalty_cents", { mode: "number" }).notNull(),
    refundCents: bigint("refund_cents", { mode: "number" }).notNull(),
    locale: text("locale").$type<Locale>().notNull().default("ar"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** `system` for an automatic decision, else the operator's id. */
    decidedBy: text("decided_by"),
    decisionNote: text("decision_note"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    payoutReference: text("payout_reference"),
  },
  (table) => [
    index("refund_requests_user_idx").on(table.userId, table.createdAt),
    index("refund_requests_order_idx").on(table.orderId),
    index("refund_requests_status_idx").on(table.status, table.createdAt),
    check(
      "refund_requests_amounts_ck",
      sql`${table.paidCents} >= 0 and ${table.penaltyCents} >= 0 and ${table.refundCents} = ${table.paidCents} - ${table.penaltyCents}`,
    ),
  ],
);

/**
 * One row per item of a live request (Requested, Approved or Refunded): the unique index makes "one
 * open request per item" a rule of the database. A rejected request's rows are deleted, so the item
 * may be asked for again.
 */
export const refundRequestItems = pgTable(
  "refund_request_items",
  {
    orderId: uuid("order_id").notNull(),
    itemId: text("item_id").notNull(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => refundRequests.id, { onDelete: "cascade" }),
  },
  (table) => [uniqueIndex("refund_request_items_uq").on(table.orderId, table.itemId)],
);
