/**
 * Pay on /confirm: Pay/Create sends the browser to the gateway's page (or, when the wallet pays it
 * all, wallet/ConfirmOrder settles the order here and the result page follows). A refused payment
 * shows its message inline (see `payFailureOf`) or as a toast.
 */
import { type OrderDetail, UserMessageKey } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../lib/api";
import { money } from "../../lib/format-money";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
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
        await confirmOrderFromWallet(order.orderId);
        void navigate(`/payment/${encodeURIComponent(order.orderId)}`);
        return;
      }
      const isMobile = window.matchMedia(mediaQueries.mobile).matches;
      const created = await createPayment({
        orderId: order.orderId,
        gatewayId: gateways.gatewayId,
        isMobile,
        useWallet: wallet.useWallet,
      });
      const target = paymentRedirectTarget(created.redirectUrl);
      if (!target) {
        setPayError(UserMessageKey.GENERIC_ERROR);
        return;
      }
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
  locale,
  wallet,
  payment,
  canSubmit,
}: {
  order: OrderDetail;
  locale: Locale;
  wallet: WalletChoice;
  payment: ReturnType<typeof usePayOrder>;
  canSubmit: boolean;
}) {
  const { t } = useTranslation();
  const { payError, paying } = payment;
  return (
    <div className="booking-submit">
      {payError ? (
        <p className="booking-inline-error" role="alert">
          {t(payError, { defaultValue: t("GENERIC_ERROR") })}
        </p>
      ) : null}
      <p className="booking-submit__total">
        <span>{t(wallet.difference ? "booking.price.remaining" : "booking.price.payable")}</span>{" "}
        <strong data-testid="amount-to-pay">{money(wallet.remaining, locale)}</strong>
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
            ? t("booking.confirm.payWallet", { amount: money(order.payableAmount, locale) })
            : t("booking.confirm.pay", { amount: money(wallet.remaining, locale) })}
      </button>
      <p className="field__hint">{t("checkout.refundNote")}</p>
    </div>
  );
}
