/**
 * /back-office/orders: one search box for whatever support has at hand (an order number, a tracking
 * number, a PNR, a ticket number, a phone number in any form or an e-mail: the server reads it), the
 * status, the product and the registration days (Baghdad), newest first; every filter and the page
 * live in the URL, and the CSV link exports what they select. A row's number opens the order.
 */
import type { BackOfficeOrder } from "@safar/domain";
import { type FormEvent, useId, useMemo, useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import type { FieldErrors } from "../../lib/form-errors";
import { displayDateTime, formatNumber, nameIn } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { withParams } from "./back-office-query";
import { CsvLink } from "./csv-link";
import { columnHelper, DataTable } from "./data-table";
import {
  dayFromParam,
  isInvertedRange,
  isOrdersFiltered,
  ORDERS_PAGE_SIZE,
  type OrdersFilter,
  orderProducts,
  ordersQuery,
  paramsFromOrdersFilter,
} from "./orders-query";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import "./screens.css";
import "./orders.css";

export const ORDERS_PATH = "/back-office/orders";

type OrdersPageData = { items: BackOfficeOrder[]; total: number };

export function OrdersPage({ state, filter }: { state: PageState<OrdersPageData>; filter: OrdersFilter }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.orders.title")}>
      {(page) => <OrderList page={page} filter={filter} />}
    </OperatorPage>
  );
}

function OrderList({ page, filter }: { page: OrdersPageData; filter: OrdersFilter }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === ORDERS_PATH;
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.orders.title")} lead={t("back-office.orders.lead")}>
        <CsvLink path="orders" query={ordersQuery(filter)} />
      </PageTitle>
      <section className="card bo-section" aria-busy={loading}>
        <OrdersFilterForm key={JSON.stringify(filter)} filter={filter} />
        <p className="bo-muted" role="status" data-testid="bo-order-count">
          {t("back-office.orders.count", { total: formatNumber(page.total, locale) })}
        </p>
        {page.items.length === 0 ? (
          <p className="bo-empty" data-testid="bo-orders-empty">
            {t(isOrdersFiltered(filter) ? "back-office.orders.emptyFiltered" : "back-office.orders.empty")}
          </p>
        ) : (
          <OrdersTable
            items={page.items}
            paging={{
              page: filter.page,
              pageSize: ORDERS_PAGE_SIZE,
              total: page.total,
              href: (n) => withParams(ORDERS_PATH, paramsFromOrdersFilter({ ...filter, page: n })),
            }}
          />
        )}
      </section>
    </div>
  );
}

/** An order's status as a badge, in the customer's pages' words (the `trips` namespace). */
export function OrderStatusBadge({ status }: { status: BackOfficeOrder["status"] }) {
  const { t } = useTranslation();
  return (
    <span className={`bo-badge bo-order-status bo-order-status--${status}`} data-testid="bo-order-status">
      {t(`trips.status.${status}`, { defaultValue: status })}
    </span>
  );
}

const helper = columnHelper<BackOfficeOrder>();

