import { and, asc, count, eq, sql } from "drizzle-orm";
import { savedPassengers } from "../../db/schema";
import type { Database } from "../../platform/db";

export type SavedPassengerRow = typeof savedPassengers.$inferSelect;
export type SavedPassengerValues = Omit<
  typeof savedPassengers.$inferInsert,
  "id" | "userId" | "createdAt" | "updatedAt"
>;

/** The only code that knows the saved passengers table. */
export function createPassengersRepository(db: Database) {
  return {
    listByUser(userId: string) {
      return db
        .select()
        .from(savedPassengers)
        .where(eq(savedPassengers.userId, userId))
        .orderBy(asc(savedPassengers.createdAt), asc(savedPassengers.id));
    },

    /**
     * Inserts a passenger unless the customer already has `limit`: the count and the insert run in
     * one transaction under a per-customer advisory lock, so two concurrent saves cannot both pass.
     */
    async insertWithinLimit(userId: string, values: SavedPassengerValues, limit: number) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`saved-passengers:${userId}`}, 0))`,
        );
        const [existing] = await tx
          .select({ n: count() })
          .from(savedPassengers)
          .where(eq(savedPassengers.userId, userId));
        if ((existing?.n ?? 0) >= limit) return undefined;
        const [row] = await tx
          .insert(savedPassengers)
          .values({ ...values, userId })
          .returning();
        return row;
      });
    },

    /** Updates the customer's own passenger; undefined when there is none with this id for them. */
    async update(id: string, userId: string, values: SavedPassengerValues) {
      const [row] = await db
        .update(savedPassengers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
        .returning();
      return row;
    },

    /** Deletes the customer's own passenger; false when there is none with this id for them. */
    async delete(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(savedPassengers)
        .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
        .returning({ id: savedPassengers.id });
      return rows.length > 0;
    },
  };
}

export type PassengersRepository = ReturnType<typeof createPassengersRepository>;
