import { FlightScope } from "@safar/domain/enum-values";
import { data } from "react-router";
import { FlightResultsPage } from "../features/flights/flight-results-page";
import { loadResultsPage } from "../features/flights/results.server";
import { resultsShouldRevalidate, startResultsSearch } from "../features/flights/results-data";
import { resultsPageMeta } from "../features/flights/results-meta";
import { parseFlightQuery } from "../lib/flight-search-params";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/flight-results";

/** The translation namespaces this page uses (decision 007). */
export const handle: I18nHandle & CacheHandle = { i18n: ["flights"], sharedCacheSeconds: 30 };

/** An IATA airport or city code: three letters. */
function iataCode(value: string | null | undefined): string | null {
  return value && /^[A-Za-z]{3}$/.test(value) ? value.toUpperCase() : null;
}

/** Page validation (spec §2): a malformed code is the not-found view with status 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const destination = iataCode(params.iata);
  if (!destination) throw data(null, { status: 404 });
  return loadResultsPage(request, destination, FlightScope.DomesticFlight, context);
}

/**
 * The search itself runs in the browser (decision 012): started here, before the server's answer on
 * a client navigation, and handed to the page as promises.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const destination = iataCode(params.iata);
  const search = destination
    ? startResultsSearch(
        parseFlightQuery(new URL(request.url).searchParams, destination, FlightScope.DomesticFlight),
      )
    : null;
  return { ...(await serverLoader()), search };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = resultsShouldRevalidate;

/** Spec §2: the results title is templated with origin and destination (multi-destination: every city). */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return resultsPageMeta(matches, loaderData.query, loaderData.names);
}

export default function Page({ loaderData, params }: Route.ComponentProps) {
  return (
    <FlightResultsPage
      key={params.iata}
      scope={FlightScope.DomesticFlight}
      initialQuery={loaderData.query}
      names={loaderData.names}
      search={"search" in loaderData ? loaderData.search : null}
    />
  );
}
