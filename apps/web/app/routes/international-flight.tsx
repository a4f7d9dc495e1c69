import { data } from "react-router";
import { InternationalFlightPage } from "../features/flights/international-flight-page";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/international-flight";

export function loader({ params }: Route.LoaderArgs) {
  if (params.iata === undefined) return { destination: null };
  if (!/^[A-Za-z]{3}$/.test(params.iata)) throw data(null, { status: 404 });
  return { destination: params.iata.toUpperCase() };
}

/** Domestic and international flight homes share one title (spec §2). */
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "flightHome");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <InternationalFlightPage destination={loaderData.destination} />;
}
