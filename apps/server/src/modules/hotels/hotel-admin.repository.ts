/** The operator's side of the hotel tables (the back office): properties, rooms, plans and the calendar. */
import type { HotelPhotoCaption } from "@safar/domain";
import { and, asc, count, eq, gte, inArray, sql } from "drizzle-orm";
import {
  hotelCities,
  hotelInventory,
  hotelProperties,
  hotelRatePlans,
  hotelRoomTypes,
} from "../../db/schema";
import type { Database } from "../../platform/db";
import type { InventoryRow } from "./hotels.repository";

export type NewPropertyRow = Omit<
  typeof hotelProperties.$inferInsert,
  "id" | "createdAt" | "popularity" | "isDemo" | "photos" | "photoCaptions"
>;
export type NewRoomTypeRow = Omit<typeof hotelRoomTypes.$inferInsert, "id" | "propertyId" | "sortOrder">;
export type NewRatePlanRow = Omit<typeof hotelRatePlans.$inferInsert, "id" | "roomTypeId">;
export type InventoryWrite = typeof hotelInventory.$inferInsert;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A property's photos and their captions, its row locked until the transaction ends. */
async function lockedPhotos(tx: Tx, id: string) {
  const [row] = await tx
    .select({ photos: hotelProperties.photos, captions: hotelProperties.photoCaptions })
    .from(hotelProperties)
    .where(eq(hotelProperties.id, id))
    .for("update");
  return row;
}

/**
 * The back office's reads and writes of the hotel tables (issue 14, the operator's contracts):
 * properties, room types, rate plans and the calendar of a room type. No rules here: the hotel admin
 * service decides, this only reads and writes (a calendar change under its rows' locks).
 */
