import { data } from "react-router";
import { FlightResultsPage } from "../features/flights/flight-results-page";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/flight-results";

/** An IATA airport or city code: three letters. */
function iataCode(value: string | null | undefined): string | null {
  return value && /^[A-Za-z]{3}$/.test(value) ? value.toUpperCase() : null;
}

/** Page validation (spec §2): a malformed code is the not-found view with status 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const destination = iataCode(params.iata);
  if (!destination) throw data(null, { status: 404 });
  const origin = iataCode(new URL(request.url).searchParams.get("origin"));
  return { origin, destination };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { origin, destination } = loaderData;
  return origin
    ? pageMeta(matches, "flightResults", { origin, destination })
    : pageMeta(
        matches,
        "flightResults",
        { origin: "", destination },
        { titleKey: "meta.flightResults.titleTo" },
      );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FlightResultsPage origin={loaderData.origin} destination={loaderData.destination} />;
}
