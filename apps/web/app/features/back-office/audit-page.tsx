/**
 * /back-office/audit (admins): the append-only audit log, newest first: when, who (e-mail and role),
 * what, on which object, from which address, and the before and after of a change. Filtered by
 * operator e-mail, action and object id, paged; the filters live in the URL.
 */
import type { AuditEntry, AuditPage as AuditPageData } from "@safar/domain";
import { useId, useMemo, useState } from "react";
import { displayDateTime } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { Field } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import {
  AUDIT_PAGE_SIZE,
  type AuditFilter,
  isAuditFiltered,
  noAuditFilter,
  paramsFromAuditFilter,
  withParams,
} from "./back-office-query";
import { columnHelper, DataTable } from "./data-table";
import { ListFilters, type ListPaging, ListResults, listPaging, useListLoading } from "./list-parts";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";

const PATH = "/back-office/audit";

/** The actions the server writes (docs/back-office.md), offered as suggestions in the filter. */
export const knownActions = [
  "operator.sign-in",
  "operator.sign-in-failed",
  "operator.locked",
  "operator.sign-out",
  "operator.create",
  "refund.approve",
  "refund.reject",
  "refund.paid-out",
  "currency-rate.set",
  "customer.suspended",
  "customer.active",
  "customer.terminated",
  "charter-flight.create",
  "markup-rule.create",
  "markup-rule.update",
  "voucher.create",
  "payment-gateway.update",
  "order.note",
  "order.cancel-and-refund",
  "order.offline-tickets",
  "order.resend-ticket",
  "order.retry-issuance",
  "list.export",
  "wallet-adjustment.request",
  "wallet-adjustment.approve",
  "wallet-adjustment.reject",
  "wallet-adjustment.apply",
  "hotel.create",
  "hotel.update",
  "hotel-room-type.create",
  "hotel-room-type.update",
  "hotel-rate-plan.create",
  "hotel-rate-plan.update",
  "hotel-calendar.change",
] as const;

/** A known action's name in the page's language; another one as the server wrote it. */
function actionLabel(action: string, t: (key: string) => string): string {
  return (knownActions as readonly string[]).includes(action)
    ? t(`back-office.audit.actions.${action}`)
    : action;
}

export function AuditPage({ state, filter }: { state: PageState<AuditPageData>; filter: AuditFilter }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.audit.title")}>
      {(page) => <AuditLog page={page} filter={filter} />}
    </OperatorPage>
  );
}

function AuditLog({ page, filter }: { page: AuditPageData; filter: AuditFilter }) {
  const { t } = useTranslation();
  const loading = useListLoading(PATH);
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.audit.title")} lead={t("back-office.audit.lead")} />
      <section className="card bo-section" aria-busy={loading}>
        <AuditFilterForm key={JSON.stringify(filter)} filter={filter} />
        <ListResults
          total={page.total}
          countKey="back-office.audit.count"
          countTestId="bo-audit-count"
          empty={page.items.length === 0}
          emptyText={t("back-office.audit.empty")}
        >
          <AuditTable
            items={page.items}
            paging={listPaging(
              PATH,
              { page: filter.page, pageSize: AUDIT_PAGE_SIZE, total: page.total },
              (n) => paramsFromAuditFilter({ ...filter, page: n }),
            )}
          />
        </ListResults>
      </section>
    </div>
  );
}

const helper = columnHelper<AuditEntry>();

function AuditTable({ items, paging }: { items: AuditEntry[]; paging: ListPaging }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      helper.accessor("at", {
        header: t("back-office.audit.columns.at"),
        cell: (info) => <time dateTime={info.getValue()}>{displayDateTime(info.getValue(), locale)}</time>,
      }),
      helper.accessor("operatorEmail", {
        header: t("back-office.audit.columns.operator"),
        cell: (info) => (
          <span className="bo-stack">
            <bdi dir="ltr">{info.getValue() ?? "—"}</bdi>
            {info.row.original.role ? (
              <span className="bo-muted">{t(`back-office.roles.${info.row.original.role}`)}</span>
            ) : null}
          </span>
        ),
      }),
      helper.accessor("action", {
        header: t("back-office.audit.columns.action"),
        cell: (info) => (
          <span className="bo-stack" data-testid="bo-audit-action" data-action={info.getValue()}>
            <span>{actionLabel(info.getValue(), t)}</span>
            <code dir="ltr">{info.getValue()}</code>
          </span>
        ),
      }),
      helper.accessor("objectId", {
        header: t("back-office.audit.columns.object"),
        cell: (info) =>
          info.getValue() ? (
            <span className="bo-stack">
              <span className="bo-muted">{info.row.original.objectType}</span>
              <code dir="ltr" className="bo-id">
                {info.getValue()}
              </code>
            </span>
          ) : (
            "—"
          ),
      }),
      helper.accessor("ip", {
        header: t("back-office.audit.columns.ip"),
        cell: (info) => <bdi dir="ltr">{info.getValue() ?? "—"}</bdi>,
      }),
      helper.display({
        id: "change",
        header: t("back-office.audit.columns.change"),
        cell: (info) => <Change entry={info.row.original} />,
      }),
    ],
    [t, locale],
  );
  return (
    <DataTable
      label={t("back-office.audit.listLabel")}
      data={items}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-audit-row"
      paging={paging}
    />
  );
}

function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.before == null && entry.after == null) return <>—</>;
  return (
    <details className="bo-change">
      <summary>{t("back-office.audit.showChange")}</summary>
      {entry.before != null ? (
        <>
          <p className="bo-muted">{t("back-office.audit.before")}</p>
          <pre dir="ltr">{JSON.stringify(entry.before, null, 2)}</pre>
        </>
      ) : null}
      {entry.after != null ? (
        <>
          <p className="bo-muted">{t("back-office.audit.after")}</p>
          <pre dir="ltr">{JSON.stringify(entry.after, null, 2)}</pre>
        </>
      ) : null}
    </details>
  );
}

function AuditFilterForm({ filter }: { filter: AuditFilter }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(filter);
  const toParams = () =>
    paramsFromAuditFilter({
      operatorEmail: values.operatorEmail.trim().toLowerCase(),
      action: values.action.trim(),
      objectId: values.objectId.trim(),
      page: 1,
    });
  const input = (name: "operatorEmail" | "action" | "objectId") => ({
    id: `${id}-${name}`,
    name,
    className: "input",
    dir: "ltr" as const,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <ListFilters
      className="bo-filter bo-filter--audit"
      toParams={toParams}
      clearTo={isAuditFiltered(filter) ? withParams(PATH, paramsFromAuditFilter(noAuditFilter)) : undefined}
    >
      <Field id={`${id}-operatorEmail`} label={t("back-office.audit.filters.operatorEmail")}>
        <input {...input("operatorEmail")} type="email" maxLength={254} spellCheck={false} />
      </Field>
      <Field id={`${id}-action`} label={t("back-office.audit.filters.action")}>
        <input {...input("action")} list={`${id}-actions`} maxLength={100} spellCheck={false} />
      </Field>
      <datalist id={`${id}-actions`}>
        {knownActions.map((action) => (
          <option key={action} value={action}>
            {actionLabel(action, t)}
          </option>
        ))}
      </datalist>
      <Field id={`${id}-objectId`} label={t("back-office.audit.filters.objectId")}>
        <input {...input("objectId")} maxLength={100} spellCheck={false} />
      </Field>
    </ListFilters>
  );
}
