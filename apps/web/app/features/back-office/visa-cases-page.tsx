/**
 * /back-office/visa-cases (visa officers, issue 15): the cases waiting for them, the longest-waiting
 * first (the server sorts by the time since each case last moved), or the cases of one status; the
 * status and the page live in the URL. Each row opens its case.
 */
import type { VisaCaseQueue, VisaCaseQueueItem } from "@safar/domain";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { displayIsoDate, formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { Field } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { columnHelper, DataTable } from "./data-table";
import { ListFilters, ListResults, listPaging, useListLoading } from "./list-parts";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { formatSpan } from "./time-left";
import { useNow } from "./use-now";
import {
  paramsFromVisaCasesFilter,
  VISA_CASES_PAGE_SIZE,
  VISA_CASES_PATH,
  type VisaCasesFilter,
  visaCaseStatuses,
  waitingMinutes,
} from "./visa-case-rules";
import "./screens.css";
import "./visa-cases.css";

const P = "back-office.visaCases";

export function VisaCasesPage({
  state,
  filter,
}: {
  state: PageState<VisaCaseQueue>;
  filter: VisaCasesFilter;
}) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t(`${P}.title`)}>
      {(queue) => <VisaCasesView queue={queue} filter={filter} />}
    </OperatorPage>
  );
}

function VisaCasesView({ queue, filter }: { queue: VisaCaseQueue; filter: VisaCasesFilter }) {
  const { t } = useTranslation();
  const loading = useListLoading(VISA_CASES_PATH);
  return (
    <div className="bo-page">
      <PageTitle title={t(`${P}.title`)} lead={t(`${P}.lead`)} />
      <section className="card bo-section" aria-labelledby="bo-visa-cases-list" aria-busy={loading}>
        <h2 id="bo-visa-cases-list">{t(`${P}.listTitle`)}</h2>
        <StatusFilter key={filter.status} filter={filter} />
        <ListResults
          total={queue.total}
          countKey={`${P}.count`}
          countTestId="bo-visa-case-count"
          empty={queue.items.length === 0}
          emptyText={t(filter.status ? `${P}.emptyFiltered` : `${P}.empty`)}
          emptyTestId="bo-visa-cases-empty"
        >
          <VisaCasesTable
            items={queue.items}
            paging={listPaging(
              VISA_CASES_PATH,
              { page: filter.page, pageSize: VISA_CASES_PAGE_SIZE, total: queue.total },
              (page) => paramsFromVisaCasesFilter({ ...filter, page }),
            )}
          />
        </ListResults>
      </section>
    </div>
  );
}

/** A case's status as a coloured badge. */
export function VisaCaseStatusBadge({ status }: { status: VisaCaseQueueItem["status"] }) {
  const { t } = useTranslation();
  return (
    <span className={`bo-badge bo-badge--visa-${status}`} data-testid="bo-visa-case-status">
      {t(`${P}.status.${status}`)}
    </span>
  );
}

/** "3 h", "2 d": how long the case has waited, updated every minute. */
function Waiting({ since }: { since: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const now = useNow(60_000);
  const minutes = waitingMinutes(since, now);
  if (minutes === null) return null;
  return (
    <time className="bo-visa-waiting" dateTime={since} data-testid="bo-visa-case-waiting">
      {formatSpan(minutes, locale, t)}
    </time>
  );
}

const helper = columnHelper<VisaCaseQueueItem>();

function VisaCasesTable({
  items,
  paging,
}: {
  items: VisaCaseQueueItem[];
  paging: ReturnType<typeof listPaging>;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      helper.accessor("caseNumber", {
        header: t(`${P}.columns.case`),
        cell: (info) => (
          <Link
            to={`${VISA_CASES_PATH}/${info.row.original.orderId}`}
            data-testid="bo-visa-case-link"
            aria-label={t(`${P}.openLabel`, { number: info.getValue() })}
          >
            <bdi dir="ltr">{info.getValue()}</bdi>
          </Link>
        ),
      }),
      helper.accessor("status", {
        header: t(`${P}.columns.status`),
        cell: (info) => <VisaCaseStatusBadge status={info.getValue()} />,
      }),
      helper.accessor("visaName", {
        header: t(`${P}.columns.visa`),
        cell: (info) => (
          <span className="bo-stack">
            <span>
              {t(`visas.country.${info.row.original.countryCode}`, {
                defaultValue: info.row.original.countryCode,
              })}
            </span>
            <span className="bo-muted">{info.getValue()[locale]}</span>
          </span>
        ),
      }),
      helper.accessor("processing", {
        header: t(`${P}.columns.processing`),
        cell: (info) => t(`visas.processing.${info.getValue()}`, { defaultValue: info.getValue() }),
      }),
      helper.accessor("travelDate", {
        header: t(`${P}.columns.travelDate`),
        cell: (info) => displayIsoDate(info.getValue(), locale),
      }),
      helper.accessor("travellers", {
        header: t(`${P}.columns.travellers`),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      helper.accessor("leadName", {
        header: t(`${P}.columns.lead`),
        cell: (info) => <bdi dir="ltr">{info.getValue()}</bdi>,
      }),
      helper.accessor("waitingSince", {
        header: t(`${P}.columns.waiting`),
        cell: (info) => <Waiting since={info.getValue()} />,
      }),
    ],
    [t, locale],
  );
  return (
    <DataTable
      label={t(`${P}.listTitle`)}
      data={items}
      columns={columns}
      rowId={(row) => row.orderId}
      rowTestId="bo-visa-case-row"
      paging={paging}
    />
  );
}

function StatusFilter({ filter }: { filter: VisaCasesFilter }) {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState(filter.status);
  return (
    <ListFilters
      toParams={() => paramsFromVisaCasesFilter({ status, page: 1 })}
      clearTo={filter.status ? VISA_CASES_PATH : undefined}
    >
      <Field id={`${id}-status`} label={t(`${P}.columns.status`)}>
        <select
          id={`${id}-status`}
          name="status"
          className="input"
          value={status}
          onChange={(event) => setStatus(event.target.value as VisaCasesFilter["status"])}
        >
          <option value="">{t(`${P}.allStatuses`)}</option>
          {visaCaseStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`${P}.status.${value}`)}
            </option>
          ))}
        </select>
      </Field>
    </ListFilters>
  );
}
