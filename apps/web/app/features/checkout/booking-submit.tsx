/**
 * The foot of a booking form (flight, hotel, tour and visa): what is wrong when the form was sent
 * with errors, the total, and the submit button (its words while the booking is under way).
 */
import type { ReactNode } from "react";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";

export function BookingSubmit({
  invalid,
  total,
  totalTestId,
  busy,
  label,
  busyLabel,
  children,
}: {
  /** The form was sent with errors: say so above the button. */
  invalid: boolean;
  total: number;
  totalTestId?: string;
  busy: boolean;
  label?: string;
  busyLabel?: string;
  /** What follows the button (what happens next). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="booking-submit">
      {invalid ? (
        <p className="booking-inline-error" role="alert">
          {t("booking.submit.invalid")}
        </p>
      ) : null}
      <p className="booking-submit__total">
        <span>{t("booking.price.total")}</span> <strong data-testid={totalTestId}>{money(total)}</strong>
      </p>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? (busyLabel ?? t("booking.submit.busy")) : (label ?? t("booking.submit.button"))}
      </button>
      {children}
    </div>
  );
}
