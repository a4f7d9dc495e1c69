/**
 * /back-office/charters (admins and operations): the charter flights, soonest first, by route and
 * departure days (the filters in the URL), with their seats sold and held and whether they are on
 * sale; each one's sales opened or closed with a button (customers' searches follow at once; seats
 * held stay). Below, the form that creates one (charter-form.tsx).
 */
import type { CharterFlightAdmin, CharterReferences } from "@safar/domain";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { clock, displayIsoDate, formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { Field } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { CharterForm } from "./charter-form";
import {
  CHARTERS_PAGE_SIZE,
  type ChartersFilter,
  chartersQuery,
  isChartersFiltered,
  paramsFromChartersFilter,
} from "./charter-rules";
import { setCharterSales } from "./charters-api";
import { CsvLink } from "./csv-link";
import { columnHelper, DataTable } from "./data-table";
import { ListFilters, type ListPaging, ListResults, listPaging, useListLoading } from "./list-parts";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { SwitchButton } from "./switch-controls";
import "./screens.css";

const PATH = "/back-office/charters";

export type ChartersData = {
  flights: { items: CharterFlightAdmin[]; total: number };
  references: CharterReferences;
};

export function ChartersPage({ state, filter }: { state: PageState<ChartersData>; filter: ChartersFilter }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.charters.title")}>
      {(data) => <ChartersView data={data} filter={filter} />}
    </OperatorPage>
  );
}

function ChartersView({ data, filter }: { data: ChartersData; filter: ChartersFilter }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const loading = useListLoading(PATH);
  const { flights } = data;
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.charters.title")} lead={t("back-office.charters.lead")}>
        <CsvLink path="charter-flights" query={chartersQuery(filter)} />
      </PageTitle>
      <section
        className="card bo-section"
        aria-labelledby="bo-charters-list"
        aria-busy={loading || revalidator.state === "loading"}
      >
        <h2 id="bo-charters-list">{t("back-office.charters.listTitle")}</h2>
        <ChartersFilterForm key={JSON.stringify(filter)} filter={filter} />
        <ListResults
          total={flights.total}
          countKey="back-office.charters.count"
          countTestId="bo-charter-count"
          empty={flights.items.length === 0}
          emptyText={t(
            isChartersFiltered(filter) ? "back-office.charters.emptyFiltered" : "back-office.charters.empty",
          )}
        >
          <ChartersTable
            items={flights.items}
            onChanged={() => void revalidator.revalidate()}
            paging={listPaging(
              PATH,
              { page: filter.page, pageSize: CHARTERS_PAGE_SIZE, total: flights.total },
              (n) => paramsFromChartersFilter({ ...filter, page: n }),
            )}
          />
        </ListResults>
      </section>
      <CharterForm references={data.references} onCreated={() => void revalidator.revalidate()} />
    </div>
  );
}

function SalesButton({ flight, onChanged }: { flight: CharterFlightAdmin; onChanged: () => void }) {
  const { t } = useTranslation();
  const open = !flight.isActive;
  const number = flight.flightNumber;
  return (
    <SwitchButton
      on={open}
      run={async () => {
        await setCharterSales(flight.id, open);
        onChanged();
      }}
      done={t(open ? "back-office.charters.opened" : "back-office.charters.closed", { number })}
      label={t(open ? "back-office.charters.open" : "back-office.charters.close")}
      ariaLabel={t(open ? "back-office.charters.openLabel" : "back-office.charters.closeLabel", { number })}
    />
  );
}

const helper = columnHelper<CharterFlightAdmin>();

