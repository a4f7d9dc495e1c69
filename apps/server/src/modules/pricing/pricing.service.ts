import { type UiCurrency, uiCurrencySchema } from "@safar/domain";
import type { PricingRepository } from "./pricing.repository";

export function createPricingService(repository: Pick<PricingRepository, "currencyRates">) {
  return {
    async getUiCurrencies(): Promise<UiCurrency[]> {
      const rows = await repository.currencyRates();
      return rows.map((row) => ({
        currencyCode: uiCurrencySchema.shape.currencyCode.parse(row.code),
        currencySymbol: row.symbol,
        exchangeRate: Number(row.exchangeRate),
        isDefault: row.isDefault,
      }));
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
