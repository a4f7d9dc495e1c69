/**
 * Flight results (spec §2 /flight/{iata}, /international-flight/{iata}): the heading, the search
 * box and the price strip; the search from the URL runs `Available` in the browser (started by the
 * route's client loader, results-data.ts; the server sends the shell and skeletons) and the results
 * (results-body.tsx) are filtered and sorted by the domain's `applyFlightFilters` with the filters
 * and sort kept in the URL. Round trips are chosen outbound first, then return.
 */
import { FlightScope, TripType } from "@safar/domain/enum-values";
import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import {
  baghdadDate,
  type FlightQuery,
  parseResultsView,
  type ResultsView,
  resultsUrl,
  searchKey,
  withDepartureDate,
  withResultsView,
} from "../../lib/flight-search-params";
import { formatNumber } from "../../lib/format";
import { useSettled } from "../../lib/page-data";
import { useSignedIn } from "../../lib/session-store";
import { useTranslation } from "../../lib/use-translation";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { displayDate } from "../../ui/date-field";
import { useLocale } from "../../ui/use-locale";
import { FlightSearchBox } from "./lazy-flight-search-box";
import { PriceCalendar } from "./price-calendar";
import { ResultsBody } from "./results-body";
import {
  calendarRoute,
  isComplete,
  newest,
  type ResultsSearch,
  type SearchState,
  startResultsSearch,
} from "./results-data";
import { resultsTitle } from "./results-title";
import { SearchBoxSkeleton } from "./search-box-skeleton";
import { queryToForm } from "./search-form";
import "../../ui/form-field.css";
import "./flights.css";

export function FlightResultsPage({
  scope,
  initialQuery,
  names,
  search: loaded,
}: {
  scope: FlightScope;
  initialQuery: FlightQuery;
  names: Record<string, string>;
  /** The search the route's client loader started; null in the server's HTML and while hydrating. */
  search: ResultsSearch | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const root = useRouteLoaderData("root") as { signedIn?: boolean } | undefined;
  const signedIn = useSignedIn(root?.signedIn ?? false);
  const [params] = useSearchParams();
  const key = searchKey(initialQuery);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the query
  const query = useMemo(() => initialQuery, [key]);
  // The view (filters, sort, chosen outbound) is kept here and written into the URL with
  // history.replaceState: a filter click renders at once, without a router navigation. A router
  // navigation (Back, Forward, a new day, the chosen outbound) brings the URL's view back in.
  const paramsString = params.toString();
  const [view, setViewState] = useState(() => parseResultsView(params));
  useEffect(() => setViewState(parseResultsView(new URLSearchParams(paramsString))), [paramsString]);
  const domestic = scope === FlightScope.DomesticFlight;
  const today = baghdadDate(0);
  const cityOf = (code: string) => names[code] ?? code;
  const label = (code: string) => (names[code] ? `${names[code]} (${code})` : code);

  // ── Search and calendar: started by the route's client loader (results-data.ts) ─────────────
  const complete = isComplete(query);
  // The page's retry starts a new search of the same query; a new address brings the loader's.
  const [retried, setRetried] = useState<ResultsSearch | null>(null);
  const search = newest(loaded, retried);
  const retry = () => setRetried(startResultsSearch(query));
  const outcome = useSettled(search?.outcome);
  const days = useSettled(search?.calendar) ?? null;
  const state: SearchState = !complete ? { status: "incomplete" } : (outcome ?? { status: "loading" });

  // ── The view: filters, sort and the chosen outbound, kept in the URL ────────────────────────
  const setView = useCallback(
    (next: ResultsView, push = false) => {
      const url = new URL(window.location.href);
      const search = `?${withResultsView(url.searchParams, next).toString()}`;
      if (push) {
        void navigate({ search }, { preventScrollReset: true });
        return;
      }
      setViewState(next);
      window.history.replaceState(window.history.state, "", `${url.pathname}${search}`);
    },
    [navigate],
  );
  const [editing, setEditing] = useState(false);

  // ── Heading ──────────────────────────────────────────────────────────────────────────────────
  const multi = query.tripType === TripType.MultiDestination;
  const title = resultsTitle(query, cityOf, t, locale);
  const dates = multi ? [] : query.dates.filter(Boolean);
  const passengers = query.adults + query.children + query.infants;

  const chooseDay = (day: string) => {
    const url = new URL(resultsUrl(withDepartureDate(query, day)), window.location.origin);
    // The view is the page's (see setView), so it travels with the new day.
    const withView = withResultsView(url.searchParams, { ...view, outboundId: null });
    void navigate(`${url.pathname}?${withView.toString()}`);
  };

  return (
    <div className="page container results-page">
      <header className="results-head">
        <Breadcrumbs
          items={[
            domestic
              ? { label: t("nav.domesticFlights") }
              : { label: t("nav.internationalFlights"), to: "/international-flight" },
            { label: title },
          ]}
        />
        <h1>{title}</h1>
        <p className="results-head__summary">
          <span>{t(`flights.tripType.${query.tripType}`)}</span>
          {dates.length ? (
            <span>
              {dates.map((d) => displayDate(d, locale, { day: "numeric", month: "short" })).join(" – ")}
            </span>
          ) : null}
          <span>{t("flights.search.passengerCount", { n: formatNumber(passengers, locale) })}</span>
          <span>{t(`flights.cabin.${query.cabinClass}`)}</span>
        </p>
        {multi && query.routes.length ? (
          <ol className="results-head__legs" aria-label={t("flights.legs")} data-testid="search-legs">
            {query.routes.map((route) => (
              <li
                key={`${route.origin}-${route.destination}-${route.departureDate}`}
                className="results-head__leg"
              >
                {cityOf(route.origin)} {t("flights.arrow")} {cityOf(route.destination)}{" "}
                <time dateTime={route.departureDate}>
                  {displayDate(route.departureDate, locale, {
                    weekday: "short",
                    day: "numeric",
                    month: "short",
                  })}
                </time>
              </li>
            ))}
          </ol>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
        >
          {t("flights.modifySearch")}
        </button>
      </header>

      {editing || !complete ? (
        <Suspense fallback={<SearchBoxSkeleton />}>
          <FlightSearchBox
            key={key}
            scope={scope}
            locale={locale}
            signedIn={signedIn}
            initial={queryToForm(query, label)}
            showRecent={false}
            onSubmitted={() => setEditing(false)}
          />
        </Suspense>
      ) : null}

      {complete ? (
        <PriceCalendar
          days={days}
          selected={calendarRoute(query)?.departureDate ?? ""}
          today={today}
          locale={locale}
          onChoose={chooseDay}
        />
      ) : null}

      <ResultsBody
        search={state}
        query={query}
        view={view}
        setView={setView}
        days={days}
        today={today}
        locale={locale}
        onEdit={() => setEditing(true)}
        onRetry={retry}
        onChooseDay={chooseDay}
      />
    </div>
  );
}