function OrdersTable({
  items,
  paging,
}: {
  items: BackOfficeOrder[];
  paging: { page: number; pageSize: number; total: number; href: (page: number) => string };
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      helper.accessor("orderNumber", {
        header: t("back-office.orders.columns.number"),
        cell: (info) => (
          <Link
            to={`${ORDERS_PATH}/${info.row.original.orderId}`}
            aria-label={t("back-office.orders.openLabel", { number: info.getValue() })}
          >
            <bdi dir="ltr">{info.getValue()}</bdi>
          </Link>
        ),
      }),
      helper.accessor("status", {
        header: t("back-office.orders.columns.status"),
        cell: (info) => <OrderStatusBadge status={info.getValue()} />,
      }),
      helper.accessor("type", {
        header: t("back-office.orders.columns.product"),
        cell: (info) => t(`trips.type.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      helper.accessor("trip", {
        header: t("back-office.orders.columns.trip"),
        cell: (info) => {
          const trip = info.getValue();
          if (!trip) return "—";
          return (
            <span className="bo-stack">
              <span>
                {t("trips.route", {
                  from: nameIn(trip.originName, locale),
                  to: nameIn(trip.destinationName, locale),
                })}
              </span>
              <time className="bo-muted" dateTime={trip.departureTime}>
                {displayDateTime(trip.departureTime, locale)}
              </time>
            </span>
          );
        },
      }),
      helper.accessor("contact", {
        header: t("back-office.orders.columns.contact"),
        cell: (info) => (
          <span className="bo-stack">
            <bdi dir="ltr">{info.getValue().phoneNumber}</bdi>
            {info.getValue().email ? (
              <bdi dir="ltr" className="bo-muted">
                {info.getValue().email}
              </bdi>
            ) : null}
          </span>
        ),
      }),
      helper.accessor("payableAmount", {
        header: t("back-office.orders.columns.amount"),
        cell: (info) => money(info.getValue(), locale),
      }),
      helper.accessor("registrationTime", {
        header: t("back-office.orders.columns.registered"),
        cell: (info) => <time dateTime={info.getValue()}>{displayDateTime(info.getValue(), locale)}</time>,
      }),
    ],
    [t, locale],
  );
  return (
    <DataTable
      label={t("back-office.orders.listLabel")}
      data={items}
      columns={columns}
      rowId={(row) => row.orderId}
      rowTestId="bo-order-row"
      paging={paging}
    />
  );
}

const orderStatusOptions = [
  "Created",
  "Submitted",
  "Approved",
  "Rejected",
  "InProgress",
  "PaymentSuccessful",
  "PaymentFailed",
  "Paid",
  "ConfirmSuccessful",
  "ConfirmFailed",
  "FinalizationPending",
  "Successful",
  "Failed",
  "RefundSuccessful",
  "RefundFailed",
] as const satisfies readonly BackOfficeOrder["status"][];

function OrdersFilterForm({ filter }: { filter: OrdersFilter }) {
  const { t } = useTranslation();
  const id = useId();
  const [, setParams] = useSearchParams();
  const [values, setValues] = useState(filter);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof OrdersFilter) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const from = dayFromParam(values.from);
    const to = dayFromParam(values.to);
    if (isInvertedRange(from, to)) {
      setErrors({ to: "DATE_RANGE_IS_INVALID" });
      event.currentTarget.querySelector<HTMLElement>('[name="to"]')?.focus();
      return;
    }
    setErrors({});
    setParams(paramsFromOrdersFilter({ ...values, q: values.q.trim(), from, to, page: 1 }), {
      preventScrollReset: true,
    });
  };
  const toError = errors.to ? t(errors.to) : undefined;
  return (
    <form
      className="bo-filter bo-filter--orders"
      onSubmit={apply}
      noValidate
      aria-label={t("back-office.filters.title")}
    >
      <Field id={`${id}-q`} label={t("back-office.orders.search")} hint={t("back-office.orders.searchHint")}>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          className="input"
          value={values.q}
          maxLength={100}
          spellCheck={false}
          autoComplete="off"
          onChange={set("q")}
        />
      </Field>
      <Field id={`${id}-status`} label={t("back-office.orders.columns.status")}>
        <select
          id={`${id}-status`}
          name="status"
          className="input"
          value={values.status}
          onChange={set("status")}
        >
          <option value="">{t("back-office.orders.allStatuses")}</option>
          {orderStatusOptions.map((value) => (
            <option key={value} value={value}>
              {t(`trips.status.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-type`} label={t("back-office.orders.columns.product")}>
        <select id={`${id}-type`} name="type" className="input" value={values.type} onChange={set("type")}>
          <option value="">{t("back-office.orders.allProducts")}</option>
          {orderProducts.map((value) => (
            <option key={value} value={value}>
              {t(`trips.type.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-from`} label={t("back-office.orders.from")}>
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          className="input"
          value={values.from}
          onChange={set("from")}
        />
      </Field>
      <Field id={`${id}-to`} label={t("back-office.orders.to")} error={toError}>
        <input
          {...inputProps(`${id}-to`, toError)}
          name="to"
          type="date"
          className="input"
          value={values.to}
          min={values.from || undefined}
          onChange={set("to")}
        />
      </Field>
      <div className="bo-filter__actions">
        <button type="submit" className="button button--primary">
          {t("back-office.filters.apply")}
        </button>
        {isOrdersFiltered(filter) ? (
          <Link className="button" to={ORDERS_PATH} preventScrollReset>
            {t("back-office.filters.clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
