/**
 * The charter flights' calls (`/api/back-office/charter-flights…`), and the storefront's public airport
 * list, asked for an airport's names and time zone (the form's times are the airports' own clocks).
 */
import {
  type Airport,
  airportSchema,
  charterFlightAdminSchema,
  charterFlightsPageSchema,
  charterReferencesSchema,
  charterSalesSchema,
} from "@safar/domain";
import { z } from "zod";
import { api } from "../../lib/api";
import { get, post } from "./back-office-api";
import { type ChartersFilter, type CreateCharterBody, chartersQuery } from "./charter-rules";

export const listCharterFlights = (filter: ChartersFilter, signal?: AbortSignal) =>
  get("charter-flights", charterFlightsPageSchema, signal, chartersQuery(filter));

export const getCharterReferences = (signal?: AbortSignal) =>
  get("charter-flights/references", charterReferencesSchema, signal);

export const createCharterFlight = (body: CreateCharterBody) =>
  post("charter-flights", body, charterFlightAdminSchema);

export const setCharterSales = (flightId: string, open: boolean) =>
  post(`charter-flights/${encodeURIComponent(flightId)}/sales`, { open }, charterSalesSchema);

const airports = z.array(airportSchema);
const lists = [
  "flight-configuration/Airport/GetDomesticPlpAirports",
  "flight-configuration/Airport/GetInternationalPlpAirports",
];

/** The airport with this IATA code from the storefront's lists (Iraq's first), or null. */
export async function findAirport(code: string, signal?: AbortSignal): Promise<Airport | null> {
  const iata = code.trim().toUpperCase();
  for (const path of lists) {
    const found = await api().request(path, {
      body: { search: iata, take: 10 },
      auth: false,
      signal,
      schema: airports,
    });
    const airport = found.find((a) => a.iataCode === iata);
    if (airport) return airport;
  }
  return null;
}
