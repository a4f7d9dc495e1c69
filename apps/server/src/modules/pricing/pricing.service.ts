import { z } from "zod";
import type { PricingRepository } from "./pricing.repository";

export const currencySchema = z.object({
  currencyCode: z.enum(["IRR", "USD", "AED", "IQD"]),
  currencySymbol: z.string(),
  /** Units of the currency for one USD. */
  exchangeRate: z.number().positive(),
  isDefault: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;

export function createPricingService(repository: Pick<PricingRepository, "currencyRates">) {
  return {
    async getUiCurrencies(): Promise<Currency[]> {
      const rows = await repository.currencyRates();
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
