/**
 * Flight results (spec §2 /flight/{iata}, /international-flight/{iata}): the search from the URL
 * runs `Available` in the browser (the server sends the shell and skeletons), then the domain's
 * `applyFlightFilters` filters and sorts with the filters and sort kept in the URL. Round trips are
 * chosen outbound first, then return. The list is windowed (proposal-list.tsx).
 */
import {
  type AvailableResponse,
  applyFlightFilters,
  type CalendarDay,
  clearFlightFilters,
  type FlightFilters,
  type FlightProposal,
  FlightScope,
  filterOptionsFor,
  SortOption,
  TripType,
} from "@safar/domain";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { isApiError } from "../../lib/api";
import {
  activeFilterCount,
  baghdadDate,
  type FlightQuery,
  parseResultsView,
  type ResultsView,
  resultsUrl,
  searchKey,
  toAvailableRequest,
  withDepartureDate,
  withResultsView,
} from "../../lib/flight-search-params";
import { formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useSignedIn } from "../../lib/session-store";
import { showApiErrors } from "../../lib/toast";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { Dialog } from "../../ui/dialog";
import { overlayHistory } from "../../ui/overlay-history";
import { useLocale } from "../../ui/use-locale";
import { displayDate } from "./date-field";
import { FilterPanel } from "./filter-panel";
import { plpCalendar, searchAvailable } from "./flight-api";
import { PriceCalendar } from "./price-calendar";
import { ProposalSkeleton } from "./proposal-card";
import { ProposalDetails } from "./proposal-details";
import { ProposalList } from "./proposal-list";
import { resultsTitle } from "./results-title";
import { SearchBoxSkeleton } from "./search-box-skeleton";
import { queryToForm } from "./search-form";
import "../../ui/form-field.css";
import "./flights.css";
import { lazyComponent } from "../../lib/lazy-component";

const FlightSearchBox = lazyComponent(() => import("./flight-search-box"));

const sortOptions = [
  SortOption.Cheapest,
  SortOption.MostExpensive,
  SortOption.Earliest,
  SortOption.Latest,
  SortOption.Fastest,
  SortOption.Direct,
  SortOption.Promotions,
] as const;

type SearchState =
  | { status: "incomplete" }
  | { status: "loading" }
  | { status: "ready"; data: AvailableResponse }
  | { status: "error"; error: unknown };

const NO_PROPOSALS: FlightProposal[] = [];

function isComplete(query: FlightQuery): boolean {
  if (query.tripType === TripType.MultiDestination) return query.routes.length >= 2;
  return Boolean(query.origin && query.destination && query.dates.every(Boolean) && query.dates.length > 0);
}

/** The first departure date of a search (the price calendar's day). */
function firstDate(query: FlightQuery): string {
  return query.tripType === TripType.MultiDestination
    ? (query.routes[0]?.departureDate ?? "")
    : (query.dates[0] ?? "");
}

