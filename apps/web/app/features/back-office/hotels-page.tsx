/**
 * /back-office/hotels (admins and operations, issue 14): the operator's contracted hotels by
 * destination and a part of their name in any language (the filters in the URL), paged, each with
 * its stars, type, room types and whether it is on sale; "new hotel" opens the property's form in a
 * dialog and goes to the new hotel's page.
 */
import type { HotelPropertySummary } from "@safar/domain";
import { useId, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { Field } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { columnHelper, DataTable } from "./data-table";
import { HOTELS_PAGE_SIZE, type HotelsFilter, paramsFromHotelsFilter } from "./hotel-admin-rules";
import { type HotelCity, NewHotelDialog } from "./hotel-property-form";
import { ListFilters, ListResults, listPaging, useListLoading } from "./list-parts";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import "./screens.css";
import "./hotels.css";

const PATH = "/back-office/hotels";
const P = "back-office.hotels";

export type HotelsData = {
  hotels: { items: HotelPropertySummary[]; total: number };
  cities: HotelCity[];
};

export function HotelsPage({ state, filter }: { state: PageState<HotelsData>; filter: HotelsFilter }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t(`${P}.title`)}>
      {(data) => <HotelsView data={data} filter={filter} />}
    </OperatorPage>
  );
}

function HotelsView({ data, filter }: { data: HotelsData; filter: HotelsFilter }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loading = useListLoading(PATH);
  const [creating, setCreating] = useState(false);
  const filtered = Boolean(filter.cityCode || filter.q);
  return (
    <div className="bo-page">
      <PageTitle title={t(`${P}.title`)} lead={t(`${P}.lead`)}>
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
          {t(`${P}.new`)}
        </button>
      </PageTitle>
      <section className="card bo-section" aria-labelledby="bo-hotels-list" aria-busy={loading}>
        <h2 id="bo-hotels-list">{t(`${P}.listTitle`)}</h2>
        <HotelsFilterForm key={JSON.stringify(filter)} filter={filter} cities={data.cities} />
        <ListResults
          total={data.hotels.total}
          countKey={`${P}.count`}
          countTestId="bo-hotel-count"
          empty={data.hotels.items.length === 0}
          emptyText={t(filtered ? `${P}.emptyFiltered` : `${P}.empty`)}
        >
          <HotelsTable
            items={data.hotels.items}
            cities={data.cities}
            paging={listPaging(
              PATH,
              { page: filter.page, pageSize: HOTELS_PAGE_SIZE, total: data.hotels.total },
              (n) => paramsFromHotelsFilter({ ...filter, page: n }),
            )}
          />
        </ListResults>
      </section>
      {creating ? (
        <NewHotelDialog
          cities={data.cities}
          cityCode={filter.cityCode}
          onClose={() => setCreating(false)}
          onCreated={(hotel) => {
            setCreating(false);
            void navigate(`${PATH}/${hotel.id}`);
          }}
        />
      ) : null}
    </div>
  );
}

const helper = columnHelper<HotelPropertySummary>();

function HotelsTable({
  items,
  cities,
  paging,
}: {
  items: HotelPropertySummary[];
  cities: HotelCity[];
  paging: ReturnType<typeof listPaging>;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(() => {
    const cityName = (code: string) => cities.find((c) => c.code === code)?.name[locale] ?? code;
    return [
      helper.accessor("name", {
        header: t(`${P}.columns.name`),
        cell: (info) => (
          <span className="bo-stack">
            <Link to={`${PATH}/${info.row.original.id}`} data-testid="bo-hotel-link">
              {info.getValue()[locale]}
            </Link>
            <span className="bo-muted">{info.row.original.area[locale]}</span>
          </span>
        ),
      }),
      helper.accessor("cityCode", {
        header: t(`${P}.columns.city`),
        cell: (info) => cityName(info.getValue()),
      }),
      helper.accessor("stars", {
        header: t(`${P}.columns.stars`),
        cell: (info) => (
          <span className="bo-stack">
            <span>{t(`${P}.starsOf`, { n: formatNumber(info.getValue(), locale) })}</span>
            <span className="bo-muted">{t(`hotels.propertyType.${info.row.original.propertyType}`)}</span>
          </span>
        ),
      }),
      helper.accessor("roomTypes", {
        header: t(`${P}.columns.roomTypes`),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      helper.accessor("isActive", {
        header: t(`${P}.columns.sales`),
        cell: (info) => (
          <span className="bo-stack">
            <span className={`bo-badge bo-badge--${info.getValue() ? "open" : "closed"}`}>
              {t(info.getValue() ? `${P}.onSale` : `${P}.offSale`)}
            </span>
            {info.row.original.isDemo ? <span className="bo-muted">{t(`${P}.demo`)}</span> : null}
          </span>
        ),
      }),
    ];
  }, [t, locale, cities]);
  return (
    <DataTable
      label={t(`${P}.listTitle`)}
      data={items}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-hotel-row"
      paging={paging}
    />
  );
}

function HotelsFilterForm({ filter, cities }: { filter: HotelsFilter; cities: HotelCity[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const [values, setValues] = useState(filter);
  return (
    <ListFilters
      toParams={() => paramsFromHotelsFilter({ ...values, q: values.q.trim(), page: 1 })}
      clearTo={filter.cityCode || filter.q ? PATH : undefined}
    >
      <Field id={`${id}-city`} label={t(`${P}.fields.city`)}>
        <select
          id={`${id}-city`}
          name="cityCode"
          className="input"
          value={values.cityCode}
          onChange={(event) => setValues((c) => ({ ...c, cityCode: event.target.value }))}
        >
          <option value="">{t(`${P}.allCities`)}</option>
          {cities.map((city) => (
            <option key={city.code} value={city.code}>
              {city.name[locale]}
            </option>
          ))}
        </select>
      </Field>
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