export function createHotelAdminRepository(db: Database) {
  return {
    async cities() {
      return db
        .select({ code: hotelCities.code, name: hotelCities.name, timeZone: hotelCities.timeZone })
        .from(hotelCities)
        .orderBy(asc(hotelCities.sortOrder));
    },

    /** Properties by destination and a part of their name in any language, with their room types counted. */
    async listProperties(filter: {
      cityCode?: string | undefined;
      q?: string | undefined;
      page: number;
      pageSize: number;
    }) {
      const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        filter.cityCode ? eq(hotelProperties.cityCode, filter.cityCode) : undefined,
        pattern
          ? sql`(${hotelProperties.name}->>'ar' ilike ${pattern} or ${hotelProperties.name}->>'fa' ilike ${pattern} or ${hotelProperties.name}->>'en' ilike ${pattern})`
          : undefined,
      );
      const roomTypes = sql<number>`(select count(*)::int from hotel_room_types r where r.property_id = hotel_properties.id)`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ property: hotelProperties, roomTypes })
          .from(hotelProperties)
          .where(where)
          .orderBy(
            asc(hotelProperties.cityCode),
            sql`${hotelProperties.name}->>'en'`,
            asc(hotelProperties.id),
          )
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(hotelProperties).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A property with its destination's zone, every room type and every rate plan (inactive ones too). */
    async propertyForAdmin(id: string) {
      const [row] = await db
        .select({ property: hotelProperties, timeZone: hotelCities.timeZone })
        .from(hotelProperties)
        .innerJoin(hotelCities, eq(hotelCities.code, hotelProperties.cityCode))
        .where(eq(hotelProperties.id, id));
      if (!row) return undefined;
      const roomTypes = await db
        .select()
        .from(hotelRoomTypes)
        .where(eq(hotelRoomTypes.propertyId, id))
        .orderBy(asc(hotelRoomTypes.sortOrder), asc(hotelRoomTypes.id));
      const ratePlans =
        roomTypes.length === 0
          ? []
          : await db
              .select()
              .from(hotelRatePlans)
              .where(
                inArray(
                  hotelRatePlans.roomTypeId,
                  roomTypes.map((room) => room.id),
                ),
              )
              .orderBy(asc(hotelRatePlans.roomTypeId), asc(hotelRatePlans.board), asc(hotelRatePlans.id));
      return { ...row, roomTypes, ratePlans };
    },

    async insertProperty(values: NewPropertyRow): Promise<string> {
      const [row] = await db.insert(hotelProperties).values(values).returning({ id: hotelProperties.id });
      if (!row) throw new Error("hotel property not inserted");
      return row.id;
    },

    async updateProperty(id: string, values: NewPropertyRow): Promise<boolean> {
      const rows = await db
        .update(hotelProperties)
        .set(values)
        .where(eq(hotelProperties.id, id))
        .returning({ id: hotelProperties.id });
      return rows.length > 0;
    },

    /** Adds a room type after the property's others; undefined when the property is gone. */
    async insertRoomType(propertyId: string, values: NewRoomTypeRow): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [property] = await tx
          .select({ id: hotelProperties.id })
          .from(hotelProperties)
          .where(eq(hotelProperties.id, propertyId))
          .for("update");
        if (!property) return undefined;
        const [last] = await tx
          .select({ n: sql<number>`coalesce(max(${hotelRoomTypes.sortOrder}) + 1, 0)::int` })
          .from(hotelRoomTypes)
          .where(eq(hotelRoomTypes.propertyId, propertyId));
        const [row] = await tx
          .insert(hotelRoomTypes)
          .values({ ...values, propertyId, sortOrder: last?.n ?? 0 })
          .returning({ id: hotelRoomTypes.id });
        return row?.id;
      });
    },

    async updateRoomType(propertyId: string, roomTypeId: string, values: NewRoomTypeRow): Promise<boolean> {
      const rows = await db
        .update(hotelRoomTypes)
        .set(values)
        .where(and(eq(hotelRoomTypes.id, roomTypeId), eq(hotelRoomTypes.propertyId, propertyId)))
        .returning({ id: hotelRoomTypes.id });
      return rows.length > 0;
    },

    async insertRatePlan(roomTypeId: string, values: NewRatePlanRow): Promise<string> {
      const [row] = await db
        .insert(hotelRatePlans)
        .values({ ...values, roomTypeId })
        .returning({ id: hotelRatePlans.id });
      if (!row) throw new Error("hotel rate plan not inserted");
      return row.id;
    },

    /** Changes a plan of one of the property's room types (it may move to another of them). */
    async updateRatePlan(ratePlanId: string, roomTypeId: string, values: NewRatePlanRow): Promise<boolean> {
      const rows = await db
        .update(hotelRatePlans)
        .set({ ...values, roomTypeId })
        .where(eq(hotelRatePlans.id, ratePlanId))
        .returning({ id: hotelRatePlans.id });
      return rows.length > 0;
    },

    /**
     * A property's photos changed under its row's lock: `decide` is given them and answers the new
     * list (it may throw: nothing is written). Undefined when the property is gone.
     */
    async changePhotos(
      id: string,
      decide: (photos: string[]) => string[],
    ): Promise<{ before: string[]; after: string[] } | undefined> {
      return db.transaction(async (tx) => {
        const row = await lockedPhotos(tx, id);
        if (!row) return undefined;
        const after = decide(row.photos);
        // A photo gone takes its caption with it.
        const captions = Object.fromEntries(
          Object.entries(row.captions).filter(([path]) => after.includes(path)),
        );
        await tx
          .update(hotelProperties)
          .set({ photos: after, photoCaptions: captions })
          .where(eq(hotelProperties.id, id));
        return { before: row.photos, after };
      });
    },

    /**
     * One photo's caption changed under the property's row lock (null takes it off): the caption
     * before and after, `missing` when the path is not one of its photos, undefined when the property
     * is gone.
     */
    async changePhotoCaption(
      id: string,
      path: string,
      caption: HotelPhotoCaption | null,
    ): Promise<
      | { missing: true }
      | { missing: false; before: HotelPhotoCaption | null; after: HotelPhotoCaption | null }
      | undefined
    > {
      return db.transaction(async (tx) => {
        const row = await lockedPhotos(tx, id);
        if (!row) return undefined;
        if (!row.photos.includes(path)) return { missing: true };
        const { [path]: before = null, ...others } = row.captions;
        const captions = caption ? { ...others, [path]: caption } : others;
        await tx.update(hotelProperties).set({ photoCaptions: captions }).where(eq(hotelProperties.id, id));
        return { missing: false, before, after: caption };
      });
    },

    /** What a demo photo of the property draws: its name, stars, city and photos (undefined: no such property). */
    async photoContent(id: string) {
      const [row] = await db
        .select({
          name: hotelProperties.name,
          stars: hotelProperties.stars,
          isDemo: hotelProperties.isDemo,
          photos: hotelProperties.photos,
          cityName: hotelCities.name,
        })
        .from(hotelProperties)
        .innerJoin(hotelCities, eq(hotelCities.code, hotelProperties.cityCode))
        .where(eq(hotelProperties.id, id));
      return row;
    },

    /** The nights of a room type from `from` to `to` (inclusive), in order. */
    async calendar(roomTypeId: string, from: string, to: string): Promise<InventoryRow[]> {
      return db
        .select()
        .from(hotelInventory)
        .where(
          and(
            eq(hotelInventory.roomTypeId, roomTypeId),
            gte(hotelInventory.day, from),
            sql`${hotelInventory.day} <= ${to}`,
          ),
        )
        .orderBy(asc(hotelInventory.day));
    },

    /**
     * A calendar change in one transaction: the days' rows of the room type locked in day order (the
     * order holds take), `decide` given them and answering every row to write (it may throw: nothing
     * is written), then each written (inserted, or its row replaced).
     */
    async changeCalendar(
      roomTypeId: string,
      days: readonly string[],
      decide: (locked: InventoryRow[]) => InventoryWrite[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const first = days[0];
        const last = days[days.length - 1];
        if (!first || !last) return 0;
        const locked = await tx
          .select()
          .from(hotelInventory)
          .where(
            and(
              eq(hotelInventory.roomTypeId, roomTypeId),
              gte(hotelInventory.day, first),
              sql`${hotelInventory.day} <= ${last}`,
            ),
          )
          .orderBy(asc(hotelInventory.day))
          .for("update");
        const writes = decide(locked);
        if (writes.length === 0) return 0;
        await tx
          .insert(hotelInventory)
          .values(writes)
          .onConflictDoUpdate({
            target: [hotelInventory.roomTypeId, hotelInventory.day],
            set: {
              allotment: sql`excluded.allotment`,
              stopSell: sql`excluded.stop_sell`,
              minStay: sql`excluded.min_stay`,
              closedToArrival: sql`excluded.closed_to_arrival`,
              centsByAdults: sql`excluded.cents_by_adults`,
            },
          });
        return writes.length;
      });
    },
  };
}
export type HotelAdminRepository = ReturnType<typeof createHotelAdminRepository>;
