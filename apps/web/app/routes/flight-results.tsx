import { FlightScope } from "@safar/domain/enums";
import { data, type ShouldRevalidateFunction } from "react-router";
import { FlightResultsPage } from "../features/flights/flight-results-page";
import { loadResultsPage } from "../features/flights/results.server";
import { resultsPageMeta } from "../features/flights/results-meta";
import { sameSearch } from "../lib/flight-search-params";
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
export async function loader({ params, request }: Route.LoaderArgs) {
  const destination = iataCode(params.iata);
  if (!destination) throw data(null, { status: 404 });
  return loadResultsPage(request, destination, FlightScope.DomesticFlight);
}

/** Filters, sort and the chosen outbound live in the URL too, but need no new server data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && sameSearch(currentUrl.searchParams, nextUrl.searchParams)
    ? false
    : defaultShouldRevalidate;

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
    />
  );
}
