/**
 * The refund queue's table: request and order numbers, status, destination, what was paid, the
 * penalty and what comes back (USD), when it was asked, and the time left to its 24-hour promise
 * (counting down while the page is open); each row opens the request's dialog.
 */
import type { RefundRequestView } from "@safar/domain";
import { useMemo } from "react";
import { displayDateTime } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { columnHelper, DataTable } from "./data-table";
import { formatTimeLeft, timeLeft } from "./time-left";
import { useNow } from "./use-now";

/** "3 h 12 min left" / "40 min overdue", coloured by urgency, updated every 30 seconds. */
export function TimeLeftText({ dueAt }: { dueAt: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const now = useNow(30_000);
  const left = timeLeft(dueAt, now);
  if (!left) return null;
  return (
    <span className={`bo-due bo-due--${left.urgency}`} data-testid="bo-time-left">
      {formatTimeLeft(left, locale, t)}
    </span>
  );
}

const helper = columnHelper<RefundRequestView>();

export function RefundsTable({
  items,
  paging,
  onOpen,
}: {
  items: RefundRequestView[];
  paging: { page: number; pageSize: number; total: number; href: (page: number) => string };
  onOpen: (request: RefundRequestView) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      helper.accessor("requestNumber", {
        header: t("back-office.refunds.columns.request"),
        cell: (info) => <bdi dir="ltr">{info.getValue()}</bdi>,
      }),
      helper.accessor("orderNumber", {
        header: t("back-office.refunds.columns.order"),
        cell: (info) => <bdi dir="ltr">{info.getValue()}</bdi>,
      }),
      helper.accessor("status", {
        header: t("back-office.refunds.columns.status"),
        cell: (info) => (
          <span className={`bo-badge bo-badge--${info.getValue()}`} data-testid="bo-refund-status">
            {t(`back-office.refunds.status.${info.getValue()}`)}
          </span>
        ),
      }),
      helper.accessor("destination", {
        header: t("back-office.refunds.columns.destination"),
        cell: (info) => t(`back-office.refunds.destination.${info.getValue()}`),
      }),
      helper.accessor("paidAmount", {
        header: t("back-office.refunds.columns.paid"),
        cell: (info) => money(info.getValue(), locale),
      }),
      helper.accessor("penaltyAmount", {
        header: t("back-office.refunds.columns.penalty"),
        cell: (info) => money(info.getValue(), locale),
      }),
      helper.accessor("refundAmount", {
        header: t("back-office.refunds.columns.refund"),
        cell: (info) => <strong>{money(info.getValue(), locale)}</strong>,
      }),
      helper.accessor("createdAt", {
        header: t("back-office.refunds.columns.created"),
        cell: (info) => <time dateTime={info.getValue()}>{displayDateTime(info.getValue(), locale)}</time>,
      }),
      helper.accessor("decisionDueAt", {
        header: t("back-office.refunds.columns.due"),
        cell: (info) =>
          info.row.original.status === "Requested" ? (
            <TimeLeftText dueAt={info.getValue()} />
          ) : (
            <span className="bo-muted">{t("back-office.refunds.decided")}</span>
          ),
      }),
      helper.display({
        id: "open",
        header: t("back-office.refunds.columns.actions"),
        cell: (info) => (
          <button
            type="button"
            className="button bo-button--small"
            onClick={() => onOpen(info.row.original)}
            aria-label={t("back-office.refunds.openLabel", { number: info.row.original.requestNumber })}
          >
            {t("back-office.refunds.open")}
          </button>
        ),
      }),
    ],
    [t, locale, onOpen],
  );
  return (
    <DataTable
      label={t("back-office.refunds.listLabel")}
      data={items}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-refund-row"
      paging={paging}
    />
  );
}
