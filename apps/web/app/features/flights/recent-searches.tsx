import { type FlightScope, TripType } from "@safar/domain/enums";
import type { FlightSearchHistory } from "@safar/domain/flight-search";
import type { Locale } from "@safar/domain/site-config";
import { type FlightQuery, resultsUrl } from "../../lib/flight-search-params";
import { deActiveSearchHistory } from "../../lib/search-history-api";
import { useTranslation } from "../../lib/use-translation";
import { displayDate } from "../../ui/date-field";
import { type RecentSearchItem, RecentSearchList } from "../../ui/recent-searches";
import { getFlightSearchHistories } from "./airport-api";
import { readRecentSearches, removeRecentSearch } from "./recent-searches-store";

type Item = RecentSearchItem & { from: string; to: string; server: boolean };

function historyQuery(h: FlightSearchHistory): FlightQuery {
  return {
    scope: h.flightScope,
    tripType: h.tripType,
    origin: h.origin,
    destination: h.destination,
    dates: h.departureDates,
    routes: h.routes,
    adults: h.adults,
    children: h.children,
    infants: h.infants,
    cabinClass: h.cabinClass,
  };
}

/**
 * Recent searches: the signed-in customer's history (GetFlightSearchHistories, remove = DeActive),
 * otherwise this browser's list in local storage. Rendered after hydration only (it reads the browser).
 */
export function RecentSearches({
  scope,
  signedIn,
  locale,
}: {
  scope: FlightScope;
  signedIn: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation();

  const item = (id: string, query: FlightQuery, from: string, to: string, server: boolean): Item => {
    const dates =
      query.tripType === TripType.MultiDestination ? query.routes.map((r) => r.departureDate) : query.dates;
    return {
      id,
      url: resultsUrl(query),
      title: `${from} ${t("flights.arrow")} ${to}`,
      details: `${t(`flights.tripType.${query.tripType}`)} · ${dates
        .map((d) => displayDate(d, locale, { day: "numeric", month: "short" }))
        .join(" – ")}`,
      from,
      to,
      server,
    };
  };

  const load = async (signal: AbortSignal): Promise<Item[]> => {
    if (!signedIn)
      return readRecentSearches(window.localStorage)
        .filter((r) => r.query.scope === scope)
        .map((r) => item(r.id, r.query, r.originLabel, r.destinationLabel, false));
    const list = await getFlightSearchHistories(signal);
    return list
      .filter((h) => h.flightScope === scope)
      .map((h) =>
        item(
          h.id,
          historyQuery(h),
          `${h.originName[locale] || h.originName.en} (${h.origin})`,
          `${h.destinationName[locale] || h.destinationName.en} (${h.destination})`,
          true,
        ),
      );
  };

  return (
    <RecentSearchList
      heading={t("flights.search.recent")}
      loadKey={`${signedIn}/${scope}/${locale}`}
      load={load}
      remove={(x) => (x.server ? deActiveSearchHistory(x.id) : removeRecentSearch(window.localStorage, x.id))}
      removeLabel={(x) => t("flights.search.removeRecent", { route: `${x.from} – ${x.to}` })}
    />
  );
}
