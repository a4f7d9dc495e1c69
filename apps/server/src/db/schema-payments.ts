import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";
import { orders } from "./schema-orders-flight";

/** Payment gateways the storefront offers (spec §3 Gateway: id, isActive; the default is id 1). */
export const paymentGateways = pgTable("payment_gateways", {
  id: smallint("id").primaryKey(),
  /** The adapter behind it: sandbox, zaincash, hyperpay. */
  code: text("code").notNull().unique(),
  nameAr: text("name_ar").notNull(),
  nameFa: text("name_fa").notNull(),
  nameEn: text("name_en").notNull(),
  /** Offered on the payment page: configured on this server and offered by the operators. */
  isActive: boolean("is_active").notNull().default(false),
  /** The server has its credentials (set from the configuration at every start). */
  configured: boolean("configured").notNull().default(false),
  /** The operators' choice (back office): an offered gateway is active once configured. */
  offered: boolean("offered").notNull().default(true),
  sort: smallint("sort").notNull().default(0),
});

/**
 * One attempt to pay an order, or to add money to a customer's wallet (`purpose` wallet_top_up: no
 * order, no wallet part, credited to the wallet once when it succeeds): the wallet part (debited at
 * creation, returned when the gateway declines) and the gateway part. Amounts are integer cents of
 * USD. At most one pending payment per order (partial unique index): a retried Pay/Create answers
 * that one, never a second charge.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    purpose: text("purpose", { enum: ["order", "wallet_top_up"] })
      .notNull()
      .default("order"),
    /** Null exactly for a wallet top-up. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Null for a payment made wholly from the wallet. */
    gatewayId: smallint("gateway_id").references(() => paymentGateways.id),
    gatewayCode: text("gateway_code").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    walletCents: bigint("wallet_cents", { mode: "number" }).notNull().default(0),
    gatewayCents: bigint("gateway_cents", { mode: "number" }).notNull().default(0),
    gatewayReference: text("gateway_reference"),
    redirectUrl: text("redirect_url").notNull(),
    isMobile: boolean("is_mobile").notNull().default(true),
    /** The customer's display currency and its rate when the payment started (the order keeps them once paid). */
    displayCurrencyCode: text("display_currency_code").notNull().default("USD"),
    displayExchangeRate: numeric("display_exchange_rate", { precision: 20, scale: 6 }).notNull().default("1"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    index("payments_order_created_idx").on(table.orderId, table.createdAt),
    uniqueIndex("payments_one_pending_per_order_uq")
      .on(table.orderId)
      .where(sql`${table.status} = 'pending'`),
    check(
      "payments_amounts_ck",
      sql`${table.walletCents} >= 0 and ${table.gatewayCents} >= 0 and ${table.amountCents} = ${table.walletCents} + ${table.gatewayCents}`,
    ),
    check(
      "payments_purpose_ck",
      sql`(${table.purpose} = 'order' and ${table.orderId} is not null) or (${table.purpose} = 'wallet_top_up' and ${table.orderId} is null and ${table.walletCents} = 0)`,
    ),
  ],
);

/**
 * The built-in sandbox gateway's own "bank" records: the customer's decision on the hosted test
 * page, by gateway reference. `inquire` reads it, as a real gateway's status API would be asked.
 */
export const sandboxBankPayments = pgTable("sandbox_bank_payments", {
  reference: text("reference").primaryKey(),
  paymentId: uuid("payment_id").notNull(),
  amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
  decision: text("decision", { enum: ["approved", "declined"] }).notNull(),
  decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
});
