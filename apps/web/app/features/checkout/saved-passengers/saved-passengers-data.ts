/**
 * The data of /profile/passengers (decision 012), read by its route's client loader in parallel:
 * the customer's saved passengers (GetCurrentUserPassengers) and the countries for nationality and
 * passport (a failed load is swallowed, spec §8: Iraq and Iran stay, see checkout/countries.ts).
 */
import type { Country, SavedPassenger } from "@safar/domain";
import { settle } from "../../../lib/page-data";
import { getCountries, getSavedPassengers } from "../checkout-api";

export type SavedPassengersData =
  | { status: "ready"; list: SavedPassenger[]; countries: Country[] }
  | { status: "error" };

export async function loadSavedPassengers(signal: AbortSignal): Promise<SavedPassengersData> {
  const countries = settle(getCountries(signal));
  const list = await settle(getSavedPassengers(signal));
  if (!list.ok) return { status: "error" };
  const loaded = await countries;
  return { status: "ready", list: list.value, countries: loaded.ok ? loaded.value : [] };
}
