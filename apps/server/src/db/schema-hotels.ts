import type { HotelBoard, HotelPhotoCaption, LocalizedText, PropertyType } from "@safar/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The operator's contracted hotels (issue 14, the built-in `contracts` supplier), laid out as a
 * channel manager keeps them: a property has room types; a room type has rate plans (board and
 * conditions, derived from the room type's price); per day a room type has an allotment (rooms held
 * and sold at most, counted on the row with a condition, so it is never oversold), its restrictions
 * and its price per occupancy. Money in integer cents of the base currency.
 */

/** Destinations of the hotel search (GetAllCities): IATA city codes where a city has one. */
export const hotelCities = pgTable("hotel_cities", {
  code: text("code").primaryKey(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  countryCode: text("country_code").notNull(),
  country: jsonb("country").$type<LocalizedText>().notNull(),
  /** The IANA zone of the city: check-in days and cancellation deadlines are its wall clock. */
  timeZone: text("time_zone").notNull(),
  pilgrimage: boolean("pilgrimage").notNull().default(false),
  sortOrder: smallint("sort_order").notNull().default(0),
});

export const hotelProperties = pgTable(
  "hotel_properties",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    cityCode: text("city_code")
      .notNull()
      .references(() => hotelCities.code),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    stars: smallint("stars").notNull(),
    propertyType: text("property_type").$type<PropertyType>().notNull(),
    area: jsonb("area").$type<LocalizedText>().notNull(),
    address: jsonb("address").$type<LocalizedText>().notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Local wall-clock times, `HH:MM`. */
    checkInTime: text("check_in_time").notNull(),
    checkOutTime: text("check_out_time").notNull(),
    /** Amenity codes (the web names them). */
    amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
    /** Paths under the image base. */
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    /** The photos' captions by path (a photo without one is not a key; a removed photo's goes with it). */
    photoCaptions: jsonb("photo_captions").$type<Record<string, HotelPhotoCaption>>().notNull().default({}),
    importantInfo: jsonb("important_info").$type<LocalizedText>().notNull(),
    /** The "recommended" order: higher first. */
    popularity: integer("popularity").notNull().default(0),
    /** Made up by the demo seed (never sold as a real hotel). */
    isDemo: boolean("is_demo").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("hotel_properties_city_idx").on(table.cityCode),
    check("hotel_properties_stars_ck", sql`${table.stars} between 1 and 5`),
  ],
);

export const hotelRoomTypes = pgTable(
  "hotel_room_types",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => hotelProperties.id, { onDelete: "cascade" }),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    beds: jsonb("beds").$type<LocalizedText>().notNull(),
    maxAdults: smallint("max_adults").notNull(),
    maxChildren: smallint("max_children").notNull(),
    maxOccupancy: smallint("max_occupancy").notNull(),
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (table) => [index("hotel_room_types_property_idx").on(table.propertyId)],
);

/** A child of `minAge`–`maxAge` (whole years, inclusive) costs `centsPerNight` in the room. */
export type ChildAgeBand = { minAge: number; maxAge: number; centsPerNight: number };
/** From `daysBefore` days before check-in (at the property's 18:00), `nights` nights are charged. */
export type CancellationRule = { daysBefore: number; nights: number };

