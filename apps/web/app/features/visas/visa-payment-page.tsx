/**
 * /visa/payment/{orderId} (spec §2, issue 15): a visa order's payment result. VerifyVisaPayment is
 * asked until the payment is settled (again every POLL_MS while it is not, at most MAX_POLLS times,
 * then the page says so and offers the confirm page and the order's page); the order
 * (VisaOrder/GetById) gives the visa beside the result. Paid: the case number and what happens next
 * (the officers review the documents within the processing days; news by SMS and e-mail). Failed:
 * nothing charged, and the way back to the confirm page to pay again.
 */
import { OrderStatus } from "@safar/domain";
import { localizeDigits } from "@safar/domain/text";
import type { VerifyVisaPayment, VisaOrderDetails } from "@safar/domain/visa-order";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { isApiError } from "../../lib/api";
import { nameIn } from "../../lib/format";
import { visaOrderDetailsPath } from "../../lib/order-paths";
import { useTranslation } from "../../lib/use-translation";
import { processingTime } from "../../lib/visa-labels";
import { verifyVisaPayment, visaOrderById } from "../../lib/visas-api";
import { PageHeader } from "../../ui/page-header";
import { useLocale } from "../../ui/use-locale";
import { VisaCaseBadge, VisaSummary } from "../../ui/visa-summary";
import { MAX_POLLS, POLL_MS, type VisaPaymentView, visaPaymentView } from "./visa-payment-view";
import "./visas.css";

type State =
  | { status: "loading" }
  | { status: "ready"; verify: VerifyVisaPayment; view: VisaPaymentView; gaveUp: boolean }
  | { status: "error"; message: string };

export function VisaPaymentPage({ orderId }: { orderId: string | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [state, setState] = useState<State>({ status: "loading" });
  const [order, setOrder] = useState<VisaOrderDetails | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt restarts the polling
  useEffect(() => {
    if (!orderId) return;
    const controller = new AbortController();
    const { signal } = controller;
    let timer: number | undefined;
    let polls = 0;
    let failures = 0;
    // The visa beside the result: a failed load only leaves it out.
    visaOrderById(orderId, signal).then(setOrder, () => undefined);

    const tick = async () => {
      try {
        const verify = await verifyVisaPayment(orderId, signal);
        if (signal.aborted) return;
        failures = 0;
        polls++;
        const view = visaPaymentView(verify);
        const gaveUp = view === "pending" && polls >= MAX_POLLS;
        setState({ status: "ready", verify, view, gaveUp });
        if (view === "paid") visaOrderById(orderId, signal).then(setOrder, () => undefined);
        if (view === "pending" && !gaveUp) timer = window.setTimeout(tick, POLL_MS);
      } catch (error) {
        if (signal.aborted) return;
        failures++;
        if ((isApiError(error) && [400, 403, 404].includes(error.status)) || failures >= 3) {
          const message =
            isApiError(error) && error.status >= 400 && error.status < 500
              ? (error.firstMessages()[0] ?? "GENERIC_ERROR")
              : "GENERIC_ERROR";
          setState({ status: "error", message });
          return;
        }
        timer = window.setTimeout(tick, POLL_MS * failures);
      }
    };
    setState({ status: "loading" });
    void tick();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [orderId, attempt]);

  const title = t("meta.visaPayment.title");
  return (
    <div className="page container visa-page visa-payment">
      <PageHeader
        title={title}
        lead={
          order
            ? t("visas.order.number", { number: localizeDigits(order.orderNumber, locale) })
            : t("meta.visaPayment.description")
        }
        crumbs={[{ label: t("meta.visaHome.title"), to: "/visa-home" }, { label: title }]}
      />
      {!orderId ? (
        <section className="card visa-result" role="alert">
          <p>{t("visas.payment.noOrder")}</p>
          <Link className="button" to="/profile/my-travels">
            {t("visas.payment.myTrips")}
          </Link>
        </section>
      ) : state.status === "loading" ? (
        <section className="card visa-result" aria-busy="true">
          <p role="status">{t("visas.payment.checking")}</p>
        </section>
      ) : state.status === "error" ? (
        <section className="card visa-result" role="alert">
          <p>{t(state.message, { defaultValue: t("GENERIC_ERROR") })}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t("visas.payment.retry")}
          </button>
        </section>
      ) : (
        <div className="visa-result-layout">
          <VisaPaymentResult orderId={orderId} state={state} order={order} />
          {order ? (
            <VisaSummary
              locale={locale}
              facts={{
                countryName: nameIn(order.visa.countryName, locale),
                visa: order.visa,
                processing: order.visa.processing,
                processingDays: order.visa.processingDays,
                travelDate: order.visa.travelDate,
                travellers: order.visa.travellers.length,
                travellerNames: order.visa.travellers.map((p) => `${p.firstName} ${p.lastName}`),
                currency: order.visa.currency,
                unitPrice: order.visa.unitPrice,
                totalPrice: order.visa.totalPrice,
                totalPriceUsd: order.visa.currency === "USD" ? null : order.payableAmount,
              }}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}

function VisaPaymentResult({
  orderId,
  state,
  order,
}: {
  orderId: string;
  state: Extract<State, { status: "ready" }>;
  order: VisaOrderDetails | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { verify, view, gaveUp } = state;
  const orderLink = (
    <Link className="button" to={visaOrderDetailsPath(orderId)} data-testid="visa-order-link">
      {t("visas.payment.orderPage")}
    </Link>
  );
  const confirmUrl = `/confirm?orderId=${encodeURIComponent(orderId)}`;

  if (view === "paid")
    return (
      <section
        className="card visa-result visa-result--good"
        data-testid="visa-payment-paid"
        aria-live="polite"
      >
        <h2>{t("visas.payment.paidTitle")}</h2>
        <p className="visa-result__case">
          <span>{t("visas.case.number")}</span>{" "}
          <strong data-testid="visa-case-number">
            <bdi dir="ltr">{verify.caseNumber}</bdi>
          </strong>
        </p>
        {verify.caseStatus ? (
          <p>
            <VisaCaseBadge status={verify.caseStatus} />
          </p>
        ) : null}
        <p>
          {t("visas.case.next", {
            time: order ? processingTime(order.visa.processingDays, locale, t) : "",
          })}
        </p>
        <div className="visa-result__actions">
          <Link
            className="button button--primary"
            to={visaOrderDetailsPath(orderId)}
            data-testid="visa-order-link"
          >
            {t("visas.payment.orderPage")}
          </Link>
        </div>
      </section>
    );

  if (view === "failed")
    return (
      <section className="card visa-result visa-result--bad" role="alert" data-testid="visa-payment-failed">
        <h2>{t("visas.payment.failedTitle")}</h2>
        <p>{t("visas.payment.failed")}</p>
        <div className="visa-result__actions">
          {verify.orderStatus === OrderStatus.PaymentFailed ? (
            <Link className="button button--primary" to={confirmUrl}>
              {t("visas.payment.backToConfirm")}
            </Link>
          ) : null}
          {orderLink}
        </div>
      </section>
    );

  return (
    <section className="card visa-result" data-testid="visa-payment-pending" aria-live="polite">
      <h2>{t("visas.payment.pendingTitle")}</h2>
      <p>{t(gaveUp ? "visas.payment.stillPending" : "visas.payment.pending")}</p>
      {gaveUp ? (
        <div className="visa-result__actions">
          <Link className="button button--primary" to={confirmUrl}>
            {t("visas.case.pay")}
          </Link>
          {orderLink}
        </div>
      ) : (
        <div className="visa-result__spinner" aria-hidden="true" />
      )}
    </section>
  );
}
