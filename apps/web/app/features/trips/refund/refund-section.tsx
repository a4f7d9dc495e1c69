/**
 * A flight order page's refund section: the refund status, the refundable amount, the requests and
 * the refund form.
 */
import { type CurrentUserOrderDetails, isRefundableOrder, type RefundRequestView } from "@safar/domain";
import { displayDateTime } from "../../../lib/format";
import { useMoney } from "../../../lib/format-money";
import { useRetry } from "../../../lib/page-data";
import { useTranslation } from "../../../lib/use-translation";
import { useLocale } from "../../../ui/use-locale";
import { RefundAction } from "./refund-action";

export function RefundSection({
  order,
  refunds,
}: {
  order: CurrentUserOrderDetails;
  refunds: RefundRequestView[] | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  const { retry } = useRetry();
  return (
    <section className="card" aria-labelledby="refund-title" data-testid="order-refund">
      <h2 id="refund-title">{t("trips.refund.title")}</h2>
      <dl className="order-price">
        <div>
          <dt>{t("trips.refund.status")}</dt>
          <dd>{t(`trips.refund.state.${order.refundStatus}`)}</dd>
        </div>
        <div>
          <dt>{t("trips.refund.refundable")}</dt>
          <dd>{money(order.refundableAmount)}</dd>
        </div>
      </dl>
      {refunds === null ? (
        <p className="trips-muted">{t("trips.refund.listError")}</p>
      ) : refunds.length > 0 ? (
        <ul className="order-payments">
          {refunds.map((request) => (
            <li key={request.id}>
              <span>
                {t("trips.refund.request", { number: request.requestNumber })} ·{" "}
                {t(`trips.refund.requestStatus.${request.status}`)}
                {request.decisionNote ? <> · {request.decisionNote}</> : null}
              </span>
              <strong>{money(request.refundAmount)}</strong>
              <time className="trips-muted" dateTime={request.createdAt}>
                {request.status === "Requested"
                  ? t("trips.refund.dueBy", { time: displayDateTime(request.decisionDueAt, locale) })
                  : displayDateTime(request.refundedAt ?? request.decidedAt ?? request.createdAt, locale)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
      {isRefundableOrder(order) ? (
        <div className="trips-actions">
          <RefundAction orderId={order.orderId} onDone={retry} />
        </div>
      ) : (
        <p className="trips-muted">{t("trips.refund.notNow")}</p>
      )}
    </section>
  );
}
