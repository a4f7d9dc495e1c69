import { asc } from "drizzle-orm";
import { z } from "zod";
import { currencyRates } from "../../db/schema";
import type { Database } from "../../platform/db";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";

export const currencySchema = z.object({
  currencyCode: z.enum(["IRR", "USD", "AED", "IQD"]),
  currencySymbol: z.string(),
  /** Units of the currency for one USD. */
  exchangeRate: z.number().positive(),
  isDefault: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;

export function createPricingService(db: Database) {
  return {
    async getUiCurrencies(): Promise<Currency[]> {
      const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.sortOrder));
      return rows.map((row) => ({
        currencyCode: currencySchema.shape.currencyCode.parse(row.code),
        currencySymbol: row.symbol,
        exchangeRate: Number(row.exchangeRate),
        isDefault: row.isDefault,
      }));
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;

export function pricingRoutes(app: AppInstance, service: PricingService) {
  app.get(
    "/api/pricing/CurrencyRate/GetUICurrencyCodes",
    {
      schema: {
        tags: ["pricing"],
        summary: "Display currencies with their symbol and rate against USD",
        response: { 200: envelopeOf(z.array(currencySchema)) },
      },
    },
    async () => ok(await service.getUiCurrencies()),
  );
}
