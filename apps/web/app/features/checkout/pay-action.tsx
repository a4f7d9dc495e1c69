/**
 * Pay on /confirm: Pay/Create sends the browser to the gateway's page (or, when the wallet pays it
 * all, wallet/ConfirmOrder settles the order here and the result page follows). A refused payment
 * shows its message inline (see `payFailureOf`) or as a toast.
 */
import { type OrderDetail, SafarMarketStep, UserMessageKey } from "@safar/domain";
import { useRef, useState } from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { isApiError } from "../../lib/api";
import { type ShownCurrency, USD } from "../../lib/currency";
import { money as moneyIn, useDisplayCurrency, useMoney } from "../../lib/format-money";
import { paymentResultPathOf } from "../../lib/order-paths";
import { sendSafarMarketStep } from "../../lib/safarmarket";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { mediaQueries } from "../../ui/use-media-flags";
import { confirmOrderFromWallet, createPayment } from "./checkout-api";
import { payFailureOf, paymentRedirectTarget } from "./checkout-rules";
import type { GatewaySelection } from "./gateway-choice";
import type { WalletChoice } from "./wallet-toggle";

export function usePayOrder({
  order,
  gateways,
  wallet,
  onOrderChanged,
}: {
  order: OrderDetail;
  gateways: GatewaySelection;
  wallet: WalletChoice;
  /** The hold ran out or the order's status moved: read the order again. */
  onOrderChanged: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { currencyCode } = useDisplayCurrency();
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);
  const [payError, setPayError] = useState<string | null>(null);

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setPayError(null);
    try {
      if (wallet.covers) {
        if (order.flightOrder)
          await sendSafarMarketStep(SafarMarketStep.BeforeBank, { orderId: order.orderId });
        await confirmOrderFromWallet(order.orderId, currencyCode);
        void navigate(paymentResultPathOf(order));
        return;
      }
      const isMobile = window.matchMedia(mediaQueries.mobile).matches;
      const created = await createPayment({
        orderId: order.orderId,
        gatewayId: gateways.gatewayId,
        isMobile,
        useWallet: wallet.useWallet,
        currencyCode,
      });
      const target = paymentRedirectTarget(created.redirectUrl);
      if (!target) {
        setPayError(UserMessageKey.GENERIC_ERROR);
        return;
      }
      // SafarMarket's step 3, before the bank (at most a short wait; only after its redirect).
      if (order.flightOrder)
        await sendSafarMarketStep(SafarMarketStep.BeforeBank, { orderId: order.orderId });
      window.location.assign(target);
      return; // the page is leaving: stay busy
    } catch (error) {
      const failure = payFailureOf(isApiError(error) ? error.firstMessages() : []);
      if (failure.kind === "toast") {
        void showApiErrors(error, t);
      } else {
        setPayError(failure.message);
        if (failure.kind === "walletShort") wallet.setUseWallet(false);
        if (failure.kind === "orderChanged") onOrderChanged();
      }
    }
    inFlight.current = false;
    setPaying(false);
  };

  return { pay, paying, payError };
}

export function PayAction({
  order,
  wallet,
  payment,
  gateways,
  canSubmit,
}: {
  order: OrderDetail;
  wallet: WalletChoice;
  payment: ReturnType<typeof usePayOrder>;
  gateways: GatewaySelection;
  canSubmit: boolean;
}) {
  const money = useMoney();
  const { t } = useTranslation();
  const { locale } = useLocale();
  const shown = useDisplayCurrency();
  const root = useRouteLoaderData("root") as { currencies?: ShownCurrency[] } | undefined;
  const { payError, paying } = payment;
  // What is charged and in which currency, said plainly (issue 12): the wallet pays in USD; a
  // gateway in its own currency, converted at the storefront's rate.
  const gateway = gateways.active.find((g) => g.id === gateways.gatewayId);
  const chargeCode = wallet.covers ? "USD" : (gateway?.currencyCode ?? "USD");
  const charge = root?.currencies?.find((c) => c.currencyCode === chargeCode) ?? USD;
  const chargeAmount = wallet.covers ? order.payableAmount : wallet.remaining;
  return (
    <div className="booking-submit">
      {payError ? (
        <p className="booking-inline-error" role="alert">
          {t(payError, { defaultValue: t("GENERIC_ERROR") })}
        </p>
      ) : null}
      <p className="booking-submit__total">
        <span>{t(wallet.difference ? "booking.price.remaining" : "booking.price.payable")}</span>{" "}
        <strong data-testid="amount-to-pay">{money(wallet.remaining)}</strong>
      </p>
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!canSubmit}
        onClick={() => void payment.pay()}
      >
        {paying
          ? t("booking.confirm.paying")
          : wallet.covers
            ? t("booking.confirm.payWallet", { amount: moneyIn(chargeAmount, locale, charge) })
            : t("booking.confirm.pay", { amount: moneyIn(chargeAmount, locale, charge) })}
      </button>
      <p
        className="booking-submit__charge"
        data-testid="charge-statement"
        data-currency={charge.currencyCode}
      >
        {wallet.covers || !gateway
          ? t("booking.confirm.chargeWallet", { amount: moneyIn(chargeAmount, locale, charge) })
          : t("booking.confirm.chargeGateway", {
              amount: moneyIn(chargeAmount, locale, charge),
              gateway: gateway.name,
            })}
        {shown.currencyCode !== charge.currencyCode
          ? ` ${t("booking.confirm.shownIn", { currency: t(`currency.names.${shown.currencyCode}`) })}`
          : null}
      </p>
      <p className="field__hint">{t("checkout.refundNote")}</p>
    </div>
  );
}
