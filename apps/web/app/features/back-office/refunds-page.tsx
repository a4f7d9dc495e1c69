/**
 * /back-office/refunds: the refund queue, by default what waits for a decision or for a bank payout
 * (oldest first), or one status; the status and the page live in the URL. A row opens the request;
 * only a role that may decide refunds sees the decisions, and after one the list is read again.
 */
import type { RefundQueuePage, RefundRequestView } from "@safar/domain";
import { type FormEvent, useCallback, useId, useState } from "react";
import { Link, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { Field } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { may } from "./access";
import {
  paramsFromRefundsFilter,
  REFUNDS_PAGE_SIZE,
  type RefundsFilter,
  refundStatuses,
  withParams,
} from "./back-office-query";
import { useOperatorSession } from "./operator-session";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { RefundDialog } from "./refund-dialog";
import { RefundsTable } from "./refunds-table";

const PATH = "/back-office/refunds";

export function RefundsPage({ state, filter }: { state: PageState<RefundQueuePage>; filter: RefundsFilter }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.refunds.title")}>
      {(queue) => <RefundQueue queue={queue} filter={filter} />}
    </OperatorPage>
  );
}

function RefundQueue({ queue, filter }: { queue: RefundQueuePage; filter: RefundsFilter }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const session = useOperatorSession();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = queue.items.find((item) => item.id === openId) ?? null;
  const onOpen = useCallback((request: RefundRequestView) => setOpenId(request.id), []);
  const loading = navigation.state === "loading" && navigation.location.pathname === PATH;
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.refunds.title")} lead={t("back-office.refunds.lead")} />
      <section className="card bo-section" aria-busy={loading || revalidator.state === "loading"}>
        <StatusFilter key={filter.status} filter={filter} />
        <p className="bo-muted" role="status" data-testid="bo-refund-count">
          {t("back-office.refunds.count", { total: formatNumber(queue.total, locale) })}
        </p>
        {queue.items.length === 0 ? (
          <p className="bo-empty" data-testid="bo-refunds-empty">
            {t(filter.status ? "back-office.refunds.emptyFiltered" : "back-office.refunds.empty")}
          </p>
        ) : (
          <RefundsTable
            items={queue.items}
            onOpen={onOpen}
            paging={{
              page: filter.page,
              pageSize: REFUNDS_PAGE_SIZE,
              total: queue.total,
              href: (page) => withParams(PATH, paramsFromRefundsFilter({ ...filter, page })),
            }}
          />
        )}
      </section>
      {open ? (
        <RefundDialog
          request={open}
          canDecide={may(session, "refunds:decide")}
          onClose={() => setOpenId(null)}
          onDecided={() => {
            setOpenId(null);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </div>
  );
}

function StatusFilter({ filter }: { filter: RefundsFilter }) {
  const { t } = useTranslation();
  const id = useId();
  const [, setParams] = useSearchParams();
  const [status, setStatus] = useState(filter.status);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsFromRefundsFilter({ status, page: 1 }), { preventScrollReset: true });
  };
  return (
    <form className="bo-filter" onSubmit={apply} aria-label={t("back-office.filters.title")}>
      <Field id={`${id}-status`} label={t("back-office.refunds.columns.status")}>
        <select
          id={`${id}-status`}
          name="status"
          className="input"
          value={status}
          onChange={(event) => setStatus(event.target.value as RefundsFilter["status"])}
        >
          <option value="">{t("back-office.refunds.status.waiting")}</option>
          {refundStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`back-office.refunds.status.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="bo-filter__actions">
        <button type="submit" className="button button--primary">
          {t("back-office.filters.apply")}
        </button>
        {filter.status ? (
          <Link className="button" to={PATH} preventScrollReset>
            {t("back-office.filters.clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
