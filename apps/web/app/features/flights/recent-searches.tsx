import { type FlightScope, TripType } from "@safar/domain/enums";
import type { FlightSearchHistory } from "@safar/domain/flights";
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type FlightQuery, resultsUrl } from "../../lib/flight-search-params";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { displayDate } from "../../ui/date-field";
import { deActiveFlightSearch, getFlightSearchHistories } from "./airport-api";
import { readRecentSearches, removeRecentSearch } from "./recent-searches-store";

type Item = {
  id: string;
  url: string;
  from: string;
  to: string;
  dates: string[];
  tripType: TripType;
  server: boolean;
};

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
  const [items, setItems] = useState<Item[] | null>(null);

  useEffect(() => {
    if (!signedIn) {
      setItems(
        readRecentSearches(window.localStorage)
          .filter((r) => r.query.scope === scope)
          .map((r) => ({
            id: r.id,
            url: resultsUrl(r.query),
            from: r.originLabel,
            to: r.destinationLabel,
            dates:
              r.query.tripType === TripType.MultiDestination
                ? r.query.routes.map((x) => x.departureDate)
                : r.query.dates,
            tripType: r.query.tripType,
            server: false,
          })),
      );
      return;
    }
    const controller = new AbortController();
    getFlightSearchHistories(controller.signal).then(
      (list) =>
        setItems(
          list
            .filter((h) => h.flightScope === scope)
            .map((h) => ({
              id: h.id,
              url: resultsUrl(historyQuery(h)),
              from: `${h.originName[locale] || h.originName.en} (${h.origin})`,
              to: `${h.destinationName[locale] || h.destinationName.en} (${h.destination})`,
              dates:
                h.tripType === TripType.MultiDestination
                  ? h.routes.map((r) => r.departureDate)
                  : h.departureDates,
              tripType: h.tripType,
              server: true,
            })),
        ),
      (error: unknown) => {
        if (!controller.signal.aborted) void showApiErrors(error);
      },
    );
    return () => controller.abort();
  }, [signedIn, scope, locale]);

  if (!items || items.length === 0) return null;

  const remove = async (item: Item) => {
    if (item.server) {
      try {
        await deActiveFlightSearch(item.id);
      } catch (error) {
        void showApiErrors(error);
        return;
      }
      setItems((list) => list?.filter((x) => x.id !== item.id) ?? null);
    } else {
      removeRecentSearch(window.localStorage, item.id);
      setItems((list) => list?.filter((x) => x.id !== item.id) ?? null);
    }
  };

  return (
    <section className="recent-searches" aria-labelledby="recent-searches-title">
      <h2 id="recent-searches-title" className="recent-searches__title">
        {t("flights.search.recent")}
      </h2>
      <ul className="recent-searches__list">
        {items.map((item) => (
          <li key={item.id} className="recent-search">
            <Link to={item.url} className="recent-search__link">
              <span className="recent-search__route">
                {item.from} {t("flights.arrow")} {item.to}
              </span>
              <span className="recent-search__dates">
                {t(`flights.tripType.${item.tripType}`)} ·{" "}
                {item.dates
                  .map((d) => displayDate(d, locale, { day: "numeric", month: "short" }))
                  .join(" – ")}
              </span>
            </Link>
            <button
              type="button"
              className="icon-button recent-search__remove"
              aria-label={t("flights.search.removeRecent", { route: `${item.from} – ${item.to}` })}
              onClick={() => void remove(item)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
