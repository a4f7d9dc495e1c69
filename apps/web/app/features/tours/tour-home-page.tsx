/**
 * /tour-home (issue 16): the tours on sale as cards, with the filters (destination, month of
 * departure, budget per adult) kept in the URL. The server renders the page with the tours of the
 * URL's filters (tours-data.server.ts); a change of filter is a navigation (Back returns to the
 * previous choice) during which the cards give way to skeletons. No tour for the filters says so
 * with a way to see them all; a failed list says so with a retry.
 */
import type { Locale } from "@safar/domain/site-config";
import { TOUR_BUDGET_STEPS, type TourList } from "@safar/domain/tour";
import { useId } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { counted } from "../../lib/counted";
import { formatNumber, nameIn } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { useRetry } from "../../lib/page-data";
import { useTranslation } from "../../lib/use-translation";
import { PageHeader } from "../../ui/page-header";
import { useLocale } from "../../ui/use-locale";
import { TourCardSkeleton, TourCardView } from "./tour-card";
import { activeFilterCount, NO_TOUR_FILTERS, type TourFilters, withFilters } from "./tour-filters";
import { monthLabel } from "./tour-format";
import type { TourHomeData } from "./tours-data";
import "../../ui/form-field.css";
import "./tours.css";

const SKELETONS = 4;

export function TourHomePage({ data }: { data: TourHomeData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  // A new choice of filters is loading: the cards give way to skeletons.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/tour-home";
  const choose = (filters: TourFilters) =>
    setParams((current) => withFilters(current, filters), { preventScrollReset: true });
  const list = data.list.ok ? data.list.value : null;

  return (
    <div className="page container tour-home">
      <PageHeader title={t("meta.tourHome.title")} lead={t("meta.tourHome.description")} />
      {list ? <Filters filters={data.filters} list={list} locale={locale} onChange={choose} /> : null}
      <section className="tour-results" aria-labelledby="tour-results-count" aria-busy={loading}>
        {loading ? (
          <>
            <p id="tour-results-count" className="tour-results__count" aria-live="polite">
              {t("tours.list.loading")}
            </p>
            <ul className="tour-cards">
              {Array.from({ length: SKELETONS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, never reordered
                <li key={i}>
                  <TourCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        ) : list ? (
          <Results list={list} filters={data.filters} locale={locale} params={params} />
        ) : (
          <LoadFailed keys={data.list.ok ? [] : data.list.keys} />
        )}
      </section>
    </div>
  );
}

function Filters({
  filters,
  list,
  locale,
  onChange,
}: {
  filters: TourFilters;
  list: TourList;
  locale: Locale;
  onChange: (filters: TourFilters) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  // A value of the URL the answer does not offer (a month without departures) stays choosable.
  const months =
    filters.month && !list.months.includes(filters.month) ? [filters.month, ...list.months] : list.months;
  const budgets: readonly number[] =
    filters.budget !== null && !TOUR_BUDGET_STEPS.some((b) => b === filters.budget)
      ? [...TOUR_BUDGET_STEPS, filters.budget].sort((a, b) => a - b)
      : TOUR_BUDGET_STEPS;
  const destinations =
    filters.destination && !list.destinations.some((d) => d.cityCode === filters.destination)
      ? [...list.destinations, { cityCode: filters.destination, name: null, tourCount: 0 }]
      : list.destinations;
  return (
    <form
      className="tour-filters card"
      aria-label={t("tours.filters.title")}
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-destination`}>
          {t("tours.filters.destination")}
        </label>
        <select
          id={`${id}-destination`}
          name="destination"
          className="input"
          value={filters.destination ?? ""}
          onChange={(event) => onChange({ ...filters, destination: event.target.value || null })}
        >
          <option value="">{t("tours.filters.anyDestination")}</option>
          {destinations.map((d) => (
            <option key={d.cityCode} value={d.cityCode}>
              {d.name
                ? t("tours.filters.destinationOption", {
                    name: nameIn(d.name, locale),
                    count: formatNumber(d.tourCount, locale),
                  })
                : d.cityCode}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-month`}>
          {t("tours.filters.month")}
        </label>
        <select
          id={`${id}-month`}
          name="month"
          className="input"
          value={filters.month ?? ""}
          onChange={(event) => onChange({ ...filters, month: event.target.value || null })}
        >
          <option value="">{t("tours.filters.anyMonth")}</option>
          {months.map((month) => (
            <option key={month} value={month}>
              {monthLabel(month, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-budget`}>
          {t("tours.filters.budget")}
        </label>
        <select
          id={`${id}-budget`}
          name="budget"
          className="input"
          value={filters.budget === null ? "" : String(filters.budget)}
          onChange={(event) =>
            onChange({ ...filters, budget: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{t("tours.filters.anyBudget")}</option>
          {budgets.map((budget) => (
            <option key={budget} value={budget}>
              {t("tours.filters.upTo", { amount: money(budget) })}
            </option>
          ))}
        </select>
      </div>
      {activeFilterCount(filters) > 0 ? (
        <button
          type="button"
          className="button button--ghost tour-filters__clear"
          onClick={() => onChange(NO_TOUR_FILTERS)}
        >
          {t("tours.filters.clear")}
        </button>
      ) : null}
    </form>
  );
}

function Results({
  list,
  filters,
  locale,
  params,
}: {
  list: TourList;
  filters: TourFilters;
  locale: Locale;
  params: URLSearchParams;
}) {
  const { t } = useTranslation();
  const filtered = activeFilterCount(filters) > 0;
  const count = (
    <p id="tour-results-count" className="tour-results__count" aria-live="polite" data-testid="tour-count">
      {counted(t, "tours.count.tours", list.tours.length, locale)}
    </p>
  );
  if (list.tours.length === 0)
    return (
      <>
        {count}
        <div className="tour-empty card" data-testid="tour-empty">
          <h2>{t(filtered ? "tours.list.emptyTitle" : "tours.list.noneTitle")}</h2>
          <p>{t(filtered ? "tours.list.emptyText" : "tours.list.noneText")}</p>
          {filtered ? (
            <Link
              className="button button--primary"
              to={{ search: withFilters(params, NO_TOUR_FILTERS).toString() }}
              preventScrollReset
            >
              {t("tours.list.showAll")}
            </Link>
          ) : null}
        </div>
      </>
    );
  return (
    <>
      {count}
      <ul className="tour-cards">
        {list.tours.map((tour, index) => (
          <li key={tour.id}>
            <TourCardView tour={tour} locale={locale} eager={index < 2} />
          </li>
        ))}
      </ul>
    </>
  );
}

function LoadFailed({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  return (
    <div className="tour-empty card" role="alert" data-testid="tour-load-error">
      <h2>{t("tours.list.errorTitle")}</h2>
      <ul>
        {(keys.length ? keys : ["GENERIC_ERROR"]).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <button type="button" className="button button--primary" disabled={retrying} onClick={retry}>
        {t("tours.list.retry")}
      </button>
    </div>
  );
}
