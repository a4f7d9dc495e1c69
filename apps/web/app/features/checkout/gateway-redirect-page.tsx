/**
 * /gateway-redirect?paymentId=… (spec §2, empty layout): where a gateway (or the wallet) sends the
 * browser back. Asks Pay/ById (which asks the gateway again while pending) until the payment is
 * settled, then opens the result page /payment/{orderId} (a wallet top-up's: /profile/transactions?topUp=…).
 */
import { isUuid, type Payment, PaymentPurpose, PaymentStatus, retryDelayMs } from "@safar/domain";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../lib/api";
import { useTranslation } from "../../lib/use-translation";
import { getPayment } from "./checkout-api";
import "./booking.css";

/** Pay/ById is asked again this often while the payment is pending. */
const POLL_MS = 1500;
/** After this long the page offers the order page (the result page keeps checking there). */
const SLOW_AFTER_MS = 20_000;

type State =
  | { status: "checking"; orderId: string | null; topUp: boolean; slow: boolean }
  | { status: "missing" }
  | { status: "error"; orderId: string | null; topUp: boolean };

/** Where a settled payment's result is shown: its order's page, or a top-up's on the transactions page. */
export function paymentResultPath(payment: Pick<Payment, "purpose" | "orderId" | "paymentId">): string {
  return payment.purpose === PaymentPurpose.WalletTopUp || !payment.orderId
    ? `/profile/transactions?topUp=${encodeURIComponent(payment.paymentId)}`
    : `/payment/${encodeURIComponent(payment.orderId)}`;
}

export function GatewayRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentId = params.get("paymentId") ?? "";
  const valid = isUuid(paymentId);
  const [state, setState] = useState<State>(
    valid ? { status: "checking", orderId: null, topUp: false, slow: false } : { status: "missing" },
  );
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!valid) return;
    let stopped = false;
    let timer: number | undefined;
    let failures = 0;
    let orderId: string | null = null;
    let topUp = false;
    const controller = new AbortController();
    const started = Date.now();

    const tick = async () => {
      try {
        const payment = await getPayment(paymentId, controller.signal);
        if (stopped) return;
        failures = 0;
        orderId = payment.orderId;
        topUp = payment.purpose === PaymentPurpose.WalletTopUp;
        if (payment.status !== PaymentStatus.Pending) {
          void navigate(paymentResultPath(payment), { replace: true });
          return;
        }
        setState({ status: "checking", orderId, topUp, slow: Date.now() - started > SLOW_AFTER_MS });
        timer = window.setTimeout(tick, POLL_MS);
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && [400, 403, 404].includes(error.status)) {
          setState({ status: "missing" });
          return;
        }
        failures++;
        if (failures >= 3) setState({ status: "error", orderId, topUp });
        // Network or server trouble: ask again with the spec's backoff (kept short here).
        timer = window.setTimeout(tick, Math.min(10_000, retryDelayMs(failures)));
      }
    };
    void tick();
    return () => {
      stopped = true;
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [paymentId, valid, navigate]);

  useEffect(() => {
    if (state.status !== "checking") heading.current?.focus();
  }, [state.status]);

  return (
    <div className="page container booking-redirect">
      <section className="card booking-redirect__card" aria-labelledby="redirect-title">
        {state.status === "missing" ? (
          <>
            <h1 id="redirect-title" ref={heading} tabIndex={-1}>
              {t("booking.redirect.missing")}
            </h1>
            <Link className="button" to="/">
              {t("booking.redirect.home")}
            </Link>
          </>
        ) : (
          <>
            <div className="booking-spinner" aria-hidden="true" />
            <h1 id="redirect-title" ref={heading} tabIndex={-1}>
              {t("booking.redirect.title")}
            </h1>
            <p role="status">
              {state.status === "error" ? t("booking.loadError") : t("booking.redirect.text")}
            </p>
            {(state.status === "checking" && state.slow) || state.status === "error" ? (
              <>
                {state.status === "checking" ? <p>{t("booking.redirect.slow")}</p> : null}
                {state.topUp ? (
                  <Link
                    className="button button--primary"
                    to={`/profile/transactions?topUp=${encodeURIComponent(paymentId)}`}
                  >
                    {t("profile.transactions")}
                  </Link>
                ) : state.orderId ? (
                  <Link
                    className="button button--primary"
                    to={`/payment/${encodeURIComponent(state.orderId)}`}
                  >
                    {t("booking.redirect.toOrder")}
                  </Link>
                ) : (
                  <Link className="button" to="/profile/my-travels">
                    {t("booking.result.myTravels")}
                  </Link>
                )}
              </>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
