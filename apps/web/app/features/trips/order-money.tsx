/**
 * An order page's money: the price (total, discount, paid, the rate it was paid at) with each
 * payment, and the refund section (status, refundable amount, the requests and the refund form).
 */
import { type CurrentUserOrderDetails, isRefundableOrder, type RefundRequestView } from "@safar/domain";
import { displayDateTime, formatNumber } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { useRetry } from "../../lib/page-data";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { RefundAction } from "./refund/refund-action";

export function PriceDetails({ order }: { order: CurrentUserOrderDetails }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  return (
    <section
      className="card"
      aria-labelledby="price-title"
      data-testid="order-price"
      data-paid-currency={order.paidCurrency?.currencyCode}
    >
      <h2 id="price-title">{t("trips.price.title")}</h2>
      <dl className="order-price">
        <div>
          <dt>{t("trips.price.total")}</dt>
          <dd>{money(order.totalAmount)}</dd>
        </div>
        {order.discountAmount > 0 ? (
          <div>
            <dt>
              {t("trips.price.discount")}
              {order.discountVoucherCode ? (
                <>
                  {" "}
                  (<bdi dir="ltr">{order.discountVoucherCode}</bdi>)
                </>
              ) : null}
            </dt>
            <dd>−{money(order.discountAmount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("trips.price.payable")}</dt>
          <dd>{money(order.payableAmount)}</dd>
        </div>
        <div className="order-price__paid">
          <dt>{t("trips.price.paid")}</dt>
          <dd data-testid="order-paid">{money(order.paidAmount)}</dd>
        </div>
        {order.paidCurrency && order.paidCurrency.currencyCode !== "USD" ? (
          <div>
            <dt>{t("trips.price.paidRate")}</dt>
            <dd data-testid="order-paid-rate">
              <bdi dir="ltr">
                {formatNumber(1, locale)} USD = {formatNumber(order.paidCurrency.exchangeRate, locale)}{" "}
                {order.paidCurrency.currencyCode}
              </bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      <h3 className="order-subtitle">{t("trips.payments.title")}</h3>
      {order.payments.length === 0 ? (
        <p className="trips-muted">{t("trips.payments.none")}</p>
      ) : (
        <ul className="order-payments">
          {order.payments.map((payment) => (
            <li key={payment.paymentId}>
              <span>
                {t(`trips.payments.status.${payment.status}`)} ·{" "}
                {payment.gatewayCode === "wallet"
                  ? t("trips.payments.wallet")
                  : payment.walletAmount > 0
                    ? t("trips.payments.split", {
                        wallet: money(payment.walletAmount),
                        gateway: money(payment.gatewayAmount),
                      })
                    : t("trips.payments.gateway")}
              </span>
              <strong>{money(payment.amount)}</strong>
              <time className="trips-muted" dateTime={payment.createdAt}>
                {displayDateTime(payment.settledAt ?? payment.createdAt, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

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
