/** The discount code of /confirm: apply one (ApplyDiscountVoucher) or remove the applied one. */
import { type OrderDetail, UserMessageKey } from "@safar/domain";
import { type FormEvent, useId, useState } from "react";
import { isApiError } from "../../lib/api";
import { useMoney } from "../../lib/format-money";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { applyVoucher, removeVoucher } from "./checkout-api";

export function VoucherForm({
  order,
  onOrder,
}: {
  order: OrderDetail;
  onOrder: (order: OrderDetail) => void;
}) {
  const money = useMoney();
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = code.trim();
    if (!trimmed) return;
    setBusy(true);
    setError(null);
    try {
      onOrder(await applyVoucher(order.orderId, trimmed));
      setCode("");
    } catch (err) {
      if (isApiError(err) && err.status !== 401 && err.status < 500 && err.status !== 429) {
        setError(err.firstMessages()[0] ?? UserMessageKey.GENERIC_ERROR);
      } else {
        void showApiErrors(err, t);
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onOrder(await removeVoucher(order.orderId));
    } catch (err) {
      void showApiErrors(err, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card booking-voucher" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("booking.voucher.title")}</h2>
      {order.discountVoucherCode ? (
        <div className="booking-voucher__applied">
          <p role="status">
            {t("booking.voucher.applied", {
              code: order.discountVoucherCode,
              amount: money(order.discountAmount),
            })}
          </p>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void remove()}
          >
            {t("booking.voucher.remove")}
          </button>
        </div>
      ) : (
        <form className="booking-voucher__form" onSubmit={(e) => void apply(e)} noValidate>
          <div className={`field${error ? " field--invalid" : ""}`}>
            <label htmlFor={`${id}-code`} className="field__label">
              {t("booking.voucher.label")}
            </label>
            <div className="booking-voucher__row">
              <input
                id={`${id}-code`}
                className="input"
                dir="ltr"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <button type="submit" className="button" disabled={busy || !code.trim()}>
                {t("booking.voucher.apply")}
              </button>
            </div>
            {error ? (
              <p className="field__error" id={`${id}-error`} role="alert">
                {t(error, { defaultValue: t("GENERIC_ERROR") })}
              </p>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
