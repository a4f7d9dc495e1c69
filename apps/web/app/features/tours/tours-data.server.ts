/**
 * The tour pages' server data: the list for the URL's filters, and a tour. They are public and the
 * same for every visitor, so the server renders the pages with them (search engines read the tours,
 * shared caches keep the page a minute) and a client navigation asks the same loaders. A failed list
 * is answered as its message keys (the page says so with a retry); a tour the API does not know is
 * the not-found page with status 404.
 */
import { data } from "react-router";
import { isApiError } from "../../lib/api";
import { apiForRequest } from "../../lib/api.server";
import { getTour, getTours } from "../../lib/tours-api";
import { filtersFromUrl, listQueryOf } from "./tour-filters";
import type { TourHomeData, TourPageData } from "./tours-data";

const keysOf = (error: unknown) => (isApiError(error) ? error.firstMessages() : ["GENERIC_ERROR"]);

export async function loadTourHome(request: Request, context?: unknown): Promise<TourHomeData> {
  const filters = filtersFromUrl(new URL(request.url).searchParams);
  try {
    const value = await getTours(apiForRequest(request, context), listQueryOf(filters), request.signal);
    return { filters, list: { ok: true, value } };
  } catch (error) {
    console.warn("tour list failed", error);
    return { filters, list: { ok: false, keys: keysOf(error) } };
  }
}

export async function loadTourPage(
  request: Request,
  tourId: string,
  context?: unknown,
): Promise<TourPageData> {
  try {
    return { tour: await getTour(apiForRequest(request, context), tourId, request.signal) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
    console.warn("tour page failed", error);
    return { tour: null, keys: keysOf(error) };
  }
}