export const hotelRatePlans = pgTable(
  "hotel_rate_plans",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    roomTypeId: uuid("room_type_id")
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: "cascade" }),
    board: text("board").$type<HotelBoard>().notNull(),
    refundable: boolean("refundable").notNull(),
    /**
     * The penalty timeline of a refundable plan, nearest to check-in last; before the first rule's
     * deadline cancelling is free. A non-refundable plan charges the whole stay from booking.
     */
    cancellationRules: jsonb("cancellation_rules").$type<CancellationRule[]>().notNull().default([]),
    /**
     * A derived rate, as channel managers keep them: the room type's price of the night adjusted by
     * this percent (-12 for a non-refundable room-only plan, +20 for half board).
     */
    adjustPercent: numeric("adjust_percent", { precision: 5, scale: 2 }).notNull().default("0"),
    payAtHotel: boolean("pay_at_hotel").notNull().default(false),
    /** City tax per room and night, paid at the hotel. */
    cityTaxCents: integer("city_tax_cents").notNull().default(0),
    /** VAT included in the prices, percent. */
    taxPercent: numeric("tax_percent", { precision: 5, scale: 2 }).notNull().default("0"),
    childBands: jsonb("child_bands").$type<ChildAgeBand[]>().notNull().default([]),
    isActive: boolean("is_active").notNull().default(true),
  },
  (table) => [
    index("hotel_rate_plans_room_type_idx").on(table.roomTypeId),
    check(
      "hotel_rate_plans_board_ck",
      sql`${table.board} in ('RoomOnly', 'Breakfast', 'HalfBoard', 'FullBoard', 'AllInclusive')`,
    ),
  ],
);

/** A room type's rooms on one night: the allotment, what is sold, and the day's restrictions. */
export const hotelInventory = pgTable(
  "hotel_inventory",
  {
    roomTypeId: uuid("room_type_id")
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: "cascade" }),
    /** The night's calendar day at the property (`YYYY-MM-DD`). */
    day: text("day").notNull(),
    allotment: smallint("allotment").notNull(),
    /** Rooms held by orders being paid (given back when a hold ends unpaid). */
    held: smallint("held").notNull().default(0),
    sold: smallint("sold").notNull().default(0),
    stopSell: boolean("stop_sell").notNull().default(false),
    minStay: smallint("min_stay").notNull().default(1),
    closedToArrival: boolean("closed_to_arrival").notNull().default(false),
    /** The room's price that night by the number of adults in it (`"1"`…`"4"`), before the plan's adjustment. */
    centsByAdults: jsonb("cents_by_adults").$type<Record<string, number>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roomTypeId, table.day] }),
    check(
      "hotel_inventory_rooms_ck",
      sql`${table.held} >= 0 and ${table.sold} >= 0 and ${table.held} + ${table.sold} <= ${table.allotment}`,
    ),
  ],
);

/**
 * Rooms of one room type held on consecutive nights for an order: taken from the nights' `held` in
 * one conditional update (never more than the allotment), then sold (moved to `sold`: the contracted
 * booking, whose reference is the hold's id) or released (given back) exactly once; a hold past
 * `expires_at` is released by the sweep; a sold booking cancelled gives its rooms back.
 */
export const hotelHolds = pgTable(
  "hotel_holds",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    roomTypeId: uuid("room_type_id")
      .notNull()
      .references(() => hotelRoomTypes.id),
    firstNight: text("first_night").notNull(),
    nights: smallint("nights").notNull(),
    rooms: smallint("rooms").notNull(),
    status: text("status", { enum: ["held", "sold", "released", "cancelled"] })
      .notNull()
      .default("held"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("hotel_holds_status_expiry_idx").on(table.status, table.expiresAt)],
);

/**
 * The operator's hotel markup (issue 14): a percent of the stay and/or a fixed amount per room and
 * night, added to rates paid now, matched by supplier, country, city and stars (null: any). The most
 * specific active rule wins (city 8, country 4, stars 2, supplier 1; then `priority`).
 */
export const hotelMarkupRules = pgTable("hotel_markup_rules", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  supplier: text("supplier"),
  countryCode: text("country_code"),
  cityCode: text("city_code"),
  stars: smallint("stars"),
  /** Decimal percent as a string ("3.5"), never a float. */
  percent: numeric("percent", { precision: 6, scale: 3 }).notNull().default("0"),
  fixedCentsPerRoomNight: integer("fixed_cents_per_room_night").notNull().default(0),
  priority: smallint("priority").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  note: text("note"),
});
