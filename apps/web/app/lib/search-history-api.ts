/**
 * Removing a recent search from the signed-in customer's history. One path for flight and hotel
 * searches alike (spec §7: "hotel removal posts to the flight DeActive path"); free of zod so the
 * flight search box's chunk stays small.
 */
import { api } from "./api";

export function deActiveSearchHistory(id: string) {
  return api().request<unknown>("user-interactions/FlightUserInteractions/DeActive", { body: { id } });
}
