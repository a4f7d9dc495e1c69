import type { OrderContact, OrderHold, OrderItem, OrderStatus, RefundStatus } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";

/**
 * Customer orders (spec §3 order). Money in integer cents USD: `totalCents` is the supplier price
 * after markup, `payableCents` what is left to pay after the discount voucher. `status` only changes
 * through the domain's `transition()`. The product (`item`) is kept as it was priced at submit.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** The short human order number. */
    orderNumber: integer("order_number").generatedAlwaysAsIdentity({ startWith: 100001 }).notNull().unique(),
    trackingNumber: text("tracking_number").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Service type: DomesticFlight or InternationalFlight. */
    type: text("type").notNull(),
    status: text("status").$type<OrderStatus>().notNull(),
    totalCents: integer("total_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    payableCents: integer("payable_cents").notNull(),
    voucherId: uuid("voucher_id"),
    voucherCode: text("voucher_code"),
    refundStatus: text("refund_status").$type<RefundStatus>().notNull().default("None"),
    /**
     * The display currency the customer paid in and its rate (units for one USD) when the payment that
     * succeeded was started: the order's amounts keep showing at that rate (null until paid, or for
     * orders paid before it was recorded).
     */
    paidCurrencyCode: text("paid_currency_code"),
    paidExchangeRate: numeric("paid_exchange_rate", { precision: 20, scale: 6 }),
    productChannel: smallint("product_channel").notNull(),
    /** The customer's language when ordering (ar, fa, en): the e-ticket is sent in it. */
    locale: text("locale").$type<Locale>().notNull().default("ar"),
    contact: jsonb("contact").$type<OrderContact>().notNull(),
    /** The reseller marketplace the customer came through ("SafarMarket"), null when direct. */
    reseller: text("reseller"),
    /** The customer's id at that reseller (SafarMarket's safarmarketId). */
    resellerRef: text("reseller_ref"),
    /** What the order sells (decision 016): the flight's proposals and passengers, or the hotel stay. */
    item: jsonb("item").$type<OrderItem>().notNull(),
    /** `[{ provider, holdId }]` while seats are held. */
    holds: jsonb("holds").$type<OrderHold[]>(),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** When the trip starts: the first departure, the check-in day (00:00 at the property). */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Hash of the submit request: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_user_idempotency_uq").on(table.userId, table.idempotencyKey),
    index("orders_user_created_idx").on(table.userId, table.createdAt),
    index("orders_status_hold_idx").on(table.status, table.holdExpiresAt),
    // The back office: orders by the contact's phone (its last 10 digits: the national number in Iraq
    // and Iran, whatever prefix was typed), by e-mail, and listed by date.
    index("orders_contact_phone_idx").on(
      sql`right(regexp_replace(${table.contact}->>'phoneNumber', '[^0-9]', '', 'g'), 10)`,
    ),
    index("orders_contact_email_idx").on(sql`lower(${table.contact}->>'email')`),
    index("orders_created_idx").on(table.createdAt),
  ],
);

/** Discount vouchers: a percent (optionally capped) or a fixed amount, with limits. */
export const discountVouchers = pgTable("discount_vouchers", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  /** Upper-case. */
  code: text("code").notNull().unique(),
  kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
  /** Whole percent 1–100 for kind percent. */
  percent: smallint("percent"),
  /** Cap of a percent discount, cents. */
  maxDiscountCents: integer("max_discount_cents"),
  /** The discount of kind fixed, cents. */
  amountCents: integer("amount_cents"),
  minimumOrderCents: integer("minimum_order_cents").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  perCustomerLimit: integer("per_customer_limit"),
  totalLimit: integer("total_limit"),
  /** Redemptions in force (applied, not removed); kept under the voucher row's lock. */
  usedCount: integer("used_count").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  description: text("description"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One use of a voucher on an order; released when removed or when the order is rejected. */
export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => discountVouchers.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    discountCents: integer("discount_cents").notNull(),
    status: text("status", { enum: ["applied", "released"] })
      .notNull()
      .default("applied"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (table) => [
    index("voucher_redemptions_voucher_user_idx").on(table.voucherId, table.userId),
    uniqueIndex("voucher_redemptions_order_applied_uq")
      .on(table.orderId)
      .where(sql`${table.status} = 'applied'`),
  ],
);
