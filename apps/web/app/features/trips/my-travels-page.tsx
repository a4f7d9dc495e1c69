/**
 * /profile/my-travels (issue 12, spec §2, §3 order, §4 statuses): the customer's orders, newest
 * first, filtered by product type, status, departure dates and order number (the filters live in
 * the URL) and paged; each trip with its route, dates, travellers, status label and amount (a hotel
 * order with its hotel, city, stay's days, nights and rooms), and a link to its details. A skeleton while loading, an empty state with a way to search flights, an
 * error with a retry.
 */
import type { OrderSummary } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import type { FieldErrors } from "../../lib/form-errors";
import { formatNumber, nameIn } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { stayLine } from "./stay-row";
import { StatusBadge, TripDates, TripRoute, TripsError, tripDay } from "./trip-parts";
import type { MyTravelsData } from "./trips-data";
import {
  checkTripsFilter,
  isFiltered,
  noTripsFilter,
  orderNumberOf,
  TRIP_PRODUCT_TYPES,
  TRIP_STATUSES,
  type TripsFilter,
  tripDetailsPath,
  tripsFilterFromParams,
  tripsPageCount,
  tripsParamsFromFilter,
} from "./trips-query";
import "../../ui/form-field.css";
import "./trips.css";

type Ready = Extract<MyTravelsData, { status: "ready" }>;

export function MyTravelsPage({ data }: { data: MyTravelsData }) {
  const { t } = useTranslation();
  return data.status === "error" ? (
    <TripsError
      title={t("profile.myTravels")}
      message={data.message}
      back={
        isFiltered(data.filter) ? { to: "/profile/my-travels", label: t("trips.filters.clear") } : undefined
      }
    />
  ) : (
    <MyTravels data={data} />
  );
}

/**
 * The loading placeholder (the server's HTML while the page's data loads): the page's own head and
 * filter form (already usable, from the URL's filters), then placeholder rows of a trip's height,
 * so the page does not jump (and the footer does not leap away) when the orders come.
 */
export function MyTravelsSkeleton() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filter = tripsFilterFromParams(params);
  return (
    <section className="card trips-page" aria-busy="true" aria-labelledby="trips-title">
      <div className="trips-head">
        <h2 id="trips-title">{t("profile.myTravels")}</h2>
        <p className="trips-muted">{t("trips.lead")}</p>
      </div>
      <TripsFilterForm filter={filter} />
      <p className="trips-muted" role="status">
        {t("trips.loading")}
      </p>
      <ul className="trip-list" aria-hidden="true">
        {SKELETON_ROWS.map((n) => (
          <li key={n} className="trip-row trip-row--skeleton skeleton">
            <div className="skeleton__line" />
            <div className="skeleton__line skeleton__line--short" />
          </li>
        ))}
      </ul>
    </section>
  );
}

const SKELETON_ROWS = [0, 1, 2, 3];

function MyTravels({ data }: { data: Ready }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const { filter, orders } = data;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/profile/my-travels";
  const filtered = isFiltered(filter);
  const pages = tripsPageCount(orders.totalCount);
  return (
    <section className="card trips-page" aria-labelledby="trips-title" aria-busy={loading}>
      <div className="trips-head">
        <h2 id="trips-title">{t("profile.myTravels")}</h2>
        <p className="trips-muted">{t("trips.lead")}</p>
      </div>
      <TripsFilterForm key={JSON.stringify(filter)} filter={filter} />
      <p className="trips-muted" role="status" data-testid="trips-count">
        {t("trips.count", { total: formatNumber(orders.totalCount, locale) })}
      </p>
      {orders.items.length === 0 ? (
        <div className="trips-empty" data-testid="trips-empty">
          <p className="trips-empty__title">
            {t(filtered ? "trips.empty.filteredTitle" : "trips.empty.title")}
          </p>
          <p>{t(filtered ? "trips.empty.filtered" : "trips.empty.text")}</p>
          {filtered ? (
            <Link className="button" to="/profile/my-travels">
              {t("trips.filters.clear")}
            </Link>
          ) : (
            <Link className="button button--primary" to="/">
              {t("trips.empty.search")}
            </Link>
          )}
        </div>
      ) : (
        <ul className="trip-list" aria-label={t("trips.listLabel")}>
          {orders.items.map((order) => (
            <TripRow key={order.orderId} order={order} locale={locale} />
          ))}
        </ul>
      )}
      {pages > 1 ? <Pager filter={filter} pages={pages} locale={locale} /> : null}
    </section>
  );
}

