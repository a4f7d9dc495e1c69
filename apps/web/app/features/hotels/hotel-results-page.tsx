/**
 * Hotel results (issue 14, /hotels/{cityCode}?checkIn=&checkOut=&rooms=): the heading with the
 * city, the dates and the guests, "modify search", the count, the sort and the filters (kept in the
 * URL beside the search), and the cards. A visitor's first page comes with its results from the
 * server; otherwise the search runs in the browser (hotel-results-data.ts). An invalid URL shows the box with its errors; an empty
 * answer suggests a day earlier and a day later; a failed one says so and searches again on retry.
 */

import { stayNights } from "@safar/domain/hotel-rules";
import type { HotelCard } from "@safar/domain/hotel-search";
import type { Locale } from "@safar/domain/site-config";
import { useCallback, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { counted } from "../../lib/counted";
import { formatNumber } from "../../lib/format";
import { hotelPageUrl, hotelSearchQuery } from "../../lib/hotel-search-params";
import { useRetry, useSettled } from "../../lib/page-data";
import { useTranslation } from "../../lib/use-translation";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { displayDate } from "../../ui/date-field";
import { useLocale } from "../../ui/use-locale";
import { cityName } from "./city-search";
import { HotelCardSkeleton, HotelCardView } from "./hotel-card";
import { HotelFilterPanel } from "./hotel-filter-panel";
import type { HotelResultsData, SearchOutcome } from "./hotel-results-data";
import {
  activeFilterCount,
  applyHotelView,
  HOTEL_SORTS,
  type HotelSort,
  type HotelView,
  hotelFilterOptions,
  noHotelFilters,
  parseHotelView,
  withHotelView,
} from "./hotel-results-view";
import { HotelSearchBox } from "./hotel-search-box";
import { shiftStay } from "./hotel-search-form";
import { baghdadToday } from "./hotel-today";
import { roomsSummary } from "./rooms-summary";
import "./hotels.css";

const NO_CARDS: HotelCard[] = [];

export function HotelResultsPage({ data }: { data: HotelResultsData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [editing, setEditing] = useState(false);
  const running = useSettled(data.search?.outcome);
  const outcome = data.settled ?? running;
  const cityLabel = data.city ? cityName(data.city, locale) : data.cityCode;
  const initialForm = useMemo(
    () => ({
      ...data.form,
      city: data.form.city ? { code: data.form.city.code, label: cityLabel } : null,
    }),
    [data.form, cityLabel],
  );
  const errors = outcome?.status === "invalid" ? outcome.errors : data.errors;
  const invalid = data.query === null || outcome?.status === "invalid";
  const query = data.query;

  return (
    <div className="page container hotel-results">
      <header className="hotel-results__head">
        <Breadcrumbs items={[{ label: t("nav.hotels"), to: "/hotel-home" }, { label: cityLabel }]} />
        <h1>{t("hotels.results.title", { city: cityLabel })}</h1>
        {query ? (
          <p className="hotel-results__summary">
            <span>
              {displayDate(query.checkIn, locale, { weekday: "short", day: "numeric", month: "short" })}
              {" – "}
              {displayDate(query.checkOut, locale, { weekday: "short", day: "numeric", month: "short" })}
            </span>
            <span>
              {counted(
                t,
                "hotels.count.nights",
                outcome?.status === "ready" ? outcome.answer.nights : nightsOf(query),
                locale,
              )}
            </span>
            <span>{roomsSummary(query.rooms, locale, t)}</span>
          </p>
        ) : null}
        {invalid ? null : (
          <button
            type="button"
            className="button button--ghost hotel-results__modify"
            aria-expanded={editing}
            onClick={() => setEditing((e) => !e)}
          >
            {t("hotels.modifySearch")}
          </button>
        )}
      </header>

      {editing || invalid ? (
        <HotelSearchBox
          key={JSON.stringify([errors, data.form])}
          locale={locale}
          initial={initialForm}
          initialErrors={errors}
          onSubmitted={() => setEditing(false)}
        />
      ) : null}

      {query && !invalid ? (
        <ResultsBody outcome={outcome} query={query} locale={locale} onEdit={() => setEditing(true)} />
      ) : null}
    </div>
  );
}

const nightsOf = (query: { checkIn: string; checkOut: string }) =>
  stayNights(query.checkIn, query.checkOut) ?? 0;

function ResultsBody({
  outcome,
  query,
  locale,
  onEdit,
}: {
  outcome: SearchOutcome | undefined;
  query: NonNullable<HotelResultsData["query"]>;
  locale: Locale;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseHotelView(params), [params]);
  const setView = useCallback(
    (next: HotelView) => {
      setParams((current) => withHotelView(current, next), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  const setFilters = useCallback(
    (filters: HotelView["filters"]) => setView({ ...view, filters }),
    [setView, view],
  );
  const [filtersOpen, setFiltersOpen] = useState(false);

  const cards = outcome?.status === "ready" ? outcome.answer.hotels : NO_CARDS;
  const nights = outcome?.status === "ready" ? outcome.answer.nights : nightsOf(query);
  const options = useMemo(() => hotelFilterOptions(cards), [cards]);
  const shown = useMemo(() => applyHotelView(cards, view), [cards, view]);
  const active = activeFilterCount(view.filters);
  const loading = outcome === undefined;
  /** The filters' column while the results come and when there are results to filter. */
  const withFilters = loading || cards.length > 0;

  return (
    <div className={`hotel-results__layout${withFilters ? "" : " hotel-results__layout--alone"}`}>
      {withFilters ? (
        <aside
          id="hotel-filters"
          className="hotel-filters card"
          data-open={filtersOpen ? "" : undefined}
          aria-label={t("hotels.filters.title")}
        >
          {outcome?.status === "ready" ? (
            <HotelFilterPanel
              filters={view.filters}
              options={options}
              locale={locale}
              onChange={setFilters}
            />
          ) : (
            <div className="skeleton" aria-hidden="true">
              <div className="skeleton__line" />
              <div className="skeleton__line skeleton__line--short" />
              <div className="skeleton__line" />
            </div>
          )}
        </aside>
      ) : null}

      <section className="hotel-results__main" aria-labelledby="hotel-results-count">
        <div className="hotel-toolbar">
          <p id="hotel-results-count" className="hotel-toolbar__count" aria-live="polite">
            {outcome?.status === "ready"
              ? active && shown.length !== cards.length
                ? t("hotels.results.countOf", {
                    shown: counted(t, "hotels.count.hotels", shown.length, locale),
                    total: formatNumber(cards.length, locale),
                  })
                : counted(t, "hotels.count.hotels", shown.length, locale)
              : loading
                ? t("hotels.results.searching")
                : ""}
          </p>
          <label className="hotel-toolbar__sort">
            <span>{t("hotels.sort.label")}</span>
            <select
              className="input"
              name="sort"
              value={view.sort}
              disabled={outcome?.status !== "ready"}
              onChange={(e) => setView({ ...view, sort: e.target.value as HotelSort })}
            >
              {HOTEL_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`hotels.sort.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button button--ghost hotel-toolbar__filters"
            aria-expanded={filtersOpen}
            aria-controls={withFilters ? "hotel-filters" : undefined}
            disabled={outcome?.status !== "ready" || !withFilters}
            onClick={() => setFiltersOpen((o) => !o)}
          >
            {t("hotels.filters.title")}
            {active ? <span className="hotel-toolbar__badge">{formatNumber(active, locale)}</span> : null}
          </button>
        </div>

        {loading ? (
          <div className="hotel-list" aria-hidden="true">
            <HotelCardSkeleton />
            <HotelCardSkeleton />
            <HotelCardSkeleton />
          </div>
        ) : null}

        {outcome?.status === "error" ? (
          <div className="hotel-results__state card" role="alert">
            <h2>{t("hotels.results.errorTitle")}</h2>
            <ul>
              {outcome.keys.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
            <div className="hotel-results__actions">
              <button type="button" className="button button--primary" disabled={retrying} onClick={retry}>
                {t("hotels.retry")}
              </button>
              <button type="button" className="button button--ghost" onClick={onEdit}>
                {t("hotels.modifySearch")}
              </button>
            </div>
          </div>
        ) : null}

        {outcome?.status === "ready" && cards.length === 0 ? (
          <EmptyStay query={query} locale={locale} onEdit={onEdit} />
        ) : null}

        {outcome?.status === "ready" && cards.length > 0 && shown.length === 0 ? (
          <div className="hotel-results__state card" data-testid="hotel-results-filtered">
            <h2>{t("hotels.results.emptyFiltered")}</h2>
            <div className="hotel-results__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => setFilters(noHotelFilters)}
              >
                {t("hotels.filters.clear")}
              </button>
            </div>
          </div>
        ) : null}

        {shown.length > 0 ? (
          <ul className="hotel-list" aria-label={t("hotels.results.listLabel")}>
            {shown.map((card, index) => (
              <li key={card.hotelId}>
                <HotelCardView
                  card={card}
                  href={hotelPageUrl(query, card.hotelId)}
                  nights={nights}
                  locale={locale}
                  eager={index === 0}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

/** No hotel for these dates: the same search a day earlier (not before today) and a day later. */
function EmptyStay({
  query,
  locale,
  onEdit,
}: {
  query: NonNullable<HotelResultsData["query"]>;
  locale: Locale;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const earlier = shiftStay(query, -1);
  const later = shiftStay(query, 1);
  const day = (iso: string) => displayDate(iso, locale, { weekday: "short", day: "numeric", month: "short" });
  return (
    <div className="hotel-results__state card" data-testid="hotel-results-empty">
      <h2>{t("hotels.results.empty")}</h2>
      <p>{t("hotels.results.emptyHint")}</p>
      <div className="hotel-results__actions">
        {earlier.checkIn >= baghdadToday() ? (
          <Link
            className="button button--ghost"
            to={`/hotels/${query.cityCode}?${hotelSearchQuery(earlier)}`}
          >
            {t("hotels.results.dayEarlier", { from: day(earlier.checkIn), to: day(earlier.checkOut) })}
          </Link>
        ) : null}
        <Link className="button button--ghost" to={`/hotels/${query.cityCode}?${hotelSearchQuery(later)}`}>
          {t("hotels.results.dayLater", { from: day(later.checkIn), to: day(later.checkOut) })}
        </Link>
        <button type="button" className="button button--ghost" onClick={onEdit}>
          {t("hotels.modifySearch")}
        </button>
      </div>
    </div>
  );
}
