import type { LocalizedText, TourDay, TourKind } from "@safar/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Tours (issue 16): the operator's packages and their departures. Prices in minor units (fils,
 * cents) of the tour's currency; the storefront shows them in USD at the display rate of the moment
 * (pricing module), as visas do. The destination is a hotel destination's city code (checked by the
 * service: the modules keep their own tables).
 */
export const tours = pgTable(
  "tours",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    kind: text("kind").$type<TourKind>().notNull(),
    destination: text("destination").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull(),
    days: smallint("days").notNull(),
    nights: smallint("nights").notNull(),
    /** One entry a day, day 1 first. */
    plan: jsonb("plan").$type<TourDay[]>().notNull(),
    included: jsonb("included").$type<LocalizedText[]>().notNull().default([]),
    excluded: jsonb("excluded").$type<LocalizedText[]>().notNull().default([]),
    hotelStars: smallint("hotel_stars").notNull(),
    currency: text("currency").notNull(),
    /** Paths under the image base (`tours/{id}/…`), the first on the card. */
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    sortOrder: smallint("sort_order").notNull().default(0),
    onSale: boolean("on_sale").notNull().default(true),
    /** The demo seed's tours (their descriptions say so). */
    isDemo: boolean("is_demo").notNull().default(false),
    /** The seed's stable key (a tour the operator adds has none). */
    seedKey: text("seed_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "tours_nights_ck",
      sql`${table.nights} in (${table.days}, ${table.days} - 1) and ${table.days} >= 1`,
    ),
    check("tours_hotel_stars_ck", sql`${table.hotelStars} between 1 and 5`),
    index("tours_destination_idx").on(table.destination),
  ],
);

/**
 * A tour's departure: the day the group leaves, its seats (sold, and held for customers who are
 * paying: never more than the capacity, the database checks it) and the prices of one place.
 */
export const tourDepartures = pgTable(
  "tour_departures",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    /** `YYYY-MM-DD`. */
    date: text("date").notNull(),
    capacity: smallint("capacity").notNull(),
    seatsSold: smallint("seats_sold").notNull().default(0),
    seatsHeld: smallint("seats_held").notNull().default(0),
    adultPriceMinor: integer("adult_price_minor").notNull(),
    childPriceMinor: integer("child_price_minor").notNull(),
    infantPriceMinor: integer("infant_price_minor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("tour_departures_tour_date_uq").on(table.tourId, table.date),
    index("tour_departures_date_idx").on(table.date),
    check(
      "tour_departures_seats_ck",
      sql`${table.capacity} > 0 and ${table.seatsSold} >= 0 and ${table.seatsHeld} >= 0 and ${table.seatsSold} + ${table.seatsHeld} <= ${table.capacity}`,
    ),
    check(
      "tour_departures_prices_ck",
      sql`${table.adultPriceMinor} > 0 and ${table.childPriceMinor} >= 0 and ${table.infantPriceMinor} >= 0`,
    ),
  ],
);

/** Where an order's seats on a departure stand: held while the customer pays, sold, or given back. */
export type TourSeatHoldStatus = "Held" | "Sold" | "Released";

/**
 * The seats each tour order takes (one row per order, keyed by the orders module's id, written only
 * by the tours module): the departure's `seats_held` and `seats_sold` are the sums of these rows'
 * seats by status, moved in the same transaction as the row.
 */
export const tourSeatHolds = pgTable(
  "tour_seat_holds",
  {
    orderId: uuid("order_id").primaryKey(),
    departureId: uuid("departure_id")
      .notNull()
      .references(() => tourDepartures.id, { onDelete: "restrict" }),
    seats: smallint("seats").notNull(),
    status: text("status").$type<TourSeatHoldStatus>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("tour_seat_holds_seats_ck", sql`${table.seats} > 0`),
    check("tour_seat_holds_status_ck", sql`${table.status} in ('Held', 'Sold', 'Released')`),
    index("tour_seat_holds_departure_idx").on(table.departureId),
  ],
);
