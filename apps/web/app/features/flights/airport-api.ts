/**
 * The search box's calls: airport autocomplete and the signed-in customer's search history.
 * Kept free of zod schemas so the home page's first load stays small; the shapes are the
 * domain's (`airportSchema`, `flightSearchHistorySchema`), imported as types only.
 */
import type { FlightSearchHistory } from "@safar/domain/flight-search";
import { api } from "../../lib/api";

/** One airport of `GetDomesticPlpAirports` / `GetInternationalPlpAirports` (type only: no zod here). */
export type Airport = import("@safar/domain/reference").Airport;
export type PartialLocalizedText = Airport["name"];

export type AirportScope = "domestic" | "international";

const paths: Record<AirportScope, string> = {
  domestic: "flight-configuration/Airport/GetDomesticPlpAirports",
  international: "flight-configuration/Airport/GetInternationalPlpAirports",
};

export function searchAirports(scope: AirportScope, search: string, take = 8, signal?: AbortSignal) {
  return api().request<Airport[]>(paths[scope], { body: { search, take }, signal });
}

/**
 * Airports for a field: domestic searches only know Iraq's airports; international ones may start
 * or end in Iraq too, so both lists are asked (Iraq's first).
 */
export async function airportSuggestions(
  international: boolean,
  search: string,
  signal?: AbortSignal,
): Promise<Airport[]> {
  if (!international) return searchAirports("domestic", search, 8, signal);
  const [home, abroad] = await Promise.all([
    searchAirports("domestic", search, 4, signal),
    searchAirports("international", search, 8, signal),
  ]);
  return [...home, ...abroad].slice(0, 10);
}

export function getFlightSearchHistories(signal?: AbortSignal) {
  return api().request<FlightSearchHistory[]>(
    "user-interactions/FlightUserInteractions/GetFlightSearchHistories",
    {
      body: {},
      signal,
    },
  );
}
