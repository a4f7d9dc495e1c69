import type { LocalizedText, PromotionArtwork } from "@safar/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The home page's promotions (issue 16): operator-managed, shown from `start_date` to `end_date`
 * (Baghdad calendar days, both included) while active. The link is a path of this site (checked by
 * the domain's schema before it is written).
 */
export const promotions = pgTable(
  "promotions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    text: jsonb("text").$type<LocalizedText>().notNull(),
    artwork: text("artwork").$type<PromotionArtwork>().notNull().default("none"),
    link: text("link").notNull(),
    voucherCode: text("voucher_code"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    sortOrder: smallint("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    /** The demo seed's promotions. */
    isDemo: boolean("is_demo").notNull().default(false),
    /** The seed's stable key (a promotion the operator adds has none). */
    seedKey: text("seed_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("promotions_dates_ck", sql`${table.endDate} >= ${table.startDate}`),
    check("promotions_link_ck", sql`left(${table.link}, 1) = '/' and left(${table.link}, 2) <> '//'`),
    index("promotions_running_idx").on(table.isActive, table.endDate),
  ],
);
