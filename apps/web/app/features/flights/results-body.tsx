/**
 * The results of a search (spec §2 results): the filters (a side panel, a sheet on phones), the
 * count and sort, the chosen outbound of a round trip, the windowed list, an empty or failed search
 * with its ways on, and a proposal's details. The page renders it for each state of its search:
 * loading (skeletons), the outcome, or an incomplete search.
 */
import { SortOption, TripType } from "@safar/domain/enum-values";
import { filterOptionsFor } from "@safar/domain/flight-filter-options";
import { applyFlightFilters, clearFlightFilters } from "@safar/domain/flight-filters";
import type { FlightFilters } from "@safar/domain/flight-filters-schema";
import type { CalendarDay } from "@safar/domain/flight-search";
import type { FlightProposal } from "@safar/domain/flights";
import type { Locale } from "@safar/domain/site-config";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../lib/api";
import { activeFilterCount, type FlightQuery, type ResultsView } from "../../lib/flight-search-params";
import { formatNumber } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { displayDate } from "../../ui/date-field";
import { Dialog } from "../../ui/dialog";
import { overlayHistory } from "../../ui/overlay-history";
import { FilterPanel } from "./filter-panel";
import { ProposalSkeleton } from "./proposal-card";
import { ProposalDetails } from "./proposal-details";
import { ProposalList } from "./proposal-list";
import { calendarRoute, type SearchState } from "./results-data";

const sortOptions = [
  SortOption.Cheapest,
  SortOption.MostExpensive,
  SortOption.Earliest,
  SortOption.Latest,
  SortOption.Fastest,
  SortOption.Direct,
  SortOption.Promotions,
] as const;

const NO_PROPOSALS: FlightProposal[] = [];

export type ResultsBodyProps = {
  search: SearchState;
  query: FlightQuery;
  view: ResultsView;
  /** Writes the view into the URL (`push`: a history entry, e.g. the chosen outbound). */
  setView: (next: ResultsView, push?: boolean) => void;
  /** The price strip's days (other days to try when this one has nothing); null until they come. */
  days: CalendarDay[] | null;
  today: string;
  locale: Locale;
  onEdit: () => void;
  /** Searches again (a failed search). */
  onRetry: () => void;
  onChooseDay: (day: string) => void;
};

export function ResultsBody({
  search,
  query,
  view,
  setView,
  days,
  today,
  locale,
  onEdit,
  onRetry,
  onChooseDay,
}: ResultsBodyProps) {
  const money = useMoney();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roundTrip = query.tripType === TripType.RoundTrip;

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

  const activeFilters = activeFilterCount(view.filters);

  return (
    <>
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
                  {outbound.flightGroups[0]?.flightNumber} · {money(outbound.totalPrice)}
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
                <button type="button" className="button button--primary" onClick={onEdit}>
                  {t("flights.modifySearch")}
                </button>
                <button type="button" className="button button--ghost" onClick={onRetry}>
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
                <OtherDays days={days} query={query} today={today} locale={locale} onChoose={onChooseDay} />
                <button type="button" className="button button--ghost" onClick={onEdit}>
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
    </>
  );
}

/** Up to three other days with flights, cheapest first (from the price strip's answer). */
function OtherDays({
  days,
  query,
  today,
  locale,
  onChoose,
}: {
  days: CalendarDay[] | null;
  query: FlightQuery;
  today: string;
  locale: Locale;
  onChoose: (day: string) => void;
}) {
  const money = useMoney();
  const { t } = useTranslation();
  const selected = calendarRoute(query)?.departureDate ?? "";
  const otherDays = (days ?? [])
    .filter((d) => d.lowestPrice !== null && d.date !== selected && d.date >= today)
    .sort((a, b) => (a.lowestPrice ?? 0) - (b.lowestPrice ?? 0))
    .slice(0, 3);
  return otherDays.map((day) => (
    <button key={day.date} type="button" className="button button--ghost" onClick={() => onChoose(day.date)}>
      {t("flights.tryDay", {
        date: displayDate(day.date, locale, { weekday: "short", day: "numeric", month: "short" }),
        price: money(day.lowestPrice ?? 0),
      })}
    </button>
  ));
}
