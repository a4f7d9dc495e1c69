/**
 * The display currencies and their rates for the root loader, read from the API
 * (`pricing/CurrencyRate/GetUICurrencyCodes`) and kept 5 seconds per process (a rate the back office
 * sets shows within that time; every page needs them, so they are not read per request). A failure
 * shows prices in USD rather than failing the page (spec §8: configuration loads fail silently), and
 * is tried again on the next page.
 */
import { uiCurrencySchema } from "@safar/domain";
import { z } from "zod";
import { apiForRequest } from "./api.server";
import { readCurrencyCookie, type ShownCurrency, USD } from "./currency";

const KEEP_MS = 5_000;
let kept: { at: number; list: ShownCurrency[] } | undefined;
let loading: Promise<ShownCurrency[]> | undefined;

async function load(request: Request, loadContext: unknown): Promise<ShownCurrency[]> {
  const list = await apiForRequest(request, loadContext).request("pricing/CurrencyRate/GetUICurrencyCodes", {
    method: "GET",
    auth: false,
    schema: z.array(uiCurrencySchema),
  });
  return list.map(({ currencyCode, currencySymbol, exchangeRate }) => ({
    currencyCode,
    currencySymbol,
    exchangeRate,
  }));
}

/** The currencies on offer, USD first when present. */
export async function displayCurrencies(request: Request, loadContext: unknown): Promise<ShownCurrency[]> {
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.list;
  loading ??= load(request, loadContext)
    .then((list) => {
      kept = { at: Date.now(), list: list.length > 0 ? list : [USD] };
      return kept.list;
    })
    .catch((error: unknown) => {
      console.warn("display currencies could not be loaded; prices shown in USD", error);
      return kept?.list ?? [USD];
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** The request's display currency (the cookie's, else USD) and the list to choose from. */
export async function requestCurrency(request: Request, loadContext: unknown) {
  const currencies = await displayCurrencies(request, loadContext);
  const code = readCurrencyCookie(request.headers.get("Cookie"));
  const currency =
    currencies.find((c) => c.currencyCode === code) ??
    currencies.find((c) => c.currencyCode === "USD") ??
    USD;
  return { currency, currencies };
}

/** Forgets the kept list (tests). */
export function forgetCurrencies(): void {
  kept = undefined;
}