function TripRow({ order, locale }: { order: OrderSummary; locale: Locale }) {
  const { t } = useTranslation();
  const money = useMoney(order.paidCurrency);
  const titleId = useId();
  const stay = order.stay && !order.trip ? stayLine(order.stay, locale, t) : null;
  const count = formatNumber(order.travellersCount, locale);
  return (
    <li className="trip-row" data-testid="trip-row" data-order-number={order.orderNumber}>
      <div className="trip-row__main">
        <h3 id={titleId} className="trip-row__title">
          {order.trip ? (
            <TripRoute trip={order.trip} locale={locale} />
          ) : stay ? (
            <span className="trip-route">{stay.hotel}</span>
          ) : order.visa ? (
            <span className="trip-route" data-testid="trip-visa">
              {nameIn(order.visa.countryName, locale)} · {nameIn(order.visa.name, locale)}
            </span>
          ) : order.tour ? (
            <span className="trip-route" data-testid="trip-tour">
              {nameIn(order.tour.title, locale)} · {nameIn(order.tour.destination, locale)}
            </span>
          ) : (
            t(`trips.type.${order.type}`)
          )}
        </h3>
        <p className="trip-row__meta">
          <span>{t(`trips.type.${order.type}`, { defaultValue: order.type })}</span>
          {order.trip ? <span>{t(order.trip.isRoundTrip ? "trips.roundTrip" : "trips.oneWay")}</span> : null}
          {stay ? (
            <>
              <span>{stay.city}</span>
              <span>{stay.nights}</span>
              <span>{stay.rooms}</span>
              <span>{t("trips.stay.guests", { count })}</span>
            </>
          ) : (
            <span>{t("trips.travellers", { count })}</span>
          )}
        </p>
        {order.trip ? (
          <p className="trip-row__dates">
            <TripDates trip={order.trip} locale={locale} />
          </p>
        ) : stay ? (
          <p className="trip-row__dates">
            <span className="trip-dates">{stay.dates}</span>
          </p>
        ) : order.tour ? (
          <p className="trip-row__dates">
            <span className="trip-dates">
              {tripDay(`${order.tour.date}T12:00:00Z`, locale)} –{" "}
              {tripDay(`${order.tour.returnDate}T12:00:00Z`, locale)}
            </span>
          </p>
        ) : order.visa ? (
          <p className="trip-row__dates">
            <span className="trip-dates">
              {t("visas.trip.travelDate", { date: tripDay(`${order.visa.travelDate}T12:00:00Z`, locale) })}
            </span>
          </p>
        ) : null}
        <p className="trip-row__numbers trips-muted">
          {t("trips.orderNumber")} <bdi dir="ltr">{order.orderNumber}</bdi> ·{" "}
          {t("trips.orderedOn", { date: tripDay(order.registrationTime, locale) })}
        </p>
      </div>
      <div className="trip-row__side">
        <StatusBadge status={order.status} hotel={order.stay !== null} visa={order.visa !== null} />
        <strong className="trip-row__amount">{money(order.payableAmount)}</strong>
        <Link className="button" to={tripDetailsPath(order)} aria-describedby={titleId}>
          {t("trips.details")}
        </Link>
      </div>
    </li>
  );
}

function TripsFilterForm({ filter }: { filter: TripsFilter }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [values, setValues] = useState({
    type: filter.type,
    status: filter.status,
    from: filter.from,
    to: filter.to,
    orderNumber: filter.orderNumber,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const refused = checkTripsFilter(values);
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
    setParams(
      tripsParamsFromFilter({
        ...noTripsFilter,
        ...values,
        orderNumber: values.orderNumber.trim() ? (orderNumberOf(values.orderNumber) ?? "") : "",
      }),
      { preventScrollReset: true },
    );
  };
  const error = (name: string) => (errors[name] ? t(errors[name] as string) : undefined);
  return (
    <form className="trips-filter" onSubmit={apply} aria-label={t("trips.filters.title")} noValidate>
      <Field id={`${id}-type`} label={t("trips.filters.type")}>
        <select className="input" id={`${id}-type`} name="type" value={values.type} onChange={set("type")}>
          <option value="">{t("trips.filters.allTypes")}</option>
          {TRIP_PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`trips.type.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-status`} label={t("trips.filters.status")}>
        <select
          className="input"
          id={`${id}-status`}
          name="status"
          value={values.status}
          onChange={set("status")}
        >
          <option value="">{t("trips.filters.allStatuses")}</option>
          {TRIP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`trips.status.${status}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-from`} label={t("trips.filters.from")} error={error("from")}>
        <input
          {...inputProps(`${id}-from`, errors.from)}
          className="input"
          name="from"
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={set("from")}
        />
      </Field>
      <Field id={`${id}-to`} label={t("trips.filters.to")} error={error("to")}>
        <input
          {...inputProps(`${id}-to`, errors.to)}
          className="input"
          name="to"
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={set("to")}
        />
      </Field>
      <Field id={`${id}-number`} label={t("trips.filters.orderNumber")} error={error("orderNumber")}>
        <input
          {...inputProps(`${id}-number`, errors.orderNumber)}
          className="input"
          name="orderNumber"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={values.orderNumber}
          onChange={set("orderNumber")}
        />
      </Field>
      <div className="trips-actions trips-filter__actions">
        <button type="submit" className="button button--primary">
          {t("trips.filters.apply")}
        </button>
        {isFiltered(filter) ? (
          <Link className="button" to="/profile/my-travels">
            {t("trips.filters.clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function Pager({ filter, pages, locale }: { filter: TripsFilter; pages: number; locale: Locale }) {
  const { t } = useTranslation();
  const to = (page: number) => {
    const query = tripsParamsFromFilter({ ...filter, page }).toString();
    return `/profile/my-travels${query ? `?${query}` : ""}`;
  };
  const page = Math.min(filter.page, pages);
  return (
    <nav className="trips-pager" aria-label={t("trips.pager.label")}>
      {page > 1 ? (
        <Link className="button" to={to(page - 1)} rel="prev" preventScrollReset={false}>
          {t("trips.pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="trips-muted">
        {t("trips.pager.position", { page: formatNumber(page, locale), pages: formatNumber(pages, locale) })}
      </span>
      {page < pages ? (
        <Link className="button" to={to(page + 1)} rel="next">
          {t("trips.pager.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
