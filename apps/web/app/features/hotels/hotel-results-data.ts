/**
 * The results page's data (decision 012): the route's client loader reads the search from the URL
 * (an invalid one answers its errors and searches nothing), asks the cities for the heading and
 * starts `Available`, handing the page the search as a promise so the heading, the box and the
 * skeletons never wait for the suppliers. A new search aborts the one it replaces.
 */
import type { HotelCity, HotelSearch, HotelSearchAnswer } from "@safar/domain/hotel-search";
import type { ShouldRevalidateFunction } from "react-router";
import { isApiError } from "../../lib/api";
import { hotelCities, searchHotels } from "../../lib/hotels-api";
import { keepDataThroughOverlays, settle } from "../../lib/page-data";
import { showApiErrors } from "../../lib/toast";
import { sameHotelSearch } from "./hotel-results-view";
import {
  type FormError,
  fieldName,
  formFromUrl,
  type HotelSearchForm,
  validateHotelForm,
} from "./hotel-search-form";
import { baghdadToday } from "./hotel-today";

export type SearchOutcome =
  | { status: "ready"; answer: HotelSearchAnswer }
  /** The API refused the search (400): its field errors, shown in the box. */
  | { status: "invalid"; errors: FormError[] }
  | { status: "error"; error: unknown };

export type HotelResultsData = {
  cityCode: string;
  /** The search box's form, as the URL writes it (the city's label is its code). */
  form: HotelSearchForm;
  /** The destination, when the cities answered and know it. */
  city: HotelCity | null;
  /** The valid search of the URL, or null with `errors`. */
  query: HotelSearch | null;
  errors: FormError[];
  /** The running search; null for an invalid URL. */
  search: { id: number; outcome: Promise<SearchOutcome>; abort: () => void } | null;
};

let loads = 0;
let current: AbortController | null = null;

function startSearch(query: HotelSearch): HotelResultsData["search"] {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const { signal } = controller;
  const outcome = searchHotels(query, signal).then(
    (answer): SearchOutcome => ({ status: "ready", answer }),
    (error: unknown): SearchOutcome => {
      if (isApiError(error) && error.status === 400) {
        const errors = error.errors.flatMap((entry) =>
          entry.messages[0] ? [{ field: fieldName(entry.key), key: entry.messages[0] }] : [],
        );
        if (errors.length) return { status: "invalid", errors };
      }
      // The spec's messages as toasts (§8), never for a search the customer has already left.
      if (!signal.aborted) void showApiErrors(error);
      return { status: "error", error };
    },
  );
  return { id: ++loads, outcome, abort: () => controller.abort() };
}

export async function loadHotelResults(cityCode: string, params: URLSearchParams): Promise<HotelResultsData> {
  const form = formFromUrl(cityCode, params);
  const checked = validateHotelForm(form, baghdadToday());
  const search = checked.ok ? startSearch(checked.query) : null;
  // The heading's city name; without it the page says the code.
  const cities = await settle(hotelCities());
  const city = (cities.ok ? cities.value : []).find((c) => c.cityCode === form.city?.code) ?? null;
  return {
    cityCode: form.city?.code ?? cityCode,
    form,
    city,
    query: checked.ok ? checked.query : null,
    errors: checked.ok ? [] : checked.errors,
    search,
  };
}

/**
 * The sort and filters live in the URL too but need no new search; the page's retry and a new
 * search do (and an overlay's history entry does not: keepDataThroughOverlays).
 */
export const hotelResultsShouldRevalidate: ShouldRevalidateFunction = (args) => {
  const { currentUrl, nextUrl } = args;
  if (
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    sameHotelSearch(currentUrl.searchParams, nextUrl.searchParams)
  )
    return false;
  return keepDataThroughOverlays(args);
};
