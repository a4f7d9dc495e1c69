import {
  type CurrencyRateChange,
  type SetCurrencyRate,
  type UiCurrency,
  uiCurrencySchema,
} from "@safar/domain";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { PricingRepository } from "./pricing.repository";

/** What a rate change looked like, for the back office's audit entry. */
export type RateAudit = (
  tx: Database,
  before: { exchangeRate: number },
  after: { exchangeRate: number },
) => Promise<void>;

export function createPricingService(repository: PricingRepository) {
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

    /**
     * Sets a display currency's rate (the back office, finance): the storefront's prices and the
     * next payments use it at once; orders already paid keep theirs. Kept in the history with who
     * set it; `audit` is written in the same transaction.
     */
    async setRate(input: SetCurrencyRate, setBy: string, audit?: RateAudit): Promise<UiCurrency[]> {
      const updated = await repository.setRate(
        input.currencyCode,
        String(input.exchangeRate),
        setBy,
        audit &&
          ((tx, before, after) =>
            audit(tx, { exchangeRate: Number(before) }, { exchangeRate: Number(after) })),
      );
      if (!updated) throw AppError.notFound("currencyCode");
      return this.getUiCurrencies();
    },

    /** Units of `currencyCode` for one USD now (1 for USD); 404 for a currency without a rate. */
    async exchangeRate(currencyCode: string): Promise<number> {
      if (currencyCode === "USD") return 1;
      const found = (await this.getUiCurrencies()).find((c) => c.currencyCode === currencyCode);
      if (!found) throw AppError.notFound("currencyCode");
      return found.exchangeRate;
    },

    /** The rates set for a currency, newest first. */
    async rateHistory(currencyCode: string, limit = 50): Promise<CurrencyRateChange[]> {
      return (await repository.rateHistory(currencyCode, limit)).map((row) => ({
        currencyCode: row.code,
        exchangeRate: Number(row.exchangeRate),
        previousRate: Number(row.previousRate),
        setBy: row.setBy,
        setAt: row.setAt.toISOString(),
      }));
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
