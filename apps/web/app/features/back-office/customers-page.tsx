/**
 * /back-office/customers: one search box (a phone number in any form, an e-mail or a name) and the
 * account's status, newest first; the search, the status and the page live in the URL. A row opens
 * the customer's page.
 */
import type { BackOfficeCustomer } from "@safar/domain";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { displayDateTime } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { Field } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { CsvLink } from "./csv-link";
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomersFilter,
  customerStatuses,
  customersQuery,
  paramsFromCustomersFilter,
} from "./customers-query";
import { columnHelper, DataTable } from "./data-table";
import { ListFilters, type ListPaging, ListResults, listPaging, useListLoading } from "./list-parts";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import "./screens.css";

const PATH = "/back-office/customers";

type CustomersPageData = { items: BackOfficeCustomer[]; total: number };

export function CustomersPage({
  state,
  filter,
}: {
  state: PageState<CustomersPageData>;
  filter: CustomersFilter;
}) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.customers.title")}>
      {(page) => <CustomerList page={page} filter={filter} />}
    </OperatorPage>
  );
}

function CustomerList({ page, filter }: { page: CustomersPageData; filter: CustomersFilter }) {
  const { t } = useTranslation();
  const loading = useListLoading(PATH);
  const filtered = filter.q !== "" || filter.status !== "";
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.customers.title")} lead={t("back-office.customers.lead")}>
        <CsvLink path="customers" query={customersQuery(filter)} />
      </PageTitle>
      <section className="card bo-section" aria-busy={loading}>
        <CustomersFilterForm key={JSON.stringify(filter)} filter={filter} />
        <ListResults
          total={page.total}
          countKey="back-office.customers.count"
          countTestId="bo-customer-count"
          empty={page.items.length === 0}
          emptyText={t(filtered ? "back-office.customers.emptyFiltered" : "back-office.customers.empty")}
        >
          <CustomersTable
            items={page.items}
            paging={listPaging(
              PATH,
              { page: filter.page, pageSize: CUSTOMERS_PAGE_SIZE, total: page.total },
              (n) => paramsFromCustomersFilter({ ...filter, page: n }),
            )}
          />
        </ListResults>
      </section>
    </div>
  );
}

/** "Sara Ali", or the phone number when the account has no name yet. */
export function customerName(customer: BackOfficeCustomer): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(" ");
}

export function CustomerStatusBadge({ status }: { status: BackOfficeCustomer["status"] }) {
  const { t } = useTranslation();
  return (
    <span className={`bo-badge bo-badge--${status}`} data-testid="bo-customer-status">
      {t(`back-office.customers.status.${status}`)}
    </span>
  );
}

const helper = columnHelper<BackOfficeCustomer>();

function CustomersTable({ items, paging }: { items: BackOfficeCustomer[]; paging: ListPaging }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      helper.display({
        id: "name",
        header: t("back-office.customers.columns.name"),
        cell: (info) => {
          const customer = info.row.original;
          const name = customerName(customer);
          return (
            <Link
              to={`${PATH}/${customer.userId}`}
              aria-label={t("back-office.customers.openLabel", { name: name || customer.phoneNumber || "" })}
            >
              {name || t("back-office.customers.noName")}
            </Link>
          );
        },
      }),
      helper.accessor("phoneNumber", {
        header: t("back-office.customers.columns.phone"),
        cell: (info) => <bdi dir="ltr">{info.getValue() ?? "—"}</bdi>,
      }),
      helper.accessor("email", {
        header: t("back-office.customers.columns.email"),
        cell: (info) => <bdi dir="ltr">{info.getValue() ?? "—"}</bdi>,
      }),
      helper.accessor("status", {
        header: t("back-office.customers.columns.status"),
        cell: (info) => <CustomerStatusBadge status={info.getValue()} />,
      }),
      helper.accessor("createdAt", {
        header: t("back-office.customers.columns.created"),
        cell: (info) => <time dateTime={info.getValue()}>{displayDateTime(info.getValue(), locale)}</time>,
      }),
      helper.accessor("lastSignInAt", {
        header: t("back-office.customers.columns.lastSignIn"),
        cell: (info) => {
          const at = info.getValue();
          return at ? (
            <time dateTime={at}>{displayDateTime(at, locale)}</time>
          ) : (
            t("back-office.customers.never")
          );
        },
      }),
    ],
    [t, locale],
  );
  return (
    <DataTable
      label={t("back-office.customers.listLabel")}
      data={items}
      columns={columns}
      rowId={(row) => row.userId}
      rowTestId="bo-customer-row"
      paging={paging}
    />
  );
}

function CustomersFilterForm({ filter }: { filter: CustomersFilter }) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState(filter.q);
  const [status, setStatus] = useState(filter.status);
  return (
    <ListFilters
      className="bo-filter bo-filter--customers"
      toParams={() => paramsFromCustomersFilter({ q: q.trim(), status, page: 1 })}
      clearTo={filter.q || filter.status ? PATH : undefined}
    >
      <Field
        id={`${id}-q`}
        label={t("back-office.customers.search")}
        hint={t("back-office.customers.searchHint")}
      >
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          className="input"
          value={q}
          maxLength={100}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setQ(event.target.value)}
        />
      </Field>
      <Field id={`${id}-status`} label={t("back-office.customers.columns.status")}>
        <select
          id={`${id}-status`}
          name="status"
          className="input"
          value={status}
          onChange={(event) => setStatus(event.target.value as CustomersFilter["status"])}
        >
          <option value="">{t("back-office.customers.status.all")}</option>
          {customerStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`back-office.customers.status.${value}`)}
            </option>
          ))}
        </select>
      </Field>
    </ListFilters>
  );
}
