/**
 * /profile/my-travels/order-details?orderId=… and its flight items view
 * (…/order-details/flight-order-items?orderId=…&proposalId=…), spec §2, issue 12: the order's
 * numbers and status, what happened to it (a timeline from the order to its ticket, payments and
 * refunds), its flights, its travellers each with the ticket number once issued, the e-ticket (PDF
 * and printable page), the price (total, discount, paid; each payment), the refund status with the
 * refundable amount and the requests, and the actions that apply: request a refund (an issued
 * order), download, contact support with the order number filled in.
 */
import {
  type CurrentUserOrderDetails,
  type FlightProposal,
  formatDate,
  OrderStatus,
  orderProposals,
} from "@safar/domain";
import { useState } from "react";
import { Link } from "react-router";
import { formatNumber, nameIn } from "../../lib/format";
import { PaidCurrencyContext } from "../../lib/format-money";
import { downloadTicketPdf, openTicketHtml } from "../../lib/ticket-files";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { PriceDetails } from "./order-money";
import { OrderActions, OrderFacts, OrderHead, OrderPage, OrderSkeleton, Timeline } from "./order-parts";
import { RefundSection } from "./refund/refund-section";
import { StatusBadge, TripDates, TripRoute } from "./trip-parts";
import type { OrderPageData } from "./trips-data";
import { flightItemsPath, orderDetailsPath } from "./trips-query";
import "./trips.css";

type Ready = Extract<OrderPageData, { status: "ready" }>;
export type OrderView = "order" | "items";

export function OrderDetailsPage({ data, view }: { data: OrderPageData; view: OrderView }) {
  const { t } = useTranslation();
  return (
    <OrderPage data={data} title={t(view === "items" ? "profile.flightOrderItems" : "profile.orderDetails")}>
      {(ready) => (
        <PaidCurrencyContext.Provider value={ready.order.paidCurrency}>
          {view === "items" ? <FlightItems data={ready} /> : <OrderDetails data={ready} />}
        </PaidCurrencyContext.Provider>
      )}
    </OrderPage>
  );
}

/** The loading placeholder (the server's HTML while the page's data loads). */
export function OrderDetailsSkeleton({ view }: { view: OrderView }) {
  const { t } = useTranslation();
  return <OrderSkeleton title={t(view === "items" ? "profile.flightOrderItems" : "profile.orderDetails")} />;
}

// ─── The order ──────────────────────────────────────────────────────────────────────────────────

function OrderDetails({ data }: { data: Ready }) {
  const { order } = data;
  return (
    <div className="order-page">
      <OrderHeader order={order} />
      <Timeline events={order.timeline} />
      <Flights order={order} />
      <Travellers data={data} />
      <PriceDetails order={order} />
      <RefundSection order={order} refunds={data.refunds} />
    </div>
  );
}

function OrderHeader({ order }: { order: CurrentUserOrderDetails }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const trip = order.trip;
  return (
    <OrderHead
      title={t("trips.orderTitle")}
      number={order.orderNumber}
      status={<StatusBadge status={order.status} />}
      trip={
        trip ? (
          <>
            <TripRoute trip={trip} locale={locale} /> ·{" "}
            {t(trip.isRoundTrip ? "trips.roundTrip" : "trips.oneWay")}
            <br />
            <TripDates trip={trip} locale={locale} />
          </>
        ) : null
      }
    >
      <OrderFacts order={order} />
      <FlightOrderActions order={order} />
    </OrderHead>
  );
}

/** Download and print once issued, then the actions of every order (order-parts.tsx). */
function FlightOrderActions({ order }: { order: CurrentUserOrderDetails }) {
  return (
    <OrderActions order={order}>
      {order.status === OrderStatus.Successful ? <TicketButtons orderId={order.orderId} /> : null}
    </OrderActions>
  );
}

function TicketButtons({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadTicketPdf(orderId, locale);
    } catch (error) {
      void showApiErrors(error, t);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        data-testid="ticket-pdf"
      >
        {busy ? t("trips.downloading") : t("trips.downloadTicket")}
      </button>
      <button
        type="button"
        className="button"
        onClick={() =>
          void openTicketHtml(orderId, locale).catch((error: unknown) => showApiErrors(error, t))
        }
      >
        {t("trips.printTicket")}
      </button>
    </>
  );
}

