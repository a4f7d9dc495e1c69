/** The currency rates' calls (`/api/back-office/currency-rates`): the rates with one's history, and a new rate. */
import { currencyRateChangeSchema, type SetCurrencyRate, uiCurrencySchema } from "@safar/domain";
import { z } from "zod";
import { get, post } from "./back-office-api";

export const ratesSchema = z.object({
  currencies: z.array(uiCurrencySchema),
  history: z.array(currencyRateChangeSchema),
});
export type Rates = z.infer<typeof ratesSchema>;

/** The display currencies whose rate is set (USD is the base). */
export const settableCurrencies = ["IQD", "AED", "IRR"] as const;
export type SettableCurrency = (typeof settableCurrencies)[number];

export function currencyFromParam(value: string | null): SettableCurrency {
  return (settableCurrencies as readonly string[]).includes(value ?? "")
    ? (value as SettableCurrency)
    : "IQD";
}

export const getRates = (currencyCode: SettableCurrency, signal?: AbortSignal) =>
  get("currency-rates", ratesSchema, signal, { currencyCode });

export const setRate = (body: SetCurrencyRate) => post("currency-rates", body, z.array(uiCurrencySchema));
