import type { HotelBoard, LocalizedText, PropertyType } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { and, asc, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import {
  type CancellationRule,
  type ChildAgeBand,
  hotelCities,
  hotelHolds,
  hotelInventory,
  hotelProperties,
  hotelRatePlans,
  hotelRoomTypes,
} from "../../db/schema";
import type { Database } from "../../platform/db";

export type HotelCityRow = typeof hotelCities.$inferSelect;
export type PropertyRow = typeof hotelProperties.$inferSelect;
export type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;
export type RatePlanRow = typeof hotelRatePlans.$inferSelect;
export type InventoryRow = typeof hotelInventory.$inferSelect;

/** A contracted property with what a stay needs: its room types, their plans and their nights. */
export type ContractedProperty = PropertyRow & {
  roomTypes: (RoomTypeRow & { ratePlans: RatePlanRow[]; nights: InventoryRow[] })[];
};

/** What a new contracted property is made of (the dev route and tests add their own inventory). */
export type NewContractedProperty = {
  cityCode: string;
  name: LocalizedText;
  stars: number;
  propertyType: PropertyType;
  area: LocalizedText;
  popularity?: number;
  roomTypes: {
    name: LocalizedText;
    maxAdults: number;
    maxChildren: number;
    maxOccupancy: number;
    ratePlans: {
      board: HotelBoard;
      refundable: boolean;
      cancellationRules: CancellationRule[];
      adjustPercent: string;
      payAtHotel: boolean;
      cityTaxCents: number;
      taxPercent: string;
      childBands: ChildAgeBand[];
    }[];
    /** The nights on sale: day, rooms, and the price by adults. */
    nights: { day: string; allotment: number; centsByAdults: Record<string, number> }[];
  }[];
};

/** The only code that knows the hotel tables. */
export function createHotelsRepository(db: Database) {
  return {
    /** Every destination in the operator's order, with its active properties counted. */
    async cities(): Promise<(HotelCityRow & { hotelCount: number })[]> {
      const counts = await db
        .select({ cityCode: hotelProperties.cityCode, hotels: count() })
        .from(hotelProperties)
        .where(eq(hotelProperties.isActive, true))
        .groupBy(hotelProperties.cityCode);
      const byCity = new Map(counts.map((row) => [row.cityCode, row.hotels]));
      const cities = await db.select().from(hotelCities).orderBy(asc(hotelCities.sortOrder));
      return cities.map((city) => ({ ...city, hotelCount: byCity.get(city.code) ?? 0 }));
    },

    async city(code: string): Promise<HotelCityRow | undefined> {
      const [row] = await db.select().from(hotelCities).where(eq(hotelCities.code, code));
      return row;
    },

    /**
     * The active properties of a city with their room types, active rate plans and the inventory of
     * the nights from `firstNight` up to (not including) `checkOut`: four queries whatever the size.
     */
    async contractedStay(
      cityCode: string,
      firstNight: string,
      checkOut: string,
    ): Promise<ContractedProperty[]> {
      const properties = await db
        .select()
        .from(hotelProperties)
        .where(and(eq(hotelProperties.cityCode, cityCode), eq(hotelProperties.isActive, true)));
      if (properties.length === 0) return [];
      const roomTypes = await db
        .select()
        .from(hotelRoomTypes)
        .where(
          inArray(
            hotelRoomTypes.propertyId,
            properties.map((p) => p.id),
          ),
        )
        .orderBy(asc(hotelRoomTypes.sortOrder));
      const roomTypeIds = roomTypes.map((r) => r.id);
      if (roomTypeIds.length === 0) return properties.map((p) => ({ ...p, roomTypes: [] }));
      const [plans, nights] = await Promise.all([
        db
          .select()
          .from(hotelRatePlans)
          .where(and(inArray(hotelRatePlans.roomTypeId, roomTypeIds), eq(hotelRatePlans.isActive, true))),
        db
          .select()
          .from(hotelInventory)
          .where(
            and(
              inArray(hotelInventory.roomTypeId, roomTypeIds),
              gte(hotelInventory.day, firstNight),
              lt(hotelInventory.day, checkOut),
            ),
          )
          .orderBy(asc(hotelInventory.day)),
      ]);
      return properties.map((property) => ({
        ...property,
        roomTypes: roomTypes
          .filter((room) => room.propertyId === property.id)
          .map((room) => ({
            ...room,
            ratePlans: plans.filter((plan) => plan.roomTypeId === room.id),
            nights: nights.filter((night) => night.roomTypeId === room.id),
          })),
      }));
    },

    /** A property with its room types (the hotel page's content). */
    async property(id: string): Promise<(PropertyRow & { roomTypes: RoomTypeRow[] }) | undefined> {
      const [property] = await db.select().from(hotelProperties).where(eq(hotelProperties.id, id));
      if (!property) return undefined;
      const roomTypes = await db
        .select()
        .from(hotelRoomTypes)
        .where(eq(hotelRoomTypes.propertyId, id))
        .orderBy(asc(hotelRoomTypes.sortOrder));
      return { ...property, roomTypes };
    },

    /**
     * One rate plan of one room type with the nights of a stay, as a re-check or a booking reads it
     * (undefined when the property, room type or plan is gone or inactive).
     */
    async contractedRate(
      key: { propertyId: string; roomTypeId: string; ratePlanId: string },
      checkIn: string,
      checkOut: string,
    ) {
      const [row] = await db
        .select({ property: hotelProperties, roomType: hotelRoomTypes, plan: hotelRatePlans })
        .from(hotelRatePlans)
        .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelRatePlans.roomTypeId))
        .innerJoin(hotelProperties, eq(hotelProperties.id, hotelRoomTypes.propertyId))
        .where(
          and(
            eq(hotelRatePlans.id, key.ratePlanId),
            eq(hotelRoomTypes.id, key.roomTypeId),
            eq(hotelProperties.id, key.propertyId),
            eq(hotelRatePlans.isActive, true),
            eq(hotelProperties.isActive, true),
          ),
        );
      if (!row) return undefined;
      const nights = await db
        .select()
        .from(hotelInventory)
        .where(
          and(
            eq(hotelInventory.roomTypeId, key.roomTypeId),
            gte(hotelInventory.day, checkIn),
            lt(hotelInventory.day, checkOut),
          ),
        )
        .orderBy(asc(hotelInventory.day));
      return { property: row.property, roomType: { ...row.roomType, nights }, plan: row.plan };
    },

    /** Sets the allotment and/or the prices of every night of a property's room types (dev route). */
    async setNights(
      propertyId: string,
      change: { allotment?: number; centsByAdults?: Record<string, number> },
    ) {
      const roomTypeIds = db
        .select({ id: hotelRoomTypes.id })
        .from(hotelRoomTypes)
        .where(eq(hotelRoomTypes.propertyId, propertyId));
      const updated = await db
        .update(hotelInventory)
        .set({
          ...(change.allotment !== undefined ? { allotment: change.allotment } : {}),
          ...(change.centsByAdults ? { centsByAdults: change.centsByAdults } : {}),
        })
        .where(inArray(hotelInventory.roomTypeId, roomTypeIds))
        .returning({ day: hotelInventory.day });
      return updated.length;
    },

    /**
     * Holds `rooms` rooms of a room type on each of `days` until `expiresAt`: the nights' rows locked
     * in day order (two holds never wait on each other crosswise), then counted only where the
     * allotment has them; all nights or none. Answers the hold's id, or null when a night is full.
     */
    async hold(input: {
      roomTypeId: string;
      days: string[];
      rooms: number;
      expiresAt: Date;
      /** The caller's open transaction (the order's move to Approved commits with the hold). */
      db?: Database | undefined;
    }): Promise<string | null> {
      const { roomTypeId, days, rooms } = input;
      return (input.db ?? db).transaction(async (tx) => {
        const nights = await tx
          .select({ day: hotelInventory.day })
          .from(hotelInventory)
          .where(and(eq(hotelInventory.roomTypeId, roomTypeId), inArray(hotelInventory.day, days)))
          .orderBy(asc(hotelInventory.day))
          .for("update");
        if (nights.length !== days.length) return null;
        const taken = await tx
          .update(hotelInventory)
          .set({ held: sql`${hotelInventory.held} + ${rooms}` })
          .where(
            and(
              eq(hotelInventory.roomTypeId, roomTypeId),
              inArray(hotelInventory.day, days),
              eq(hotelInventory.stopSell, false),
              sql`${hotelInventory.allotment} - ${hotelInventory.held} - ${hotelInventory.sold} >= ${rooms}`,
            ),
          )
          .returning({ day: hotelInventory.day });
        if (taken.length !== days.length) {
          // Some night had no room: give back what this statement took (the transaction goes on).
          if (taken.length > 0)
            await tx
              .update(hotelInventory)
              .set({ held: sql`${hotelInventory.held} - ${rooms}` })
              .where(
                and(
                  eq(hotelInventory.roomTypeId, roomTypeId),
                  inArray(
                    hotelInventory.day,
                    taken.map((t) => t.day),
                  ),
                ),
              );
          return null;
        }
        const [hold] = await tx
          .insert(hotelHolds)
          .values({
            roomTypeId,
            firstNight: days[0] ?? "",
            nights: days.length,
            rooms,
            expiresAt: input.expiresAt,
          })
          .returning({ id: hotelHolds.id });
        return hold?.id ?? null;
      });
    },

    /**
     * Ends a hold once: `sold` moves its rooms from held to sold, `released` gives them back. Answers
     * false when the hold is not held any more (already sold or released).
     */
    async endHold(holdId: string, outcome: "sold" | "released", within?: Database): Promise<boolean> {
      return (within ?? db).transaction(async (tx) => {
        const [hold] = await tx
          .select()
          .from(hotelHolds)
          .where(and(eq(hotelHolds.id, holdId), eq(hotelHolds.status, "held")))
          .for("update");
        if (!hold) return false;
        const days = Array.from({ length: hold.nights }, (_, i) => addDays(hold.firstNight, i));
        await tx
          .update(hotelInventory)
          .set(
            outcome === "sold"
              ? {
                  held: sql`${hotelInventory.held} - ${hold.rooms}`,
                  sold: sql`${hotelInventory.sold} + ${hold.rooms}`,
                }
              : { held: sql`${hotelInventory.held} - ${hold.rooms}` },
          )
          .where(and(eq(hotelInventory.roomTypeId, hold.roomTypeId), inArray(hotelInventory.day, days)));
        await tx.update(hotelHolds).set({ status: outcome }).where(eq(hotelHolds.id, holdId));
        return true;
      });
    },

    /** A hold's status (a contracted booking's, whose reference the hold's id is). */
    async holdStatus(holdId: string, within?: Database) {
      const [hold] = await (within ?? db)
        .select({ status: hotelHolds.status })
        .from(hotelHolds)
        .where(eq(hotelHolds.id, holdId));
      return hold?.status;
    },

    /** Cancels a sold hold once: its rooms go back to the nights' allotment. False when not sold. */
    async cancelSold(holdId: string, within?: Database): Promise<boolean> {
      return (within ?? db).transaction(async (tx) => {
        const [hold] = await tx
          .select()
          .from(hotelHolds)
          .where(and(eq(hotelHolds.id, holdId), eq(hotelHolds.status, "sold")))
          .for("update");
        if (!hold) return false;
        const days = Array.from({ length: hold.nights }, (_, i) => addDays(hold.firstNight, i));
        await tx
          .update(hotelInventory)
          .set({ sold: sql`${hotelInventory.sold} - ${hold.rooms}` })
          .where(and(eq(hotelInventory.roomTypeId, hold.roomTypeId), inArray(hotelInventory.day, days)));
        await tx.update(hotelHolds).set({ status: "cancelled" }).where(eq(hotelHolds.id, holdId));
        return true;
      });
    },

    /** Holds still held after their expiry (the sweep releases them), oldest first. */
    async expiredHolds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: hotelHolds.id })
        .from(hotelHolds)
        .where(and(eq(hotelHolds.status, "held"), lt(hotelHolds.expiresAt, now)))
        .orderBy(asc(hotelHolds.expiresAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Adds a contracted property with its rooms, plans and nights, in one transaction; answers its id. */
    async addProperty(input: NewContractedProperty): Promise<string> {
      return db.transaction(async (tx) => {
        const [property] = await tx
          .insert(hotelProperties)
          .values({
            cityCode: input.cityCode,
            name: input.name,
            stars: input.stars,
            propertyType: input.propertyType,
            area: input.area,
            address: input.area,
            latitude: 0,
            longitude: 0,
            checkInTime: "14:00",
            checkOutTime: "12:00",
            importantInfo: { ar: "", fa: "", en: "" },
            popularity: input.popularity ?? 0,
          })
          .returning({ id: hotelProperties.id });
        if (!property) throw new Error("hotel property not inserted");
        for (const [order, room] of input.roomTypes.entries()) {
          const [roomType] = await tx
            .insert(hotelRoomTypes)
            .values({
              propertyId: property.id,
              name: room.name,
              beds: room.name,
              maxAdults: room.maxAdults,
              maxChildren: room.maxChildren,
              maxOccupancy: room.maxOccupancy,
              sortOrder: order,
            })
            .returning({ id: hotelRoomTypes.id });
          if (!roomType) throw new Error("hotel room type not inserted");
          if (room.ratePlans.length > 0)
            await tx
              .insert(hotelRatePlans)
              .values(room.ratePlans.map((plan) => ({ ...plan, roomTypeId: roomType.id })));
          if (room.nights.length > 0)
            await tx
              .insert(hotelInventory)
              .values(room.nights.map((night) => ({ ...night, roomTypeId: roomType.id })));
        }
        return property.id;
      });
    },
  };
}
export type HotelsRepository = ReturnType<typeof createHotelsRepository>;
