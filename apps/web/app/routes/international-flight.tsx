import { FlightScope } from "@safar/domain/enum-values";
import { data } from "react-router";
import { FlightResultsPage } from "../features/flights/flight-results-page";
import { InternationalFlightPage } from "../features/flights/international-flight-page";
import { loadResultsPage } from "../features/flights/results.server";
import { resultsShouldRevalidate, startResultsSearch } from "../features/flights/results-data";
import { resultsPageMeta } from "../features/flights/results-meta";
import { parseFlightQuery } from "../lib/flight-search-params";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/international-flight";

/** The translation namespaces this page uses (decision 007). */
export const handle: I18nHandle & CacheHandle = { i18n: ["flights"], sharedCacheSeconds: 30 };

/**
 * `/international-flight`: the international flight home with its search box;
 * `/international-flight/{iata}?origin=…`: the results of a search (spec §2).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.iata === undefined) return { results: null };
  if (!/^[A-Za-z]{3}$/.test(params.iata)) throw data(null, { status: 404 });
  return {
    results: await loadResultsPage(
      request,
      params.iata.toUpperCase(),
      FlightScope.InternationalFlight,
      context,
    ),
  };
}

/** A results page's search runs in the browser (decision 012), as on /flight/{iata}. */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const iata = params.iata;
  const search =
    iata && /^[A-Za-z]{3}$/.test(iata)
      ? startResultsSearch(
          parseFlightQuery(
            new URL(request.url).searchParams,
            iata.toUpperCase(),
            FlightScope.InternationalFlight,
          ),
        )
      : null;
  return { ...(await serverLoader()), search };
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = resultsShouldRevalidate;

/** Domestic and international flight homes share one title; results are titled by their route (spec §2). */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const results = loaderData?.results;
  if (!results) return pageMeta(matches, "flightHome");
  return resultsPageMeta(matches, results.query, results.names);
}

export default function Page({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.results) return <InternationalFlightPage />;
  return (
    <FlightResultsPage
      key={params.iata}
      scope={FlightScope.InternationalFlight}
      initialQuery={loaderData.results.query}
      names={loaderData.results.names}
      search={"search" in loaderData ? loaderData.search : null}
    />
  );
}
