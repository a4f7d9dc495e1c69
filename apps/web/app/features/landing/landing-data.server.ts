/**
 * The landing pages' server data: the published cities, and a city's page with its cheapest
 * flights, hotels and tours. They are public and the same for every visitor, so the server renders
 * the pages with them (search engines read them, shared caches keep them) and a client navigation
 * asks the same loaders. A city the API does not know (or unpublished) is the not-found page with
 * status 404; a failed flights, hotels or tours call leaves only its own section empty with a note.
 */
import { calendarDateIn } from "@safar/domain/dates";
import { data } from "react-router";
import { isApiError } from "../../lib/api";
import { apiForRequest } from "../../lib/api.server";
import {
  getCityHotels,
  getLandingPageContent,
  getLandingPageFlights,
  getLandingPages,
} from "../../lib/landing-api";
import { getTours } from "../../lib/tours-api";
import type { LandingCityData, LandingListData, Part } from "./landing-data";

const keysOf = (error: unknown) => (isApiError(error) ? error.firstMessages() : ["GENERIC_ERROR"]);

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const settle = <T>(call: Promise<T>): Promise<Settled<T>> =>
  call.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/** A section's outcome for the page: its value, or its error's keys (and a line in the log). */
function section<T>(what: string, result: Settled<T>): Part<T> {
  if (result.ok) return result;
  console.warn(`landing ${what} failed`, result.error);
  return { ok: false, keys: keysOf(result.error) };
}

/** A city with no hotels on sale is not a hotel destination: its section is simply empty. */
const NOT_A_HOTEL_CITY = "PL_SELECT_HOTEL_DESTINATION";

export async function loadLandingList(request: Request, context?: unknown): Promise<LandingListData> {
  const pages = await settle(getLandingPages(apiForRequest(request, context), request.signal));
  return { pages: section("list", pages) };
}

export async function loadLandingCity(
  request: Request,
  cityCode: string,
  context?: unknown,
): Promise<LandingCityData> {
  const client = apiForRequest(request, context);
  const code = cityCode.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw data(null, { status: 404 });
  // All four at once; a section's failure is logged only once the city is known to have a page
  // (an unknown city's sections fail as well, and that is not news).
  const [content, flights, hotels, tours] = await Promise.all([
    settle(getLandingPageContent(client, code, request.signal)),
    settle(getLandingPageFlights(client, code, request.signal)),
    settle(
      getCityHotels(client, code, request.signal).catch((error: unknown) => {
        if (isApiError(error) && error.firstMessages().includes(NOT_A_HOTEL_CITY)) return [];
        throw error;
      }),
    ),
    settle(getTours(client, { destination: code }, request.signal).then((list) => list.tours)),
  ]);
  if (!content.ok) {
    if (isApiError(content.error) && content.error.status === 404) throw data(null, { status: 404 });
    throw content.error;
  }
  const today = calendarDateIn(new Date()) ?? new Date().toISOString().slice(0, 10);
  return {
    page: content.value,
    flights: section("flights", flights),
    hotels: section("hotels", hotels),
    tours: section("tours", tours),
    today,
  };
}
