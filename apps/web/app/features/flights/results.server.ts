import { FlightScope } from "@safar/domain/enum-values";
import type { Locale } from "@safar/domain/site-config";
import { apiForRequest } from "../../lib/api.server";
import { type FlightQuery, parseFlightQuery } from "../../lib/flight-search-params";
import { requestLocale } from "../../lib/locale";
import type { Airport } from "./airport-api";

/** Every airport code a search names, once. */
function codesOf(query: FlightQuery): string[] {
  const codes = [query.origin, query.destination, ...query.routes.flatMap((r) => [r.origin, r.destination])];
  return [...new Set(codes.filter(Boolean))];
}

/**
 * The results page's server data: the search read from the URL and the city names of its airports
 * (for the title, spec §2 "Flights from X to Y", and the search box). The proposals themselves are
 * fetched by the browser so the page shell and its skeletons come at once.
 */
export async function loadResultsPage(
  request: Request,
  iata: string,
  scope: FlightScope,
  loadContext?: unknown,
) {
  const url = new URL(request.url);
  const query = parseFlightQuery(url.searchParams, iata, scope);
  const locale: Locale = requestLocale(request);
  const client = apiForRequest(request, loadContext);
  const names: Record<string, string> = {};
  await Promise.all(
    codesOf(query).map(async (code) => {
      const lists: Airport[][] = await Promise.all(
        (scope === FlightScope.DomesticFlight
          ? ["GetDomesticPlpAirports"]
          : ["GetDomesticPlpAirports", "GetInternationalPlpAirports"]
        ).map((path) =>
          client
            .request<Airport[]>(`flight-configuration/Airport/${path}`, { body: { search: code, take: 20 } })
            .catch((error: unknown) => {
              // A missing name only costs the city in the title: the code is shown instead.
              console.warn(`airport name lookup failed for ${code}`, error);
              return [];
            }),
        ),
      );
      const airport = lists.flat().find((a) => a.iataCode === code);
      if (airport) names[code] = airport.cityName[locale] ?? airport.cityName.en;
    }),
  );
  return { query, names };
}
