import type { LandingSection, LocalizedText } from "@safar/domain";
import { boolean, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * City landing pages (issue 16): the operator's words about a city in the three languages. The city
 * is a hotel destination's code (named by the hotels module: the modules keep their own tables);
 * `airport_code` is the airport its flights land at (Karbala's is Najaf).
 */
export const landingPages = pgTable("landing_pages", {
  cityCode: text("city_code").primaryKey(),
  airportCode: text("airport_code").notNull(),
  title: jsonb("title").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  sections: jsonb("sections").$type<LandingSection[]>().notNull().default([]),
  /** A path under the image base, or null. */
  heroPhoto: text("hero_photo"),
  published: boolean("published").notNull().default(true),
  sortOrder: smallint("sort_order").notNull().default(0),
  /** The demo seed's pages (seed-landing.ts). */
  isDemo: boolean("is_demo").notNull().default(false),
  /** The seed's stable key (a page the operator adds has none). */
  seedKey: text("seed_key").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
