/**
 * The hotel page's data (decision 024): the route's server loader asks for the hotel with the URL's
 * stay in one call (`HotelDetailForStay`: the server runs the stay's search or reuses the results
 * page's, the same `requestId`), so the page comes whole in the HTML, a shared link as well; a client
 * navigation asks the same loader. The cities (the breadcrumb's name) are asked alongside. States as
 * data: an invalid query (its errors), a hotel or search the server no longer has (a message key),
 * a failure (its message keys and a retry), or the hotel.
 */
import type { HotelCity, HotelDetail, HotelSearch } from "@safar/domain/hotel-search";
import { type ApiClient, isApiError } from "../../lib/api";
import { getAllCities, hotelDetailForStay } from "../../lib/hotels-api";
import { settle } from "../../lib/page-data";
import { badRequestErrors, type FormError, formFromUrl, validateHotelForm } from "./hotel-search-form";
import { baghdadToday } from "./hotel-today";

export type HotelPageData = {
  cityCode: string;
  hotelId: string;
  /** The destination, when the cities answered and know it. */
  city: HotelCity | null;
} & (
  | { status: "ready"; query: HotelSearch; detail: HotelDetail }
  /** The URL's search is not one (checked here, or refused by the API with a 400). */
  | { status: "invalid"; errors: FormError[] }
  /** The hotel is not in the search (HOTEL_NOT_FOUND) or the search is gone (HOTEL_SEARCH_EXPIRED). */
  | { status: "missing"; query: HotelSearch; key: string }
  /** The call failed: its message keys (plain data, as the server's HTML carries it). */
  | { status: "error"; query: HotelSearch; keys: string[] }
);

/** A 404 naming the hotel or the search: the key to show. */
function missingKey(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 404) return null;
  const entry = error.errors.find((e) => e.key === "hotelId" || e.key === "requestId");
  return entry
    ? (entry.messages[0] ?? (entry.key === "hotelId" ? "HOTEL_NOT_FOUND" : "HOTEL_SEARCH_EXPIRED"))
    : null;
}

async function findHotel(
  query: HotelSearch,
  hotelId: string,
  signal: AbortSignal,
  client: ApiClient,
): Promise<
  | { status: "ready"; query: HotelSearch; detail: HotelDetail }
  | { status: "invalid"; errors: FormError[] }
  | { status: "missing"; query: HotelSearch; key: string }
  | { status: "error"; query: HotelSearch; keys: string[] }
> {
  try {
    const detail = await hotelDetailForStay(query, hotelId, signal, client);
    return { status: "ready", query, detail };
  } catch (error) {
    const errors = badRequestErrors(error);
    if (errors) return { status: "invalid", errors };
    const key = missingKey(error);
    if (key) return { status: "missing", query, key };
    if (!signal.aborted) console.warn("hotel page failed", error);
    return { status: "error", query, keys: isApiError(error) ? error.firstMessages() : ["GENERIC_ERROR"] };
  }
}

export async function loadHotelPage(
  cityCode: string,
  hotelId: string,
  params: URLSearchParams,
  signal: AbortSignal,
  client: ApiClient,
): Promise<HotelPageData> {
  const form = formFromUrl(cityCode, params);
  const code = form.city?.code ?? cityCode;
  const checked = validateHotelForm(form, baghdadToday());
  const [cities, found] = await Promise.all([
    settle(getAllCities(signal, client)),
    checked.ok
      ? findHotel(checked.query, hotelId, signal, client)
      : Promise.resolve({ status: "invalid" as const, errors: checked.errors }),
  ]);
  const city = (cities.ok ? cities.value : []).find((c) => c.cityCode === code) ?? null;
  return { cityCode: code, hotelId, city, ...found };
}
