/**
 * /back-office/refunds: the refund queue, by default what waits for a decision or for a bank payout
 * (oldest first), or one status; the status and the page live in the URL. A row opens the request;
 * only a role that may decide refunds sees the decisions, and after one the list is read again.
 */
import type { RefundQueuePage, RefundRequestView } from "@safar/domain";
import { useCallback, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { Field } from "../../ui/form-field";
import { may } from "./access";
import {
  paramsFromRefundsFilter,
  REFUNDS_PAGE_SIZE,
  type RefundsFilter,
  refundStatuses,
} from "./back-office-query";
import { ListFilters, ListResults, listPaging, useListLoading } from "./list-parts";
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
  const session = useOperatorSession();
  const revalidator = useRevalidator();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = queue.items.find((item) => item.id === openId) ?? null;
  const onOpen = useCallback((request: RefundRequestView) => setOpenId(request.id), []);
  const loading = useListLoading(PATH);
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.refunds.title")} lead={t("back-office.refunds.lead")} />
      <section className="card bo-section" aria-busy={loading || revalidator.state === "loading"}>
        <StatusFilter key={filter.status} filter={filter} />
        <ListResults
          total={queue.total}
          countKey="back-office.refunds.count"
          countTestId="bo-refund-count"
          empty={queue.items.length === 0}
          emptyText={t(filter.status ? "back-office.refunds.emptyFiltered" : "back-office.refunds.empty")}
          emptyTestId="bo-refunds-empty"
        >
          <RefundsTable
            items={queue.items}
            onOpen={onOpen}
            paging={listPaging(
              PATH,
              { page: filter.page, pageSize: REFUNDS_PAGE_SIZE, total: queue.total },
              (page) => paramsFromRefundsFilter({ ...filter, page }),
            )}
          />
        </ListResults>
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
  const [status, setStatus] = useState(filter.status);
  return (
    <ListFilters
      toParams={() => paramsFromRefundsFilter({ status, page: 1 })}
      clearTo={filter.status ? PATH : undefined}
    >
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
    </ListFilters>
  );
}
