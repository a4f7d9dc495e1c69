import {
  FlightScope,
  safarMarketAvailableResponseSchema,
  safarMarketSearchInput,
  safarMarketSearchSchema,
  TripType,
} from "@safar/domain";
import { redirect } from "react-router";
import { apiForRequest } from "../lib/api.server";
import { type FlightQuery, flightQueryParams, resultsPath } from "../lib/flight-search-params";
import { safarMarketCookie } from "../lib/safarmarket";
import type { Route } from "./+types/safarmarket";

/**
 * `/safarmarket?safarmarketId=…&from=THR&to=MHD&dep=2026-12-10&ret=…&adu=1&chi=0&inf=0` (docs/
 * safarmarket.md): where SafarMarket sends its customers. The id is kept in the first-party cookie
 * for 7 days, SafarMarket's search is turned into ours (GetAvailableRequest) and the results page
 * opens on it. A search we cannot read still keeps the id and opens the home page's search box.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const input = safarMarketSearchInput(url.searchParams);
  const https = url.protocol === "https:";
  const parsed = safarMarketSearchSchema.safeParse(input);
  const id = typeof input.safarmarketId === "string" ? input.safarmarketId.trim() : "";
  const cookie = (value: string) => ({ headers: { "Set-Cookie": safarMarketCookie(value, https) } });
  if (!parsed.success) {
    const idOk = !parsed.error.issues.some((issue) => issue.path[0] === "safarmarketId");
    return redirect("/", idOk && id ? cookie(id) : undefined);
  }
  const search = parsed.data;
  try {
    const found = await apiForRequest(request, context).request(
      "flight-catalog/SafarMarket/GetAvailableRequest",
      {
        body: search,
        schema: safarMarketAvailableResponseSchema,
        auth: false,
      },
    );
    const r = found.availableRequest;
    const query: FlightQuery = {
      scope: r.flightScope === 2 ? FlightScope.DomesticFlight : FlightScope.InternationalFlight,
      tripType: r.tripType === 2 ? TripType.RoundTrip : TripType.OneWay,
      origin: r.origin,
      destination: r.destination,
      dates: r.departureDates,
      routes: [],
      adults: r.adults,
      children: r.children,
      infants: r.infants,
      cabinClass: r.cabinClass,
    };
    return redirect(`${resultsPath(query)}?${flightQueryParams(query)}`, cookie(search.safarmarketId));
  } catch {
    // A search our catalog refuses (an airport we do not serve, a past date): the search box.
    return redirect("/", cookie(search.safarmarketId));
  }
}
