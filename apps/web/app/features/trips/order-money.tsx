/**
 * An order page's money: the price (total, discount, paid, the rate it was paid at) with each
 * payment (any product's order; the refund section is refund/refund-section.tsx).
 */
import type { CurrentUserOrderDetails } from "@safar/domain";
import { displayDateTime, formatNumber } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";

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
