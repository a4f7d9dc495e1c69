/**
 * Book on /confirm for a stay paid at the hotel (decision 022): nothing is paid now, so no discount
 * code, wallet or gateway; the amount due at the hotel said plainly, and "Book" settles the order at 0
 * (wallet/ConfirmOrder, the same call a wallet payment makes) and goes on to the result page, where
 * the booking's reference and voucher follow. A refusal shows its message as Pay's does.
 */
import { amountDueAtHotel, type OrderDetail } from "@safar/domain";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../lib/api";
import { useDisplayCurrency, useMoney } from "../../lib/format-money";
import { paymentResultPathOf } from "../../lib/order-paths";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { confirmOrderFromWallet } from "./checkout-api";
import { payFailureOf } from "./checkout-rules";

export function PayAtHotelAction({
  order,
  canSubmit,
  onOrderChanged,
}: {
  order: OrderDetail;
  canSubmit: boolean;
  /** The hold ran out or the order's status moved: read the order again. */
  onOrderChanged: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const { currencyCode } = useDisplayCurrency();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const rate = order.hotelOrder?.rate;
  if (!rate) return null;

  const book = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await confirmOrderFromWallet(order.orderId, currencyCode);
      void navigate(paymentResultPathOf(order));
      return;
    } catch (failed) {
      const failure = payFailureOf(isApiError(failed) ? failed.firstMessages() : []);
      if (failure.kind === "toast") void showApiErrors(failed, t);
      else {
        setError(failure.message);
        if (failure.kind === "orderChanged") onOrderChanged();
      }
    }
    inFlight.current = false;
    setBusy(false);
  };

  return (
    <section className="card booking-submit" aria-labelledby="pay-at-hotel-title">
      <h2 id="pay-at-hotel-title" className="booking-submit__total" data-testid="pay-at-hotel-due">
        {t("booking.confirm.hotel.nothingNow", { amount: money(amountDueAtHotel(rate)) })}
      </h2>
      {error ? (
        <p className="booking-inline-error" role="alert">
          {t(error, { defaultValue: t("GENERIC_ERROR") })}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!canSubmit || busy}
        onClick={() => void book()}
      >
        {busy ? t("booking.confirm.hotel.booking") : t("booking.confirm.hotel.book")}
      </button>
    </section>
  );
}
