import type { HotelRoom } from "@safar/domain";
import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import { flightSearchHistories, hotelSearchHistories, visaSearchHistories } from "../../db/schema";
import type { Database } from "../../platform/db";

/** The only code of this module that knows its table. */
export function createInteractionsRepository(db: Database) {
  return {
    /** Inserts a search, or brings the same search of this user back to the top (and active). */
    async upsertSearch(row: typeof flightSearchHistories.$inferInsert) {
      await db
        .insert(flightSearchHistories)
        .values(row)
        .onConflictDoUpdate({
          target: [flightSearchHistories.userId, flightSearchHistories.searchKey],
          set: { searchedAt: sql`now()`, isActive: true },
        });
    },
    listActive(userId: string, take: number) {
      return db
        .select()
        .from(flightSearchHistories)
        .where(and(eq(flightSearchHistories.userId, userId), eq(flightSearchHistories.isActive, true)))
        .orderBy(desc(flightSearchHistories.searchedAt))
        .limit(take);
    },
    async findOwner(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: flightSearchHistories.userId })
        .from(flightSearchHistories)
        .where(eq(flightSearchHistories.id, id));
      return row?.userId;
    },
    async deactivate(id: string, userId: string) {
      await db
        .update(flightSearchHistories)
        .set({ isActive: false })
        .where(and(eq(flightSearchHistories.id, id), eq(flightSearchHistories.userId, userId)));
    },

    /**
     * Every customer's flight searches since `since`, counted by destination and origin (a
     * customer's same search counts once: it is one row, brought back to the top when repeated).
     */
    flightSearchCounts(since: Date) {
      const searches = sql<number>`count(*)::int`;
      return db
        .select({
          destination: flightSearchHistories.destination,
          origin: flightSearchHistories.origin,
          searches,
        })
        .from(flightSearchHistories)
        .where(and(gte(flightSearchHistories.searchedAt, since), ne(flightSearchHistories.destination, "")))
        .groupBy(flightSearchHistories.destination, flightSearchHistories.origin);
    },
    /** Every customer's hotel searches since `since`, counted by destination. */
    hotelSearchCounts(since: Date) {
      return db
        .select({ cityCode: hotelSearchHistories.cityCode, searches: sql<number>`count(*)::int` })
        .from(hotelSearchHistories)
        .where(gte(hotelSearchHistories.searchedAt, since))
        .groupBy(hotelSearchHistories.cityCode);
    },

    /** Inserts a hotel search, or brings the same stay of this user back to the top (and active). */
    async upsertHotelSearch(row: {
      userId: string;
      searchKey: string;
      cityCode: string;
      checkIn: string;
      checkOut: string;
      rooms: HotelRoom[];
    }) {
      await db
        .insert(hotelSearchHistories)
        .values(row)
        .onConflictDoUpdate({
          target: [hotelSearchHistories.userId, hotelSearchHistories.searchKey],
          set: { searchedAt: sql`now()`, isActive: true },
        });
    },
    listActiveHotel(userId: string, take: number) {
      return db
        .select()
        .from(hotelSearchHistories)
        .where(and(eq(hotelSearchHistories.userId, userId), eq(hotelSearchHistories.isActive, true)))
        .orderBy(desc(hotelSearchHistories.searchedAt))
        .limit(take);
    },
    async findHotelOwner(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: hotelSearchHistories.userId })
        .from(hotelSearchHistories)
        .where(eq(hotelSearchHistories.id, id));
      return row?.userId;
    },
    async deactivateHotel(id: string, userId: string) {
      await db
        .update(hotelSearchHistories)
        .set({ isActive: false })
        .where(and(eq(hotelSearchHistories.id, id), eq(hotelSearchHistories.userId, userId)));
    },

    /** Inserts a priced visa, or brings the same choice of this user back to the top (and active). */
    async upsertVisaSearch(row: typeof visaSearchHistories.$inferInsert) {
      await db
        .insert(visaSearchHistories)
        .values(row)
        .onConflictDoUpdate({
          target: [visaSearchHistories.userId, visaSearchHistories.searchKey],
          set: { searchedAt: sql`now()`, isActive: true },
        });
    },
    listActiveVisa(userId: string, take: number) {
      return db
        .select()
        .from(visaSearchHistories)
        .where(and(eq(visaSearchHistories.userId, userId), eq(visaSearchHistories.isActive, true)))
        .orderBy(desc(visaSearchHistories.searchedAt))
        .limit(take);
    },
    /** Hides one of the user's visa entries; false when there is none of theirs. */
    async deactivateVisa(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(visaSearchHistories)
        .set({ isActive: false })
        .where(and(eq(visaSearchHistories.id, id), eq(visaSearchHistories.userId, userId)))
        .returning({ id: visaSearchHistories.id });
      return rows.length > 0;
    },
  };
}

export type InteractionsRepository = ReturnType<typeof createInteractionsRepository>;
