/** The city landing pages (`landing_pages`): the only code that knows the table. */
import { asc, eq, sql } from "drizzle-orm";
import { landingPages } from "../../db/schema";
import type { Database } from "../../platform/db";

export type LandingPageRow = typeof landingPages.$inferSelect;
/** What the back office writes of a page (its city, airport, seed key and demo mark stay). */
export type LandingPageWrite = Pick<
  typeof landingPages.$inferInsert,
  "title" | "description" | "sections" | "heroPhoto" | "published"
>;

export function createLandingRepository(db: Database) {
  return {
    /** Every page, published or not, in the operator's order. */
    all(): Promise<LandingPageRow[]> {
      return db.select().from(landingPages).orderBy(asc(landingPages.sortOrder), asc(landingPages.cityCode));
    },

    async byCity(cityCode: string): Promise<LandingPageRow | undefined> {
      const [row] = await db.select().from(landingPages).where(eq(landingPages.cityCode, cityCode));
      return row;
    },

    /** Changes a page; undefined when the city has none. */
    async update(cityCode: string, write: LandingPageWrite): Promise<LandingPageRow | undefined> {
      const [row] = await db
        .update(landingPages)
        .set({ ...write, updatedAt: sql`now()` })
        .where(eq(landingPages.cityCode, cityCode))
        .returning();
      return row;
    },
  };
}

export type LandingRepository = ReturnType<typeof createLandingRepository>;
