/**
 * Display currencies (spec §3 Currency: currencyCode, currencySymbol, exchangeRate, isDefault; §7
 * `pricing/CurrencyRate/GetUICurrencyCodes`; §9 default USD). The rate is units of the currency for
 * one US dollar; prices are converted and rounded for display by `formatMoney` (money.ts).
 */
import { z } from "zod";
import { CurrencyCode } from "./enums";

export const uiCurrencySchema = z.object({
  currencyCode: z.enum(CurrencyCode),
  currencySymbol: z.string(),
  /** Units of the currency for one USD. */
  exchangeRate: z.number().positive(),
  isDefault: z.boolean(),
});
export type UiCurrency = z.infer<typeof uiCurrencySchema>;

/**
 * A display currency at a rate fixed in time: what an order was paid in (the rate when its payment
 * started). The order's amounts keep showing at this rate in that currency.
 */
export const currencyAtRateSchema = z.object({
  currencyCode: z.enum(CurrencyCode),
  /** Units of the currency for one USD. */
  exchangeRate: z.number().positive(),
});
export type CurrencyAtRate = z.infer<typeof currencyAtRateSchema>;
