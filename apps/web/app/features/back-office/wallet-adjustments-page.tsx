/**
 * /back-office/wallet-adjustments (finance): the adjustments above the approval limit that wait for a
 * second finance operator, or every adjustment of one status; the status and the page live in the
 * URL. A waiting one opens in a dialog to approve (the ledger moves the money at once) or reject with
 * a note; the operator who asked for it is told someone else must decide.
 */
import type { WalletAdjustment } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import type { TFunction } from "i18next";
import { useCallback, useId, useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { displayDateTime } from "../../lib/format";
import { money } from "../../lib/format-money";
import { showApiErrors, showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Dialog } from "../../ui/dialog";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { CsvLink } from "./csv-link";
import { approveWalletAdjustment, rejectWalletAdjustment } from "./customers-api";
import {
  ADJUSTMENTS_PAGE_SIZE,
  type AdjustmentsFilter,
  adjustmentStatuses,
  adjustmentsQuery,
  paramsFromAdjustmentsFilter,
} from "./customers-query";
import { columnHelper, DataTable } from "./data-table";
import { ListFilters, type ListPaging, ListResults, listPaging, useListLoading } from "./list-parts";
import { useOperatorSession } from "./operator-session";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import "./screens.css";

const PATH = "/back-office/wallet-adjustments";

type AdjustmentsPageData = { items: WalletAdjustment[]; total: number };

export function WalletAdjustmentsPage({
  state,
  filter,
}: {
  state: PageState<AdjustmentsPageData>;
  filter: AdjustmentsFilter;
}) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.adjustments.title")}>
      {(page) => <AdjustmentQueue page={page} filter={filter} />}
    </OperatorPage>
  );
}

