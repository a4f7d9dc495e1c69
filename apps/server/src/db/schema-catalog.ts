import type { FlightScope, FlightSearchHistory, HotelRoom, TripType, VisaProcessing } from "@safar/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";

/** Aircraft types the operator's charters fly. */
export const charterAircraft = pgTable("charter_aircraft", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  seatCount: smallint("seat_count").notNull(),
});

/**
 * Named cancellation rule sets: the penalty (percent of the fare) from so many hours before
 * departure. A flight points at one set.
 */
export const charterCancellationRules = pgTable(
  "charter_cancellation_rules",
  {
    ruleSet: text("rule_set").notNull(),
    fromHoursBeforeDeparture: integer("from_hours_before_departure").notNull(),
    penaltyPercent: smallint("penalty_percent").notNull(),
  },
  (table) => [primaryKey({ columns: [table.ruleSet, table.fromHoursBeforeDeparture] })],
);

/**
 * The operator's charter allotments (flight kind charter). Seats: total, held (by open holds) and
 * sold; a hold updates the row with a condition on what is left, so a flight is never oversold.
 */
export const charterFlights = pgTable(
  "charter_flights",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    airlineCode: text("airline_code").notNull(),
    flightNumber: text("flight_number").notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    /** The departure's calendar date at the origin (YYYY-MM-DD): what a search asks for. */
    departureDate: text("departure_date").notNull(),
    departureAt: timestamp("departure_at", { withTimezone: true }).notNull(),
    arrivalAt: timestamp("arrival_at", { withTimezone: true }).notNull(),
    aircraftCode: text("aircraft_code")
      .notNull()
      .references(() => charterAircraft.code),
    cabinClass: smallint("cabin_class").notNull(),
    fareClass: text("fare_class").notNull(),
    baggageAmount: smallint("baggage_amount").notNull(),
    baggageUnit: text("baggage_unit", { enum: ["Kg", "Pc"] }).notNull(),
    seatsTotal: smallint("seats_total").notNull(),
    seatsHeld: smallint("seats_held").notNull().default(0),
    seatsSold: smallint("seats_sold").notNull().default(0),
    cancellationRuleSet: text("cancellation_rule_set").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("charter_flights_number_departure_uq").on(
      table.airlineCode,
      table.flightNumber,
      table.departureAt,
    ),
    index("charter_flights_route_date_idx").on(table.origin, table.destination, table.departureDate),
  ],
);

/** The legs of a charter flight, in order (a direct charter has one). */
export const charterFlightLegs = pgTable(
  "charter_flight_legs",
  {
    flightId: uuid("flight_id")
      .notNull()
      .references(() => charterFlights.id, { onDelete: "cascade" }),
    sequence: smallint("sequence").notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    departureAt: timestamp("departure_at", { withTimezone: true }).notNull(),
    arrivalAt: timestamp("arrival_at", { withTimezone: true }).notNull(),
    flightNumber: text("flight_number").notNull(),
    aircraftCode: text("aircraft_code").notNull(),
  },
  (table) => [primaryKey({ columns: [table.flightId, table.sequence] })],
);

/** One fare per age category (1 adult, 2 child, 3 infant), integer cents USD. */
export const charterFares = pgTable(
  "charter_fares",
  {
    flightId: uuid("flight_id")
      .notNull()
      .references(() => charterFlights.id, { onDelete: "cascade" }),
    ageCategory: smallint("age_category").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (table) => [primaryKey({ columns: [table.flightId, table.ageCategory] })],
);

/** Seats held for a booking until issued, cancelled or expired. */
export const charterHolds = pgTable(
  "charter_holds",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    flightId: uuid("flight_id")
      .notNull()
      .references(() => charterFlights.id),
    seats: smallint("seats").notNull(),
    status: text("status", { enum: ["held", "issued", "cancelled"] })
      .notNull()
      .default("held"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("charter_holds_flight_idx").on(table.flightId)],
);

/**
 * The operator's markup: a percent and/or a fixed amount per passenger (infants: percent only),
 * matched by scope, route and airline. The most specific active rule wins (a matching route
 * counts 4, airline 2, scope 1; then `priority`).
 */
export const markupRules = pgTable("markup_rules", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  /** 1 international, 2 domestic; null: any. */
  flightScope: smallint("flight_scope"),
  origin: text("origin"),
  destination: text("destination"),
  airlineCode: text("airline_code"),
  /** Decimal percent as a string ("3.5"), never a float. */
  percent: numeric("percent", { precision: 6, scale: 3 }).notNull().default("0"),
  fixedCents: integer("fixed_cents").notNull().default(0),
  priority: smallint("priority").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  note: text("note"),
});

/** A signed-in customer's flight searches (user-interactions). */
export const flightSearchHistories = pgTable(
  "flight_search_histories",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The same search again only moves the entry up. */
    searchKey: text("search_key").notNull(),
    tripType: smallint("trip_type").$type<TripType>().notNull(),
    flightScope: smallint("flight_scope").$type<FlightScope>().notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    /** `{ departureDates, routes, adults, children, infants, cabinClass }` */
    query: jsonb("query")
      .$type<
        Pick<
          FlightSearchHistory,
          "departureDates" | "routes" | "adults" | "children" | "infants" | "cabinClass"
        >
      >()
      .notNull(),
    isActive: boolean("is_active").notNull().default(true),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("flight_search_histories_user_key_uq").on(table.userId, table.searchKey),
    index("flight_search_histories_user_idx").on(table.userId, table.searchedAt),
  ],
);

/** A signed-in customer's hotel searches (user-interactions; removed through the flight DeActive path, spec §7). */
export const hotelSearchHistories = pgTable(
  "hotel_search_histories",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The same stay again only moves the entry up. */
    searchKey: text("search_key").notNull(),
    cityCode: text("city_code").notNull(),
    checkIn: text("check_in").notNull(),
    checkOut: text("check_out").notNull(),
    rooms: jsonb("rooms").$type<HotelRoom[]>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("hotel_search_histories_user_key_uq").on(table.userId, table.searchKey),
    index("hotel_search_histories_user_idx").on(table.userId, table.searchedAt),
  ],
);

/** The visas a signed-in customer priced in the visa box (issue 15, spec §7 VisaUserInterations). */
export const visaSearchHistories = pgTable(
  "visa_search_histories",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The same choice again only moves the entry up. */
    searchKey: text("search_key").notNull(),
    countryCode: text("country_code").notNull(),
    productId: uuid("product_id").notNull(),
    processing: text("processing").$type<VisaProcessing>().notNull(),
    travellers: smallint("travellers").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("visa_search_histories_user_key_uq").on(table.userId, table.searchKey),
    index("visa_search_histories_user_idx").on(table.userId, table.searchedAt),
  ],
);
