import type {
  LocalizedText,
  VisaCaseDocumentKind,
  VisaCaseStatus,
  VisaDocumentKind,
  VisaEntry,
  VisaStayUnit,
  VisaType,
} from "@safar/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { orders } from "./schema-orders-flight";

/**
 * Visas (issue 15, decision 017): the countries served and the operator's visa products. Prices in
 * minor units (fils, cents) of the product's currency; the order is charged in USD at the display
 * rate of the moment (pricing module).
 */

export const visaCountries = pgTable("visa_countries", {
  /** ISO 3166-1 alpha-2. */
  code: text("code").primaryKey(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  sortOrder: smallint("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
});

export const visaProducts = pgTable(
  "visa_products",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    countryCode: text("country_code")
      .notNull()
      .references(() => visaCountries.code),
    type: text("type").$type<VisaType>().notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    stay: smallint("stay").notNull(),
    stayUnit: text("stay_unit").$type<VisaStayUnit>().notNull(),
    validityDays: smallint("validity_days").notNull(),
    entry: text("entry").$type<VisaEntry>().notNull(),
    currency: text("currency").notNull(),
    priceMinor: integer("price_minor").notNull(),
    /** Null: no quick processing. */
    quickPriceMinor: integer("quick_price_minor"),
    /**
     * Kept per traveller when the case is refused (the embassy's or portal's fee, already paid out);
     * the rest of what the customer paid goes back to the wallet.
     */
    rejectionFeeMinor: integer("rejection_fee_minor").notNull().default(0),
    processingDays: smallint("processing_days").notNull(),
    quickProcessingDays: smallint("quick_processing_days"),
    documents: jsonb("documents").$type<VisaDocumentKind[]>().notNull(),
    notes: jsonb("notes").$type<LocalizedText>().notNull(),
    sortOrder: smallint("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** The seed's stable key (a product the operator adds has none). */
    seedKey: text("seed_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("visa_products_country_idx").on(table.countryCode, table.sortOrder)],
);

/**
 * A paid visa order's case (one per order, opened by fulfilment in the transaction that confirms
 * the paid order): its number the customer and the officers quote, where it stands, and the officer
 * working on it.
 */
export const visaCases = pgTable(
  "visa_cases",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** `V` + the order number: what the customer and the officers quote. */
    caseNumber: text("case_number").notNull().unique(),
    userId: uuid("user_id").notNull(),
    status: text("status").$type<VisaCaseStatus>().notNull(),
    /** What the officers' queue shows, copied from the order's visa when the case opens. */
    countryCode: text("country_code").notNull().default(""),
    visaName: jsonb("visa_name").$type<LocalizedText>().notNull().default({ ar: "", fa: "", en: "" }),
    processing: text("processing").notNull().default("Normal"),
    travelDate: text("travel_date").notNull().default(""),
    travellers: smallint("travellers").notNull().default(1),
    leadName: text("lead_name").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("visa_cases_status_idx").on(table.status, table.updatedAt)],
);

/** Each change of a case: the status it moved to, when, the message to the customer, who made it. */
export const visaCaseEvents = pgTable(
  "visa_case_events",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid("order_id")
      .notNull()
      .references(() => visaCases.orderId, { onDelete: "cascade" }),
    status: text("status").$type<VisaCaseStatus>().notNull(),
    message: text("message"),
    /** With ActionRequired: the traveller and the document asked for, when the officer named them. */
    traveller: smallint("traveller"),
    documentKind: text("document_kind"),
    /** The officer's id; null for the system (the case opened at payment). */
    actorId: uuid("actor_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("visa_case_events_order_idx").on(table.orderId, table.at)],
);

/**
 * A case's documents: the application's (copied when the case opens), those the customer sends when
 * asked, and the issued visa the officer uploads. `path` is the storage key: the customer's private
 * images (image host) for pictures the customer sent, `visa-{orderId}/…` for the officers' files.
 */
export const visaCaseDocuments = pgTable(
  "visa_case_documents",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid("order_id")
      .notNull()
      .references(() => visaCases.orderId, { onDelete: "cascade" }),
    traveller: smallint("traveller"),
    kind: text("kind").$type<VisaCaseDocumentKind>().notNull(),
    path: text("path").notNull(),
    contentType: text("content_type").notNull(),
    uploadedBy: text("uploaded_by").$type<"customer" | "officer">().notNull(),
    actorId: uuid("actor_id"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("visa_case_documents_order_idx").on(table.orderId, table.uploadedAt)],
);