function ChartersTable({
  items,
  paging,
  onChanged,
}: {
  items: CharterFlightAdmin[];
  paging: ListPaging;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(() => {
    const n = (value: number) => formatNumber(value, locale);
    return [
      helper.accessor("flightNumber", {
        header: t("back-office.charters.columns.flight"),
        cell: (info) => (
          <span className="bo-stack">
            <bdi dir="ltr">{info.getValue()}</bdi>
            <bdi className="bo-muted" dir="ltr">
              {[info.row.original.origin, ...info.row.original.stops, info.row.original.destination].join(
                " → ",
              )}
            </bdi>
            {info.row.original.stops.length > 0 ? (
              <span className="bo-muted">
                {t("back-office.charters.stopsCount", { count: n(info.row.original.stops.length) })}
              </span>
            ) : null}
          </span>
        ),
      }),
      helper.accessor("departureAt", {
        header: t("back-office.charters.columns.departure"),
        cell: (info) => (
          <span className="bo-stack">
            <span>{displayIsoDate(info.row.original.departureDate, locale)}</span>
            <time className="bo-muted" dateTime={info.getValue()}>
              {t("back-office.charters.baghdadTime", { time: clock(info.getValue(), locale) })}
            </time>
          </span>
        ),
      }),
      helper.accessor("aircraftCode", {
        header: t("back-office.charters.columns.aircraft"),
        cell: (info) => (
          <span className="bo-stack">
            <bdi dir="ltr">{info.getValue()}</bdi>
            <span className="bo-muted">
              {t("back-office.charters.fareClassOf", { fareClass: info.row.original.fareClass })}
            </span>
          </span>
        ),
      }),
      helper.display({
        id: "seats",
        header: t("back-office.charters.columns.seats"),
        cell: (info) => {
          const f = info.row.original;
          return (
            <span className="bo-stack" data-testid="bo-charter-seats">
              <span>
                {t("back-office.charters.seatsSold", { sold: n(f.seatsSold), total: n(f.seatsTotal) })}
              </span>
              <span className="bo-muted">
                {t("back-office.charters.seatsHeld", {
                  held: n(f.seatsHeld),
                  left: n(Math.max(0, f.seatsTotal - f.seatsSold - f.seatsHeld)),
                })}
              </span>
            </span>
          );
        },
      }),
      helper.accessor("adultFare", {
        header: t("back-office.charters.columns.adultFare"),
        cell: (info) => money(info.getValue(), locale),
      }),
      helper.accessor("isActive", {
        header: t("back-office.charters.columns.sales"),
        cell: (info) => (
          <span
            className={`bo-badge bo-badge--${info.getValue() ? "open" : "closed"}`}
            data-testid="bo-charter-sales"
          >
            {t(info.getValue() ? "back-office.charters.onSale" : "back-office.charters.offSale")}
          </span>
        ),
      }),
      helper.display({
        id: "open",
        header: t("back-office.charters.columns.actions"),
        cell: (info) => <SalesButton flight={info.row.original} onChanged={onChanged} />,
      }),
    ];
  }, [t, locale, onChanged]);
  return (
    <DataTable
      label={t("back-office.charters.listTitle")}
      data={items}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-charter-row"
      paging={paging}
    />
  );
}

function ChartersFilterForm({ filter }: { filter: ChartersFilter }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(filter);
  const toParams = () => {
    const code = (text: string) => text.trim().toUpperCase();
    return paramsFromChartersFilter({
      ...values,
      origin: code(values.origin),
      destination: code(values.destination),
      page: 1,
    });
  };
  const input = (name: "origin" | "destination" | "from" | "to") => ({
    id: `${id}-${name}`,
    name,
    className: "input",
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <ListFilters
      className="bo-filter bo-filter--charters"
      toParams={toParams}
      clearTo={isChartersFiltered(filter) ? PATH : undefined}
    >
      <Field id={`${id}-origin`} label={t("back-office.charters.fields.origin")}>
        <input {...input("origin")} dir="ltr" maxLength={3} autoComplete="off" spellCheck={false} />
      </Field>
      <Field id={`${id}-destination`} label={t("back-office.charters.fields.destination")}>
        <input {...input("destination")} dir="ltr" maxLength={3} autoComplete="off" spellCheck={false} />
      </Field>
      <Field id={`${id}-from`} label={t("back-office.charters.filters.from")}>
        <input {...input("from")} type="date" />
      </Field>
      <Field id={`${id}-to`} label={t("back-office.charters.filters.to")}>
        <input {...input("to")} type="date" />
      </Field>
    </ListFilters>
  );
}
