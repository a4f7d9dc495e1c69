/**
 * The results page's data. A visitor without a session gets the results in the server's HTML
 * (decision 024): the route's server loader reads the search from the URL, asks the cities for the
 * heading and runs `Available` in process, so the cards are the page's first paint and shared
 * caches may keep it. A signed-in customer's search runs in the browser (decision 012: the access
 * token, which records the search in their recent searches, lives there), and so does every search
 * after the first page (a client navigation, a new search, the retry): the route's client loader
 * starts `Available` and hands the page the search as a promise, so the heading, the box and the
 * skeletons never wait for the suppliers. A new search aborts the one it replaces.
 */
import type { HotelCity, HotelSearch, HotelSearchAnswer } from "@safar/domain/hotel-search";
import type { ShouldRevalidateFunction } from "react-router";
import { type ApiClient, isApiError } from "../../lib/api";
import { getAllCities, hotelCities, searchHotels } from "../../lib/hotels-api";
import { keepDataThroughOverlays, settle } from "../../lib/page-data";
import { showApiErrors } from "../../lib/toast";
import { sameHotelSearch } from "./hotel-results-view";
import {
  badRequestErrors,
  type FormError,
  formFromUrl,
  type HotelSearchForm,
  validateHotelForm,
} from "./hotel-search-form";
import { baghdadToday } from "./hotel-today";

export type SearchOutcome =
  | { status: "ready"; answer: HotelSearchAnswer }
  /** The API refused the search (400): its field errors, shown in the box. */
  | { status: "invalid"; errors: FormError[] }
  /** The search failed: its message keys (plain data, as the server's HTML carries it). */
  | { status: "error"; keys: string[] };

export type HotelResultsData = {
  cityCode: string;
  /** The search box's form, as the URL writes it (the city's label is its code). */
  form: HotelSearchForm;
  /** The destination, when the cities answered and know it. */
  city: HotelCity | null;
  /** The valid search of the URL, or null with `errors`. */
  query: HotelSearch | null;
  errors: FormError[];
  /** The search the server answered (a visitor without a session's first page), else null. */
  settled: SearchOutcome | null;
  /** The search running in the browser; null for an invalid URL or one the server answered. */
  search?: { id: number; outcome: Promise<SearchOutcome>; abort: () => void } | null;
};

/** What the server's loader answers: plain data (the browser's search, if any, starts on hydration). */
export type ServerResultsData = Omit<HotelResultsData, "search">;

/** A failed search as the page shows it: the API's field errors (400) in the box, else its keys. */
function failedOutcome(error: unknown): SearchOutcome {
  const errors = badRequestErrors(error);
  if (errors) return { status: "invalid", errors };
  return { status: "error", keys: isApiError(error) ? error.firstMessages() : ["GENERIC_ERROR"] };
}

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
      // The spec's messages as toasts (§8), never for a search the customer has already left.
      const outcome = failedOutcome(error);
      if (outcome.status === "error" && !signal.aborted) void showApiErrors(error);
      return outcome;
    },
  );
  return { id: ++loads, outcome, abort: () => controller.abort() };
}

function cityOf(cities: { ok: true; value: HotelCity[] } | { ok: false }, code: string | undefined) {
  return (cities.ok ? cities.value : []).find((c) => c.cityCode === code) ?? null;
}

/** The browser's load (a client navigation, a new search, the retry): the search starts at once. */
export async function loadHotelResults(cityCode: string, params: URLSearchParams): Promise<HotelResultsData> {
  const form = formFromUrl(cityCode, params);
  const checked = validateHotelForm(form, baghdadToday());
  const search = checked.ok ? startSearch(checked.query) : null;
  // The heading's city name; without it the page says the code.
  const cities = await settle(hotelCities());
  return {
    cityCode: form.city?.code ?? cityCode,
    form,
    city: cityOf(cities, form.city?.code),
    query: checked.ok ? checked.query : null,
    errors: checked.ok ? [] : checked.errors,
    settled: null,
    search,
  };
}

/**
 * The server's load of a results URL: the cities and, when `searchNow` (a visitor without a
 * session), the search itself; otherwise the browser starts it on hydration (`withBrowserSearch`).
 */
export async function loadHotelResultsOnServer(
  cityCode: string,
  params: URLSearchParams,
  options: { client: ApiClient; signal: AbortSignal; searchNow: boolean },
): Promise<ServerResultsData> {
  const { client, signal } = options;
  const form = formFromUrl(cityCode, params);
  const checked = validateHotelForm(form, baghdadToday());
  const [cities, settled] = await Promise.all([
    settle(getAllCities(signal, client)),
    checked.ok && options.searchNow
      ? searchHotels(checked.query, signal, client).then(
          (answer): SearchOutcome => ({ status: "ready", answer }),
          (error: unknown) => {
            if (!signal.aborted) console.warn("hotel search failed", error);
            return failedOutcome(error);
          },
        )
      : null,
  ]);
  return {
    cityCode: form.city?.code ?? cityCode,
    form,
    city: cityOf(cities, form.city?.code),
    query: checked.ok ? checked.query : null,
    errors: checked.ok ? [] : checked.errors,
    settled,
  };
}

/** The server's data on hydration: as it is when the server searched, else with the browser's search. */
export function withBrowserSearch(data: ServerResultsData): HotelResultsData {
  return { ...data, search: data.settled || !data.query ? null : startSearch(data.query) };
}

const documentUrl = typeof window === "undefined" ? null : window.location.href;
let hydrationPending = documentUrl !== null;
/**
 * Whether this client load is the hydration of the server's HTML: the first load of the URL the
 * document was served for, once (this module is evaluated with the page when the page came from the
 * server, and later, on another URL, when a client navigation first needs it).
 */
export function isHydrationLoad(url: string): boolean {
  if (!hydrationPending) return false;
  hydrationPending = false;
  const [load, served] = [new URL(url), new URL(documentUrl ?? url)];
  return load.pathname === served.pathname && load.search === served.search;
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
