import { eq, sql } from "drizzle-orm";
import { safarMarketSteps } from "../../db/schema";
import type { Database } from "../../platform/db";

export type StepStatus = "sent" | "failed" | "off";

/** The only code that knows the safarmarket_steps table. */
export function createSafarMarketRepository(db: Database) {
  return {
    /**
     * Claims a step by its key: true for the one caller whose insert made the row (the database's
     * primary key decides between concurrent callers, on every instance), false when it was there.
     */
    async claim(input: { key: string; step: number; orderId: string | null; safarmarketId: string }) {
      const rows = await db
        .insert(safarMarketSteps)
        .values(input)
        .onConflictDoNothing({ target: safarMarketSteps.key })
        .returning({ key: safarMarketSteps.key });
      return rows.length === 1;
    },

    async finish(key: string, status: StepStatus, outcome: string) {
      await db
        .update(safarMarketSteps)
        .set({ status, outcome, updatedAt: sql`now()` })
        .where(eq(safarMarketSteps.key, key));
    },
  };
}

export type SafarMarketRepository = ReturnType<typeof createSafarMarketRepository>;
