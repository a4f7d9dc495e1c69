import { asc } from "drizzle-orm";
import { currencyRates } from "../../db/schema";
import type { Database } from "../../platform/db";

/** The only code that knows the `currency_rates` table. */
export function createPricingRepository(db: Database) {
  return {
    /** Every display currency, in the operator's order. */
    async currencyRates() {
      return db.select().from(currencyRates).orderBy(asc(currencyRates.sortOrder));
    },
  };
}
export type PricingRepository = ReturnType<typeof createPricingRepository>;
