import { asc, desc, eq } from "drizzle-orm";
import { currencyRateHistory, currencyRates } from "../../db/schema";
import type { Database } from "../../platform/db";

/** The only code that knows the `currency_rates` and `currency_rate_history` tables. */
export function createPricingRepository(db: Database) {
  return {
    /** Every display currency, in the operator's order. */
    async currencyRates() {
      return db.select().from(currencyRates).orderBy(asc(currencyRates.sortOrder));
    },

    /**
     * Sets a currency's rate and keeps the change in the history, in one transaction (locked: two
     * operators setting it at once are applied one after the other); `inside` runs in it too (the
     * back office's audit entry). Undefined when there is no such currency.
     */
    async setRate(
      code: string,
      rate: string,
      setBy: string,
      inside?: (tx: Database, before: string, after: string) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(currencyRates)
          .where(eq(currencyRates.code, code))
          .for("update");
        if (!current) return undefined;
        const [updated] = await tx
          .update(currencyRates)
          .set({ exchangeRate: rate, updatedAt: new Date() })
          .where(eq(currencyRates.code, code))
          .returning();
        await tx
          .insert(currencyRateHistory)
          .values({ code, exchangeRate: rate, previousRate: current.exchangeRate, setBy });
        await inside?.(tx as unknown as Database, current.exchangeRate, rate);
        return updated;
      });
    },

    /** The rates set for `code`, newest first. */
    async rateHistory(code: string, limit: number) {
      return db
        .select()
        .from(currencyRateHistory)
        .where(eq(currencyRateHistory.code, code))
        .orderBy(desc(currencyRateHistory.setAt), desc(currencyRateHistory.id))
        .limit(limit);
    },
  };
}
export type PricingRepository = ReturnType<typeof createPricingRepository>;
