/**
 * The results page's title (heading, breadcrumb, document title) and description in the page's
 * language. One way and round trip: "Flights from Baghdad to Istanbul". Multi-destination (issue
 * 10): the cities in the order flown, "Flights: Baghdad → Basra → Erbil"; a route that does not
 * start where the previous one ended begins a new chain ("Baghdad → Basra، Erbil → Istanbul").
 */
import { TripType } from "@safar/domain/enum-values";
import type { Locale } from "@safar/domain/site-config";
import type { FlightQuery, SearchRoute } from "../../lib/flight-search-params";
import { listSeparator } from "../../lib/format";

export type TitleT = (key: string, vars?: Record<string, string>) => string;

/** Where the title is shown: the page (heading, breadcrumb) or the document's `<title>`. */
export type TitlePlace = "heading" | "document";

const FSI = "\u2068";
const PDI = "\u2069";

/**
 * A name as it reads in the page: on a right-to-left page a Latin name (an airport code when the
 * city's name is unknown) is isolated, so that the arrows between names keep their order.
 */
function isolated(name: string, locale: Locale): string {
  return locale !== "en" && /[A-Za-z]/.test(name) ? `${FSI}${name}${PDI}` : name;
}

/** The airport codes of a multi-destination trip as chains: one chain while each route starts where the last ended. */
export function routeChains(routes: readonly SearchRoute[]): string[][] {
  const chains: string[][] = [];
  for (const route of routes) {
    const chain = chains.at(-1);
    if (chain && chain.at(-1) === route.origin) chain.push(route.destination);
    else chains.push([route.origin, route.destination]);
  }
  return chains;
}

/** "Baghdad → Basra → Erbil" (the page's arrow: ← in Arabic and Persian). */
export function routeText(
  routes: readonly SearchRoute[],
  cityOf: (code: string) => string,
  t: TitleT,
  locale: Locale,
): string {
  const arrow = ` ${t("flights.arrow")} `;
  return routeChains(routes)
    .map((chain) => chain.map((code) => isolated(cityOf(code), locale)).join(arrow))
    .join(listSeparator(locale));
}

const isMulti = (query: FlightQuery) =>
  query.tripType === TripType.MultiDestination && query.routes.length > 0;

/** The results page's title. */
export function resultsTitle(
  query: FlightQuery,
  cityOf: (code: string) => string,
  t: TitleT,
  locale: Locale,
  place: TitlePlace = "heading",
): string {
  if (isMulti(query))
    return t("flights.resultsHeadingRoute", { route: routeText(query.routes, cityOf, t, locale) });
  const destination = cityOf(query.destination);
  if (!query.origin) {
    return t(place === "heading" ? "flights.resultsHeadingTo" : "meta.flightResults.titleTo", {
      destination,
    });
  }
  const origin = cityOf(query.origin);
  return t(place === "heading" ? "flights.resultsHeading" : "meta.flightResults.title", {
    origin,
    destination,
  });
}

/** The results page's description (`<meta name="description">`). */
export function resultsDescription(
  query: FlightQuery,
  cityOf: (code: string) => string,
  t: TitleT,
  locale: Locale,
): string {
  if (isMulti(query)) {
    return t("flights.resultsDescriptionRoute", { route: routeText(query.routes, cityOf, t, locale) });
  }
  return t("meta.flightResults.description", {
    origin: query.origin ? cityOf(query.origin) : "",
    destination: cityOf(query.destination),
  });
}
