import type { NotificationChannel } from "@safar/domain";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** Key/value facts about this database: applied seed versions and the like. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const countries = pgTable("countries", {
  id: integer("id").primaryKey(),
  isoCode: text("iso_code").notNull().unique(),
  iso3: text("iso3").notNull(),
  nameAr: text("name_ar").notNull(),
  nameFa: text("name_fa").notNull(),
  nameEn: text("name_en").notNull(),
  dialingCode: text("dialing_code").notNull(),
});

export const airports = pgTable("airports", {
  iataCode: text("iata_code").primaryKey(),
  icaoCode: text("icao_code"),
  cityCode: text("city_code").notNull(),
  nameAr: text("name_ar"),
  nameFa: text("name_fa"),
  nameEn: text("name_en").notNull(),
  cityAr: text("city_ar"),
  cityFa: text("city_fa"),
  cityEn: text("city_en").notNull(),
  countryCode: text("country_code").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  timeZone: text("time_zone"),
  isDomestic: boolean("is_domestic").notNull(),
  /** Other names and spellings of the airport's place (GeoNames and the reviewed ones), for search. */
  alternateNames: jsonb("alternate_names").$type<string[]>().notNull().default([]),
});

export const airlines = pgTable("airlines", {
  iataCode: text("iata_code").primaryKey(),
  icaoCode: text("icao_code"),
  nameAr: text("name_ar"),
  nameFa: text("name_fa"),
  nameEn: text("name_en").notNull(),
  countryCode: text("country_code"),
});

/** Display currencies and their rate against the base currency USD (spec §3, §9). */
export const currencyRates = pgTable("currency_rates", {
  code: text("code").primaryKey(),
  symbol: text("symbol").notNull(),
  /** Units of this currency for one USD; a decimal string, never a float. */
  exchangeRate: numeric("exchange_rate", { precision: 20, scale: 6 }).notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  sortOrder: smallint("sort_order").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every rate an operator set, kept: who, when, from what to what (the back office shows it). */
export const currencyRateHistory = pgTable(
  "currency_rate_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    code: text("code").notNull(),
    exchangeRate: numeric("exchange_rate", { precision: 20, scale: 6 }).notNull(),
    previousRate: numeric("previous_rate", { precision: 20, scale: 6 }).notNull(),
    setBy: text("set_by").notNull(),
    setAt: timestamp("set_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("currency_rate_history_code_idx").on(table.code, table.setAt)],
);

/** Travel agencies the storefront works with (partner offices that also serve walk-in customers). */
export const agencies = pgTable("agencies", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  nameAr: text("name_ar").notNull(),
  nameFa: text("name_fa").notNull(),
  nameEn: text("name_en").notNull(),
  cityCode: text("city_code").notNull(),
  phone: text("phone").notNull(),
  email: text("email"),
  addressAr: text("address_ar").notNull(),
  addressFa: text("address_fa").notNull(),
  addressEn: text("address_en").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every message the development provider "sent": what /dev/outbox shows. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    channel: smallint("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_recipient_created_idx").on(table.recipient, table.createdAt)],
);
/**
 * Every message sent about an order (the e-ticket, a refund's news): channel, recipient, what it
 * was and whether the provider took it. Support reads them on the order's page in the back office.
 */
export const orderMessages = pgTable(
  "order_messages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid("order_id").notNull(),
    channel: smallint("channel").$type<NotificationChannel>().notNull(),
    recipient: text("recipient").notNull(),
    /** What the message was, e.g. `ticket`, `refund.refunded`. */
    kind: text("kind").notNull(),
    ok: boolean("ok").notNull(),
    error: text("error"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_messages_order_idx").on(table.orderId, table.at)],
);
export * from "./schema-accounts";
export * from "./schema-back-office";
export * from "./schema-catalog";
export * from "./schema-files";
export * from "./schema-fulfilment";
export * from "./schema-hotels";
export * from "./schema-landing";
export * from "./schema-orders";
export * from "./schema-orders-flight";
export * from "./schema-payments";
export * from "./schema-promotions";
export * from "./schema-refunds";
export * from "./schema-resellers";
export * from "./schema-tours";
export * from "./schema-visas";
export * from "./schema-wallet";