export function FlightResultsPage({
  scope,
  initialQuery,
  names,
}: {
  scope: FlightScope;
  initialQuery: FlightQuery;
  names: Record<string, string>;
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
  const roundTrip = query.tripType === TripType.RoundTrip;
  const domestic = scope === FlightScope.DomesticFlight;
  const today = baghdadDate(0);
  const cityOf = (code: string) => names[code] ?? code;
  const label = (code: string) => (names[code] ? `${names[code]} (${code})` : code);

  // ── Search and calendar ────────────────────────────────────────────────────────────────────
  const [search, setSearch] = useState<SearchState>(() =>
    isComplete(query) ? { status: "loading" } : { status: "incomplete" },
  );
  const [calendar, setCalendar] = useState<CalendarDay[] | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search key (or a retry) is a new search
  useEffect(() => {
    if (!isComplete(query)) {
      setSearch({ status: "incomplete" });
      return;
    }
    const controller = new AbortController();
    setSearch({ status: "loading" });
    searchAvailable(toAvailableRequest(query), controller.signal).then(
      (data) => setSearch({ status: "ready", data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSearch({ status: "error", error });
        if (!isApiError(error) || error.status !== 400) void showApiErrors(error);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const calendarRoute =
    query.tripType === TripType.MultiDestination
      ? query.routes[0]
      : { origin: query.origin, destination: query.destination, departureDate: query.dates[0] ?? "" };
  const calendarKey = calendarRoute
    ? `${calendarRoute.origin}-${calendarRoute.destination}-${calendarRoute.departureDate}-${query.cabinClass}`
    : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: calendarKey names the request
  useEffect(() => {
    setCalendar(null);
    if (!calendarRoute || !isComplete(query)) return;
    const controller = new AbortController();
    plpCalendar({ ...calendarRoute, range: 3, cabinClass: query.cabinClass }, controller.signal).then(
      setCalendar,
      () => {
        // The strip is a help, not the results: without it the page still works.
        if (!controller.signal.aborted) setCalendar([]);
      },
    );
    return () => controller.abort();
  }, [calendarKey]);

  // ── Filtering and sorting: the domain's ──────────────────────────────────────────────────────
  const proposals = search.status === "ready" ? search.data.proposals : NO_PROPOSALS;
  const options = useMemo(() => filterOptionsFor(proposals), [proposals]);
  const results = useMemo(() => applyFlightFilters(proposals, view.filters, view.sort), [proposals, view]);
  const outbound = useMemo(
    () =>
      roundTrip && view.outboundId
        ? proposals.find((p) => p.proposalId === view.outboundId && !p.isReturning)
        : undefined,
    [roundTrip, view.outboundId, proposals],
  );
  const step: "outbound" | "returning" = roundTrip && outbound ? "returning" : "outbound";
  const list = step === "returning" ? results.returning : results.outbound;

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
  const setFilters = useCallback((filters: FlightFilters) => setView({ ...view, filters }), [setView, view]);

  const listTop = useRef<HTMLDivElement>(null);
  const selectHandler = useRef<(proposal: FlightProposal) => void>(() => {});
  // Stable for the cards (memo): a filter click re-renders only the cards that are new on screen.
  const onSelect = useCallback((proposal: FlightProposal) => selectHandler.current(proposal), []);
  selectHandler.current = (proposal: FlightProposal) => {
    {
      if (roundTrip && !proposal.isReturning) {
        setView({ ...view, outboundId: proposal.proposalId }, true);
        listTop.current?.scrollIntoView({ block: "start" });
        return;
      }
      const first = roundTrip && outbound ? outbound : proposal;
      const booking = new URLSearchParams({ requestId: first.requestId, proposalId: first.proposalId });
      if (roundTrip && outbound) {
        booking.set("returningRequestId", proposal.requestId);
        booking.set("returningProposalId", proposal.proposalId);
      }
      void navigate(`/add-passenger?${booking.toString()}`);
    }
  };

  // ── Details dialog and mobile filter sheet: dialogs that Back closes (spec §2, ui/dialog) ────
  const [detail, setDetail] = useState<FlightProposal | null>(null);
  const onDetails = useCallback((proposal: FlightProposal) => setDetail(proposal), []);

  const [sheetOpen, setSheetOpen] = useState(false);
  const [draft, setDraft] = useState<FlightFilters>(view.filters);
  const pending = useRef<FlightFilters | null>(null);
  // Applied filters go into the URL once the sheet's history entry is gone (else the write would
  // land on that entry, and the Back that removes it would lose them).
  useEffect(() => {
    if (sheetOpen || !pending.current) return;
    return overlayHistory().whenSettled(() => {
      const filters = pending.current;
      pending.current = null;
      if (filters) setView({ ...view, filters });
    });
  }, [sheetOpen, setView, view]);
  const draftCount = useMemo(() => {
    if (!sheetOpen) return 0;
    const r = applyFlightFilters(proposals, draft, view.sort);
    return (step === "returning" ? r.returning : r.outbound).length;
  }, [sheetOpen, proposals, draft, view.sort, step]);

  const [editing, setEditing] = useState(false);
  const activeFilters = activeFilterCount(view.filters);

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

  const otherDays = (calendar ?? [])
    .filter((d) => d.lowestPrice !== null && d.date !== firstDate(query) && d.date >= today)
    .sort((a, b) => (a.lowestPrice ?? 0) - (b.lowestPrice ?? 0))
    .slice(0, 3);

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

      {editing || search.status === "incomplete" ? (
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

      {search.status !== "incomplete" ? (
        <PriceCalendar
          days={calendar}
          selected={firstDate(query)}
          today={today}
          locale={locale}
          onChoose={chooseDay}
        />
      ) : null}

      <div className="results-layout">
        <aside className="results-filters" aria-label={t("flights.filters.title")}>
          {search.status === "ready" ? (
            <FilterPanel
              filters={view.filters}
              options={options}
              roundTrip={roundTrip}
              locale={locale}
              onChange={setFilters}
            />
          ) : search.status === "loading" ? (
            <div className="card skeleton filter-skeleton" aria-hidden="true">
              <div className="skeleton__line" />
              <div className="skeleton__line skeleton__line--short" />
              <div className="skeleton__line" />
            </div>
          ) : null}
        </aside>

        <section className="results-main" aria-labelledby="results-count" ref={listTop}>
          <div className="results-toolbar">
            <p id="results-count" className="results-toolbar__count" aria-live="polite">
              {search.status === "ready"
                ? t(
                    step === "returning"
                      ? "flights.countReturning"
                      : roundTrip
                        ? "flights.countOutbound"
                        : "flights.count",
                    {
                      n: formatNumber(list.length, locale),
                    },
                  )
                : search.status === "loading"
                  ? t("flights.searching")
                  : ""}
            </p>
            <label className="sort-field">
              <span>{t("flights.sortLabel")}</span>
              <select
                className="input input--compact"
                name="sort"
                value={view.sort ?? ""}
                onChange={(e) => setView({ ...view, sort: (e.target.value || null) as SortOption | null })}
              >
                <option value="">{t("flights.sort.default")}</option>
                {sortOptions.map((option) => (
                  <option key={option} value={option}>
                    {t(`flights.sort.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="button button--ghost filter-button"
              aria-haspopup="dialog"
              disabled={search.status !== "ready"}
              onClick={() => {
                setDraft(view.filters);
                setSheetOpen(true);
              }}
            >
              {t("flights.filters.title")}
              {activeFilters ? (
                <span className="filter-button__badge">{formatNumber(activeFilters, locale)}</span>
              ) : null}
            </button>
          </div>

          {roundTrip && outbound ? (
            <div className="chosen-outbound card" data-testid="chosen-outbound">
              <div>
                <p className="chosen-outbound__label">{t("flights.chosenOutbound")}</p>
                <p>
                  {outbound.flightGroups[0]?.flightNumber} · {money(outbound.totalPrice, locale)}
                </p>
              </div>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setView({ ...view, outboundId: null })}
              >
                {t("flights.changeOutbound")}
              </button>
            </div>
          ) : null}
          {roundTrip && search.status === "ready" ? (
            <h2 className="results-step">
              {step === "returning" ? t("flights.stepReturning") : t("flights.stepOutbound")}
            </h2>
          ) : null}

          {search.status === "loading" ? (
            <div className="proposal-skeletons" aria-hidden="true">
              <ProposalSkeleton />
              <ProposalSkeleton />
              <ProposalSkeleton />
              <ProposalSkeleton />
            </div>
          ) : null}

          {search.status === "error" ? (
            <div className="results-empty card" role="alert">
              <h2>{t("flights.errorTitle")}</h2>
              <ul>
                {(isApiError(search.error) ? search.error.firstMessages() : ["GENERIC_ERROR"]).map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
              <div className="results-empty__actions">
                <button type="button" className="button button--primary" onClick={() => setEditing(true)}>
                  {t("flights.modifySearch")}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setAttempt((n) => n + 1)}
                >
                  {t("flights.retry")}
                </button>
              </div>
            </div>
          ) : null}

          {search.status === "ready" && list.length === 0 ? (
            <div className="results-empty card" data-testid="results-empty">
              <h2>{proposals.length > 0 ? t("flights.emptyFiltered") : t("flights.emptyDay")}</h2>
              <p>{t("flights.emptyHint")}</p>
              <div className="results-empty__actions">
                {activeFilters ? (
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => setFilters(clearFlightFilters())}
                  >
                    {t("flights.filters.clear")}
                  </button>
                ) : null}
                {otherDays.map((day) => (
                  <button
                    key={day.date}
                    type="button"
                    className="button button--ghost"
                    onClick={() => chooseDay(day.date)}
                  >
                    {t("flights.tryDay", {
                      date: displayDate(day.date, locale, {
                        weekday: "short",
                        day: "numeric",
                        month: "short",
                      }),
                      price: money(day.lowestPrice ?? 0, locale),
                    })}
                  </button>
                ))}
                <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
                  {t("flights.modifySearch")}
                </button>
              </div>
            </div>
          ) : null}

          {search.status === "ready" && list.length > 0 ? (
            <ProposalList
              key={step}
              proposals={list}
              locale={locale}
              label={step === "returning" ? t("flights.stepReturning") : t("flights.stepOutbound")}
              selectLabel={
                roundTrip && step === "outbound" ? t("flights.selectOutbound") : t("flights.select")
              }
              onSelect={onSelect}
              onDetails={onDetails}
            />
          ) : null}
        </section>
      </div>

      {sheetOpen ? (
        <Dialog
          variant="sheet"
          side="end"
          className="filter-sheet"
          label={t("flights.filters.title")}
          onClose={() => setSheetOpen(false)}
        >
          <FilterPanel
            filters={draft}
            options={options}
            roundTrip={roundTrip}
            locale={locale}
            onChange={setDraft}
          />
          <div className="sheet__actions">
            <button type="button" className="button button--ghost" onClick={() => setSheetOpen(false)}>
              {t("flights.close")}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                pending.current = draft;
                setSheetOpen(false);
              }}
            >
              {t("flights.filters.show", { n: formatNumber(draftCount, locale) })}
            </button>
          </div>
        </Dialog>
      ) : null}

      {detail ? <ProposalDetails proposal={detail} locale={locale} onClose={() => setDetail(null)} /> : null}
    </div>
  );
}
