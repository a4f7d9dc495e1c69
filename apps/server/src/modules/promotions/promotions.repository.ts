/** The promotions (`promotions`): the only code that knows the table. */
import { and, asc, desc, eq, gte, lte } from "drizzle-orm";
import { promotions } from "../../db/schema";
import type { Database } from "../../platform/db";

export type PromotionRow = typeof promotions.$inferSelect;
/** What the back office writes of a promotion (the seed's key, demo mark and times stay). */
export type NewPromotionRow = Omit<
  typeof promotions.$inferInsert,
  "id" | "seedKey" | "isDemo" | "createdAt" | "updatedAt"
>;

export function createPromotionsRepository(db: Database) {
  return {
    /** Active promotions whose days include `today` (YYYY-MM-DD), lowest sort order first, at most `limit`. */
    async running(today: string, limit: number): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.isActive, true),
            lte(promotions.startDate, today),
            gte(promotions.endDate, today),
          ),
        )
        .orderBy(asc(promotions.sortOrder), asc(promotions.endDate), asc(promotions.createdAt))
        .limit(limit);
    },

    /** Every promotion, newest first. */
    async all(): Promise<PromotionRow[]> {
      return db.select().from(promotions).orderBy(desc(promotions.createdAt), asc(promotions.id));
    },

    async find(id: string): Promise<PromotionRow | undefined> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
      return row;
    },

    async insert(row: NewPromotionRow): Promise<PromotionRow> {
      const [inserted] = await db.insert(promotions).values(row).returning();
      if (!inserted) throw new Error("promotion insert returned no row");
      return inserted;
    },

    async update(id: string, row: NewPromotionRow): Promise<PromotionRow | undefined> {
      const [updated] = await db
        .update(promotions)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(promotions.id, id))
        .returning();
      return updated;
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
