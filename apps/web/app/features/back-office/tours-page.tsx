/**
 * /back-office/tours (admins and operations, issue 16): every tour, on sale or not, the demo seed's
 * marked, filtered by destination, kind, sales and a part of the title in any language (the filters
 * in the URL), each with its length, its departures ahead and seats left; "new tour" opens the tour's
 * form in a dialog and goes to the new tour's page (its photos and departures there).
 */
import { useId, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { displayIsoDate, formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { Field } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { SelectField } from "./admin-fields";
import { columnHelper, DataTable } from "./data-table";
import { ListFilters, ListResults } from "./list-parts";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import {
  filterTours,
  isFiltered,
  paramsFromToursFilter,
  type TourRow,
  type ToursFilter,
} from "./tour-admin-rules";
import type { TourChoices } from "./tour-form";
import { NewTourDialog } from "./tour-form";
import "./screens.css";
import "./hotels.css";
import "./tours.css";

const PATH = "/back-office/tours";
const P = "back-office.tours";

export type ToursData = TourChoices & { tours: TourRow[] };

export function ToursPage({ state, filter }: { state: PageState<ToursData>; filter: ToursFilter }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t(`${P}.title`)}>
      {(data) => <ToursView data={data} filter={filter} />}
    </OperatorPage>
  );
}

function ToursView({ data, filter }: { data: ToursData; filter: ToursFilter }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const shown = filterTours(data.tours, filter);
  return (
    <div className="bo-page">
      <PageTitle title={t(`${P}.title`)} lead={t(`${P}.lead`)}>
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          {t(`${P}.new`)}
        </button>
      </PageTitle>
      <section className="card bo-section" aria-labelledby="bo-tours-list">
        <h2 id="bo-tours-list">{t(`${P}.listTitle`)}</h2>
        <ToursFilterForm key={JSON.stringify(filter)} filter={filter} data={data} />
        <ListResults
          total={shown.length}
          countKey={`${P}.count`}
          countTestId="bo-tour-count"
          empty={shown.length === 0}
          emptyText={t(isFiltered(filter) ? `${P}.emptyFiltered` : `${P}.empty`)}
        >
          <ToursTable items={shown} data={data} />
        </ListResults>
      </section>
      {creating ? (
        <NewTourDialog
          choices={data}
          destination={filter.destination}
          onClose={() => setCreating(false)}
          onCreated={(tour) => {
            setCreating(false);
            void navigate(`${PATH}/${tour.id}`);
          }}
        />
      ) : null}
    </div>
  );
}

const helper = columnHelper<TourRow>();

function ToursTable({ items, data }: { items: TourRow[]; data: ToursData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(() => {
    const n = (value: number) => formatNumber(value, locale);
    const cityName = (code: string) =>
      data.destinations.find((d) => d.cityCode === code)?.name[locale] ?? code;
    return [
      helper.accessor("title", {
        header: t(`${P}.columns.title`),
        cell: (info) => (
          <span className="bo-stack">
            <Link to={`${PATH}/${info.row.original.id}`} data-testid="bo-tour-link">
              {info.getValue()[locale]}
            </Link>
            <span className="bo-muted">{t(`tours.kind.${info.row.original.kind}`)}</span>
          </span>
        ),
      }),
      helper.accessor("destination", {
        header: t(`${P}.columns.destination`),
        cell: (info) => cityName(info.getValue()),
      }),
      helper.accessor("days", {
        header: t(`${P}.columns.length`),
        cell: (info) =>
          t(`${P}.length`, {
            days: n(info.getValue()),
            nights: n(info.row.original.nights),
          }),
      }),
      helper.accessor("departuresAhead", {
        header: t(`${P}.columns.departures`),
        cell: (info) => {
          const row = info.row.original;
          return (
            <span className="bo-stack">
              <span>
                {t(`${P}.departuresAhead`, { n: n(row.departuresAhead), seats: n(row.seatsLeftAhead) })}
              </span>
              {row.nextDeparture ? (
                <span className="bo-muted">
                  {t(`${P}.next`, { date: displayIsoDate(row.nextDeparture, locale) })}
                </span>
              ) : null}
            </span>
          );
        },
      }),
      helper.accessor("onSale", {
        header: t(`${P}.columns.sales`),
        cell: (info) => (
          <span className="bo-stack">
            <span className={`bo-badge bo-badge--${info.getValue() ? "open" : "closed"}`}>
              {t(info.getValue() ? `${P}.onSale` : `${P}.offSale`)}
            </span>
            {info.row.original.isDemo ? (
              <span className="bo-muted" data-testid="bo-tour-demo">
                {t(`${P}.demo`)}
              </span>
            ) : null}
          </span>
        ),
      }),
    ];
  }, [t, locale, data.destinations]);
  return (
    <DataTable
      label={t(`${P}.listTitle`)}
      data={items}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-tour-row"
    />
  );
}

function ToursFilterForm({ filter, data }: { filter: ToursFilter; data: ToursData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const [values, setValues] = useState(filter);
  const select = (name: "destination" | "kind" | "sales", label: string, options: [string, string][]) => (
    <SelectField
      prefix={id}
      name={name}
      label={label}
      value={values[name]}
      onChange={(value) => setValues((c) => ({ ...c, [name]: value }))}
      errors={{}}
      options={options}
    />
  );
  return (
    <ListFilters
      toParams={() => paramsFromToursFilter({ ...values, q: values.q.trim() })}
      clearTo={isFiltered(filter) ? PATH : undefined}
    >
      {select("destination", t(`${P}.fields.destination`), [
        ["", t(`${P}.allDestinations`)],
        ...data.destinations.map((d): [string, string] => [d.cityCode, d.name[locale]]),
      ])}
      {select("kind", t(`${P}.fields.kind`), [
        ["", t(`${P}.allKinds`)],
        ["Pilgrimage", t("tours.kind.Pilgrimage")],
        ["Leisure", t("tours.kind.Leisure")],
      ])}
      {select("sales", t(`${P}.columns.sales`), [
        ["", t(`${P}.allSales`)],
        ["on", t(`${P}.onSale`)],
        ["off", t(`${P}.offSale`)],
      ])}
      <Field id={`${id}-q`} label={t(`${P}.search`)}>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          className="input"
          value={values.q}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setValues((c) => ({ ...c, q: event.target.value }))}
        />
      </Field>
    </ListFilters>
  );
}