const proposalsOf = (order: CurrentUserOrderDetails): FlightProposal[] => orderProposals(order);

function Flights({ order }: { order: CurrentUserOrderDetails }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="flights-title">
      <div className="trips-head trips-head--row">
        <h2 id="flights-title">{t("trips.flights")}</h2>
        <Link className="button" to={flightItemsPath(order.orderId)}>
          {t("trips.flightItems")}
        </Link>
      </div>
      {proposalsOf(order).map((proposal) => (
        <FlightGroups key={proposal.proposalId} proposal={proposal} />
      ))}
    </section>
  );
}

function FlightGroups({ proposal }: { proposal: FlightProposal }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const time = (iso: string) =>
    formatDate(iso, locale, {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
  return (
    <ul className="order-flights">
      {proposal.flightGroups.map((group) => (
        <li key={`${group.flightNumber}-${group.departureTime}`} className="order-flight">
          <strong>
            {t("trips.route", {
              from: nameIn(group.originName, locale),
              to: nameIn(group.destinationName, locale),
            })}
          </strong>
          <span>
            {nameIn(group.marketingAirlineName, locale)} · <bdi dir="ltr">{group.flightNumber}</bdi>
            {" · "}
            {t(proposal.isCharter ? "trips.charter" : "trips.scheduled")}
          </span>
          <span className="trips-muted">
            {t("trips.flightTimes", {
              departure: time(group.departureTime),
              arrival: time(group.arrivalTime),
            })}
            {group.stops > 0 ? (
              <> · {t("trips.stops", { count: formatNumber(group.stops, locale) })}</>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Travellers({ data }: { data: Ready }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { passengers } = data;
  return (
    <section className="card" aria-labelledby="travellers-title">
      <h2 id="travellers-title">{t("trips.travellersTitle")}</h2>
      {passengers.issuedAt === null ? <p className="trips-muted">{t("trips.ticketsPending")}</p> : null}
      <ul className="order-travellers" data-testid="order-travellers">
        {passengers.items.map((p) => {
          const farsi = locale === "fa" && p.firstNameFarsi && p.lastNameFarsi;
          return (
            <li key={p.passengerIndex} className="order-traveller">
              <span className="order-traveller__name">
                {farsi ? (
                  `${p.firstNameFarsi} ${p.lastNameFarsi}`
                ) : (
                  <bdi dir="ltr">{`${p.firstName} ${p.lastName}`}</bdi>
                )}
                <span className="trips-muted"> · {t(`trips.paxType.${p.type}`, { defaultValue: "" })}</span>
              </span>
              <span className="order-traveller__ticket">
                {p.ticketNumber ? (
                  <>
                    {t("trips.ticketNumber")}{" "}
                    <bdi dir="ltr" data-testid="ticket-number">
                      {p.ticketNumber}
                    </bdi>
                  </>
                ) : (
                  <span className="trips-muted">{t("trips.noTicketYet")}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// ─── The flight items view ──────────────────────────────────────────────────────────────────────

function FlightItems({ data }: { data: Ready }) {
  const { t } = useTranslation();
  const { order, passengers } = data;
  const proposal =
    proposalsOf(order).find((p) => p.proposalId === passengers.proposalId) ?? proposalsOf(order)[0];
  if (!proposal) return null;
  const others = proposalsOf(order).filter((p) => p.proposalId !== proposal.proposalId);
  return (
    <div className="order-page">
      <section className="card order-head" aria-labelledby="order-title">
        <div className="order-head__top">
          <div>
            <p className="trips-muted">
              <Link to={orderDetailsPath(order.orderId)}>
                {t("trips.orderTitle")} <bdi dir="ltr">{order.orderNumber}</bdi>
              </Link>
            </p>
            <h2 id="order-title">{t("profile.flightOrderItems")}</h2>
          </div>
          <StatusBadge status={order.status} />
        </div>
        <FlightGroups proposal={proposal} />
        {others.map((other) => (
          <Link
            key={other.proposalId}
            className="button"
            to={flightItemsPath(order.orderId, other.proposalId)}
          >
            {t(other.isReturning ? "trips.returnFlight" : "trips.outboundFlight")}
          </Link>
        ))}
        <FlightOrderActions order={order} />
      </section>
      <Travellers data={data} />
    </div>
  );
}
