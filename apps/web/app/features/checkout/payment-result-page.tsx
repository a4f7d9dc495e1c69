/**
 * /payment/{orderId} (spec §2, §4 "ticket issuance"): the waiting and result page. VerifyFlightOrder
 * tells how the payment stands (asked again while the gateway is pending); once paid,
 * VerifyIssueFlightTicket is polled with a calm progress view until the ticket is Issued (booking
 * reference, travellers, download and view the e-ticket) or Failed (spec §8: the money went to the
 * wallet). A failed payment shows the spec's 72-working-hours text and "try again" while the hold
 * lives. A hotel order (issue 14) is confirmed with the hotel instead: its booking reference, its
 * rooms' lead guests and a link to its page in my trips, no e-ticket; its stay beside the result. A
 * visa order (issue 15) is sent on to its own result page, /visa/payment/{orderId}.
 */

import {
  type OrderDetail,
  orderProposals,
  retryDelayMs,
  SafarMarketStep,
  ServiceType,
  type VerifyFlightOrder,
  type VerifyIssueFlightTicket,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { localizeDigits } from "@safar/domain/text";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { isApiError } from "../../lib/api";
import { displayMoment, formatNumber } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { paymentResultPathOf } from "../../lib/order-paths";
import { sendSafarMarketStep } from "../../lib/safarmarket";
import { stayRooms } from "../../lib/stay-rooms";
import { useTranslation } from "../../lib/use-translation";
import { HotelGuests, HotelStaySummary } from "../../ui/hotel-stay-summary";
import { TourSummary, TourTravellers } from "../../ui/tour-summary";
import { useLocale } from "../../ui/use-locale";
import { HotelBooked, IssuedTicket, TourBooked } from "./booked-views";
import { getOrder, verifyFlightOrder, verifyIssueFlightTicket } from "./checkout-api";
import {
  holdSecondsLeft,
  pollDelayMs,
  type ResultView,
  resultsUrlOfOrder,
  resultView,
} from "./checkout-rules";
import { CheckoutSteps } from "./checkout-steps";
import { loadErrorMessage } from "./confirm-data";
import { FlightSummary } from "./flight-summary";
import "./booking.css";

type PageState =
  | { status: "loading" }
  | { status: "ready"; view: ResultView; order: OrderDetail | null; trouble: boolean }
  | { status: "error"; error: unknown };

export function PaymentResultPage({ orderId }: { orderId: string | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [state, setState] = useState<PageState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt restarts the polling
  useEffect(() => {
    if (!orderId) return;
    const controller = new AbortController();
    const { signal } = controller;
    let timer: number | undefined;
    let failures = 0;
    let order: OrderDetail | null = null;
    let last: ResultView | null = null;

    const tick = async () => {
      try {
        order ??= await getOrder(orderId, signal);
        // A visa order has its own result page (its case, no ticket): a gateway's return lands here.
        if (order.type === ServiceType.Visa) {
          void navigate(paymentResultPathOf(order), { replace: true });
          return;
        }
        const verify: VerifyFlightOrder = await verifyFlightOrder(orderId, signal);
        const issue: VerifyIssueFlightTicket | null = verify.isPaid
          ? await verifyIssueFlightTicket(orderId, signal)
          : null;
        if (signal.aborted) return;
        // SafarMarket's success or failure step (once; only after its redirect).
        if (order.flightOrder && verify.isPaid)
          void sendSafarMarketStep(SafarMarketStep.PaymentSucceeded, { orderId });
        else if (order.flightOrder && verify.paymentStatus === "failed")
          void sendSafarMarketStep(SafarMarketStep.PaymentFailed, { orderId });
        failures = 0;
        const now = Date.now();
        // A payment that failed may be tried again while the hold lives: read the hold afresh.
        if (!verify.isPaid && verify.paymentStatus === "failed") order = await getOrder(orderId, signal);
        const holdAlive = order ? (holdSecondsLeft(order.holdExpiresAt, now) ?? 0) > 0 : false;
        last = resultView(verify, issue, holdAlive);
        setState({ status: "ready", view: last, order, trouble: false });
        const delay = pollDelayMs(last, now);
        if (delay !== null) timer = window.setTimeout(tick, delay);
      } catch (error) {
        if (signal.aborted) return;
        if (isApiError(error) && [400, 403, 404].includes(error.status)) {
          setState({ status: "error", error });
          return;
        }
        failures++;
        if (last) setState({ status: "ready", view: last, order, trouble: failures >= 3 });
        else if (failures >= 3) setState({ status: "error", error });
        timer = window.setTimeout(tick, Math.min(30_000, retryDelayMs(failures)));
      }
    };
    setState({ status: "loading" });
    void tick();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [orderId, attempt]);

  return (
    <div className="page container booking-page booking-result">
      <CheckoutSteps
        current="ticket"
        product={
          state.status !== "ready"
            ? "flight"
            : state.order?.tourOrder
              ? "tour"
              : state.order?.hotelOrder
                ? "hotel"
                : "flight"
        }
      />
      <header className="page-header">
        <h1>{t("meta.payment.title")}</h1>
        {state.status === "ready" && state.order ? (
          <p className="page-lead">
            {t("booking.result.order", { number: localizeDigits(String(state.order.orderNumber), locale) })}
          </p>
        ) : null}
      </header>
      {!orderId ? (
        <section className="card booking-state" role="alert">
          <p>{t("booking.result.noOrder")}</p>
          <Link className="button" to="/profile/my-travels">
            {t("booking.result.myTravels")}
          </Link>
        </section>
      ) : state.status === "loading" ? (
        <section className="card booking-progress" aria-busy="true">
          <div className="booking-spinner" aria-hidden="true" />
          <p role="status">{t("booking.result.checking")}</p>
        </section>
      ) : state.status === "error" ? (
        <section className="card booking-state" role="alert">
          <p>{t(loadErrorMessage(state.error), { defaultValue: t("GENERIC_ERROR") })}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t("booking.retry")}
          </button>
        </section>
      ) : (
        <ResultBody
          orderId={orderId}
          view={state.view}
          order={state.order}
          trouble={state.trouble}
          locale={locale}
        />
      )}
    </div>
  );
}

/** The result's words where a hotel booking's differ from a flight's (seats, tickets, the airline). */
const FLIGHT_WORDS = {
  issuing: "booking.result.issuing.text",
  retrying: "booking.result.issuing.retrying",
  issueFailed: "booking.result.issueFailed.title",
  holdGone: "booking.result.paymentFailed.holdGone",
};
const TOUR_WORDS: typeof FLIGHT_WORDS = {
  issuing: "tours.result.issuing",
  retrying: "booking.result.hotel.issuing.retrying",
  issueFailed: "tours.result.issueFailed",
  holdGone: "tours.result.holdGone",
};
const HOTEL_WORDS: typeof FLIGHT_WORDS = {
  issuing: "booking.result.hotel.issuing.text",
  retrying: "booking.result.hotel.issuing.retrying",
  issueFailed: "booking.result.hotel.issueFailed.title",
  holdGone: "booking.result.hotel.paymentFailed.holdGone",
};

function ResultBody({
  orderId,
  view,
  order,
  trouble,
  locale,
}: {
  orderId: string;
  view: ResultView;
  order: OrderDetail | null;
  trouble: boolean;
  locale: Locale;
}) {
  const money = useMoney();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Each new outcome is announced by moving focus to its heading (not on the calm waiting states).
  useEffect(() => {
    if (view.kind !== "issuing" && view.kind !== "paymentPending") heading.current?.focus();
  }, [view.kind]);
  const proposals = order ? orderProposals(order) : [];
  const stay = order?.hotelOrder ?? null;
  const confirmUrl = `/confirm?orderId=${encodeURIComponent(orderId)}`;
  const tour = order?.tourOrder ?? null;
  const words = stay ? HOTEL_WORDS : tour ? TOUR_WORDS : FLIGHT_WORDS;

  return (
    <div className="booking-layout booking-result__body">
      <div className="booking-layout__main">
        {trouble ? (
          <p className="booking-notice" role="status">
            {t("booking.loadError")}
          </p>
        ) : null}
        {view.kind === "paymentPending" || view.kind === "issuing" ? (
          <section className="card booking-progress" aria-labelledby="result-title" data-state={view.kind}>
            <div className="booking-spinner" aria-hidden="true" />
            <h2 id="result-title" ref={heading} tabIndex={-1}>
              {t(
                view.kind === "issuing"
                  ? "booking.result.issuing.title"
                  : "booking.result.paymentPending.title",
              )}
            </h2>
            <p role="status">
              {t(view.kind === "issuing" ? words.issuing : "booking.result.paymentPending.text")}
            </p>
            {view.kind === "issuing" && view.attempts > 0 && view.nextAttemptAt ? (
              <p className="field__hint">
                {t(words.retrying, {
                  n: formatNumber(view.attempts, locale),
                  time: displayMoment(view.nextAttemptAt, locale),
                })}
              </p>
            ) : null}
          </section>
        ) : view.kind === "issued" && tour ? (
          <>
            <TourBooked orderId={orderId} issue={view.issue} headingRef={heading} />
            <TourTravellers travellers={tour.travellers} />
          </>
        ) : view.kind === "issued" && stay ? (
          <>
            <HotelBooked orderId={orderId} issue={view.issue} headingRef={heading} />
            <HotelGuests rooms={stayRooms(stay)} specialRequests={stay.specialRequests} locale={locale} />
          </>
        ) : view.kind === "issued" ? (
          <IssuedTicket
            orderId={orderId}
            issue={view.issue}
            order={order}
            locale={locale}
            headingRef={heading}
          />
        ) : view.kind === "issueFailed" ? (
          <section className="card booking-state booking-state--error" aria-labelledby="result-title">
            <h2 id="result-title" ref={heading} tabIndex={-1}>
              {t(words.issueFailed)}
            </h2>
            <p>
              {stay
                ? t("booking.result.hotel.issueFailed.text")
                : t(view.message, { defaultValue: t("TICKET_ISSUE_FAILED") })}
            </p>
            <p data-testid="refund-note">
              {view.refundedToWallet !== null
                ? t("booking.result.issueFailed.refunded", { amount: money(view.refundedToWallet) })
                : t("booking.result.issueFailed.refundedNoAmount")}
            </p>
            <div className="booking-actions">
              <Link className="button button--primary" to="/profile/transactions">
                {t("booking.result.issueFailed.wallet")}
              </Link>
              <Link className="button" to="/">
                {t("booking.notFound.home")}
              </Link>
            </div>
          </section>
        ) : view.kind === "paymentFailed" ? (
          <section className="card booking-state booking-state--error" aria-labelledby="result-title">
            <h2 id="result-title" ref={heading} tabIndex={-1}>
              {t("booking.result.paymentFailed.title")}
            </h2>
            <p data-testid="payment-failed-message">
              {t(view.message, { defaultValue: t("PAYMENT_FAILED") })}
            </p>
            {view.canRetry ? (
              <Link className="button button--primary" to={confirmUrl}>
                {t("booking.retry")}
              </Link>
            ) : (
              <>
                <p>{t(words.holdGone)}</p>
                {order ? (
                  <Link className="button button--primary" to={resultsUrlOfOrder(order)}>
                    {t("booking.confirm.searchAgain")}
                  </Link>
                ) : null}
              </>
            )}
          </section>
        ) : (
          <section className="card booking-state" aria-labelledby="result-title">
            <h2 id="result-title" ref={heading} tabIndex={-1}>
              {t("booking.result.notPaid.title")}
            </h2>
            {view.canRetry ? (
              <Link className="button button--primary" to={confirmUrl}>
                {t("booking.result.notPaid.pay")}
              </Link>
            ) : order ? (
              <Link className="button" to={resultsUrlOfOrder(order)}>
                {t("booking.confirm.searchAgain")}
              </Link>
            ) : null}
          </section>
        )}
      </div>
      <aside className="booking-layout__aside">
        {stay ? <HotelStaySummary stay={stay} locale={locale} /> : null}
        {tour ? <TourSummary tour={{ ...tour, destination: tour.destination.name }} locale={locale} /> : null}
        {proposals.length > 0 ? <FlightSummary proposals={proposals} locale={locale} /> : null}
        {/* The way on, whatever the result: the customer's trips and the home page. */}
        <nav className="card booking-way-on" aria-label={t("booking.result.wayOn")}>
          <Link className="button button--primary" to="/profile/my-travels">
            {t("booking.result.myTravels")}
          </Link>
          <Link className="button" to="/">
            {t("booking.notFound.home")}
          </Link>
        </nav>
      </aside>
    </div>
  );
}