function AdjustmentQueue({ page, filter }: { page: AdjustmentsPageData; filter: AdjustmentsFilter }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = page.items.find((item) => item.id === openId) ?? null;
  const onOpen = useCallback((adjustment: WalletAdjustment) => setOpenId(adjustment.id), []);
  const loading = useListLoading(PATH);
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.adjustments.title")} lead={t("back-office.adjustments.lead")}>
        <CsvLink path="wallet-adjustments" query={adjustmentsQuery(filter)} />
      </PageTitle>
      <section className="card bo-section" aria-busy={loading || revalidator.state === "loading"}>
        <StatusFilter key={filter.status} filter={filter} />
        <ListResults
          total={page.total}
          countKey="back-office.adjustments.count"
          countTestId="bo-adjustment-count"
          empty={page.items.length === 0}
          emptyText={t(
            filter.status === "pending"
              ? "back-office.adjustments.empty"
              : "back-office.adjustments.emptyFiltered",
          )}
        >
          <AdjustmentsTable
            items={page.items}
            onOpen={onOpen}
            paging={listPaging(
              PATH,
              { page: filter.page, pageSize: ADJUSTMENTS_PAGE_SIZE, total: page.total },
              (n) => paramsFromAdjustmentsFilter({ ...filter, page: n }),
            )}
          />
        </ListResults>
      </section>
      {open ? (
        <AdjustmentDialog
          adjustment={open}
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

/** "+150.00 USD" for a credit, "−20.00 USD" for a debit. */
export function SignedAmount({ amount }: { amount: number }) {
  const { locale } = useLocale();
  return (
    <strong className={amount < 0 ? "bo-debit" : "bo-credit"}>
      {amount < 0 ? "\u2212" : "+"}
      {money(Math.abs(amount), locale)}
    </strong>
  );
}

const helper = columnHelper<WalletAdjustment>();

/** What every list of adjustments shows of one (the queue, a customer's page). */
export function adjustmentColumns(t: TFunction, locale: Locale) {
  return [
    helper.accessor("createdAt", {
      header: t("back-office.adjustments.columns.created"),
      cell: (info) => <time dateTime={info.getValue()}>{displayDateTime(info.getValue(), locale)}</time>,
    }),
    helper.accessor("amount", {
      header: t("back-office.adjustments.columns.amount"),
      cell: (info) => <SignedAmount amount={info.getValue()} />,
    }),
    helper.accessor("reason", { header: t("back-office.adjustments.columns.reason") }),
    helper.accessor("status", {
      header: t("back-office.adjustments.columns.status"),
      cell: (info) => (
        <span className={`bo-badge bo-badge--${info.getValue()}`} data-testid="bo-adjustment-status">
          {t(`back-office.adjustments.status.${info.getValue()}`)}
        </span>
      ),
    }),
    helper.accessor("requestedBy", {
      header: t("back-office.adjustments.columns.requestedBy"),
      cell: (info) => <bdi dir="ltr">{info.getValue()}</bdi>,
    }),
    helper.accessor("decidedBy", {
      header: t("back-office.adjustments.columns.decidedBy"),
      cell: (info) => <bdi dir="ltr">{info.getValue() ?? "—"}</bdi>,
    }),
  ];
}

function AdjustmentsTable({
  items,
  paging,
  onOpen,
}: {
  items: WalletAdjustment[];
  paging: ListPaging;
  onOpen: (adjustment: WalletAdjustment) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      ...adjustmentColumns(t, locale),
      helper.display({
        id: "open",
        header: t("back-office.adjustments.columns.actions"),
        cell: (info) => (
          <span className="bo-row-actions">
            <Link
              className="button bo-button--small"
              to={`/back-office/customers/${info.row.original.userId}`}
            >
              {t("back-office.adjustments.customer")}
            </Link>
            {info.row.original.status === "pending" ? (
              <button
                type="button"
                className="button bo-button--small"
                onClick={() => onOpen(info.row.original)}
              >
                {t("back-office.adjustments.decide")}
              </button>
            ) : null}
          </span>
        ),
      }),
    ],
    [t, locale, onOpen],
  );
  return (
    <DataTable
      label={t("back-office.adjustments.listLabel")}
      data={items}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-adjustment-row"
      paging={paging}
    />
  );
}

function AdjustmentDialog({
  adjustment,
  onClose,
  onDecided,
}: {
  adjustment: WalletAdjustment;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const session = useOperatorSession();
  const own = session?.operator.email === adjustment.requestedBy;
  const [approving, setApproving] = useState(false);
  const approve = async () => {
    if (approving) return;
    setApproving(true);
    try {
      await approveWalletAdjustment(adjustment.id);
      void showToast("success", t("back-office.adjustments.approved"));
      onDecided();
    } catch (error) {
      void showApiErrors(error, t);
    } finally {
      setApproving(false);
    }
  };
  const reject = useFormSubmit(
    { note: "" },
    {
      check: ({ note }) =>
        note.trim()
          ? { ok: true, data: note.trim() }
          : { ok: false, errors: { note: "WALLET_ADJUSTMENT_REASON_REQUIRED" } },
      fields: ["note"],
      send: async (note: string) => {
        await rejectWalletAdjustment(adjustment.id, note);
        void showToast("success", t("back-office.adjustments.rejected"));
        onDecided();
      },
    },
  );
  const noteError = reject.errors.note ? t(reject.errors.note) : undefined;
  return (
    <Dialog
      variant="sheet"
      side="center"
      title={t("back-office.adjustments.detailTitle")}
      closeLabel={t("back-office.close")}
      closeOnBack={false}
      className="bo-dialog"
      onClose={onClose}
    >
      <div className="bo-dialog__body" data-testid="bo-adjustment-detail">
        <dl className="bo-facts">
          <div>
            <dt>{t("back-office.adjustments.columns.amount")}</dt>
            <dd>
              <SignedAmount amount={adjustment.amount} />
            </dd>
          </div>
          <div>
            <dt>{t("back-office.adjustments.columns.reason")}</dt>
            <dd>{adjustment.reason}</dd>
          </div>
          <div>
            <dt>{t("back-office.adjustments.columns.requestedBy")}</dt>
            <dd>
              <bdi dir="ltr">{adjustment.requestedBy}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t("back-office.adjustments.columns.created")}</dt>
            <dd>
              <time dateTime={adjustment.createdAt}>{displayDateTime(adjustment.createdAt, locale)}</time>
            </dd>
          </div>
        </dl>
        {own ? (
          <p className="bo-note" data-testid="bo-own-adjustment">
            {t("back-office.adjustments.own")}
          </p>
        ) : (
          <>
            <div className="bo-decision">
              <h3>{t("back-office.adjustments.approveTitle")}</h3>
              <p className="bo-muted">{t("back-office.adjustments.approveText")}</p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void approve()}
                disabled={approving}
                aria-busy={approving}
              >
                {t("back-office.adjustments.approve")}
              </button>
            </div>
            <form className="bo-form bo-decision" onSubmit={(event) => void reject.submit(event)} noValidate>
              <h3>{t("back-office.adjustments.rejectTitle")}</h3>
              <Field id={`${id}-note`} label={t("back-office.adjustments.note")} error={noteError}>
                <textarea
                  {...inputProps(`${id}-note`, noteError)}
                  name="note"
                  className="input"
                  rows={2}
                  maxLength={500}
                  value={reject.values.note}
                  onChange={(event) => reject.setValue("note", event.target.value)}
                />
              </Field>
              <button type="submit" className="button" disabled={reject.busy} aria-busy={reject.busy}>
                {t("back-office.adjustments.reject")}
              </button>
            </form>
          </>
        )}
      </div>
    </Dialog>
  );
}

function StatusFilter({ filter }: { filter: AdjustmentsFilter }) {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState(filter.status || "all");
  const toParams = () => {
    const next = status === "all" ? "" : (status as AdjustmentsFilter["status"]);
    return paramsFromAdjustmentsFilter({ status: next, page: 1 });
  };
  return (
    <ListFilters toParams={toParams}>
      <Field id={`${id}-status`} label={t("back-office.adjustments.columns.status")}>
        <select
          id={`${id}-status`}
          name="status"
          className="input"
          value={status}
          onChange={(event) => setStatus(event.target.value as typeof status)}
        >
          {adjustmentStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`back-office.adjustments.status.${value}`)}
            </option>
          ))}
          <option value="all">{t("back-office.adjustments.status.all")}</option>
        </select>
      </Field>
    </ListFilters>
  );
}
