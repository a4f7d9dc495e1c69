/**
 * The sections of an order's page in the back office (order-page.tsx lays them out): the summary, the
 * customer and contact, where the issue stands, the travellers with their tickets (a hotel order's
 * stay and lead guests instead: order-hotel-sections.tsx), the payments and the refund requests.
 */
import type { BackOfficeOrderDetails, FulfilmentState, RefundRequestView } from "@safar/domain";
import { type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import { counted } from "../../lib/counted";
import { displayDateTime, displayIsoDate, formatNumber, nameIn } from "../../lib/format";
import { money } from "../../lib/format-money";
import { stayDay } from "../../lib/hotel-stay";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { columnHelper, DataTable } from "./data-table";
import { OrderStatusBadge } from "./orders-page";
import { FactList } from "./page-states";

const Facts = ({ facts }: { facts: [string, ReactNode][] }) => (
  <FactList prefix="back-office.order.fields" facts={facts} />
);

export function OrderSummary({ order }: { order: BackOfficeOrderDetails }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{displayDateTime(iso, locale)}</time> : null;
  const code = (text: string | null) => (text ? <bdi dir="ltr">{text}</bdi> : null);
  const trip = order.trip;
  const stay = order.hotelOrder;
  const held = order.status === "Approved" ? when(order.holdExpiresAt) : null;
  const facts: [string, ReactNode][] = [
    ["number", code(order.orderNumber)],
    ["tracking", code(order.trackingNumber)],
    ["status", <OrderStatusBadge key="status" status={order.status} />],
    ["product", t(`trips.type.${order.type}`, { defaultValue: order.type })],
    [
      "trip",
      trip
        ? `${t("trips.route", { from: nameIn(trip.originName, locale), to: nameIn(trip.destinationName, locale) })} · ${t(trip.isRoundTrip ? "trips.roundTrip" : "trips.oneWay")}`
        : null,
    ],
    ["departure", trip ? when(trip.departureTime) : null],
    ["return", trip ? when(trip.returnTime) : null],
    ["hotel", stay ? `${nameIn(stay.hotel.name, locale)} · ${nameIn(stay.hotel.cityName, locale)}` : null],
    [
      "stayDates",
      stay
        ? t("back-office.order.stayDays", {
            checkIn: stayDay(stay.checkIn, locale),
            checkOut: stayDay(stay.checkOut, locale),
            nights: counted(t, "hotels.count.nights", stay.nights, locale),
          })
        : null,
    ],
    [stay ? "hotelReference" : "bookingReference", code(order.bookingReference)],
    ["registered", when(order.registrationTime)],
    [stay ? "roomsHeldUntil" : "holdExpires", held],
    ["total", money(order.totalAmount, locale)],
    ["discount", order.discountAmount > 0 ? money(order.discountAmount, locale) : null],
    ["voucher", code(order.discountVoucherCode)],
    ["payable", money(order.payableAmount, locale)],
    ["paid", money(order.paidAmount, locale)],
    [
      "paidCurrency",
      order.paidCurrency && order.paidCurrency.currencyCode !== "USD" ? (
        <span key="paidCurrency">
          <bdi dir="ltr">{order.paidCurrency.currencyCode}</bdi>{" "}
          {formatNumber(order.paidCurrency.exchangeRate, locale)}
        </span>
      ) : null,
    ],
    ["refundStatus", t(`trips.refund.state.${order.refundStatus}`, { defaultValue: order.refundStatus })],
  ];
  return (
    <section className="card bo-section" aria-labelledby="bo-summary-title" data-testid="bo-order-summary">
      <h2 id="bo-summary-title">{t("back-office.order.summary")}</h2>
      <Facts facts={facts} />
    </section>
  );
}

export function OrderCustomer({ order }: { order: BackOfficeOrderDetails }) {
  const { t } = useTranslation();
  return (
    <section className="card bo-section" aria-labelledby="bo-owner-title" data-testid="bo-order-owner">
      <h2 id="bo-owner-title">{t("back-office.order.customer")}</h2>
      <Facts
        facts={[
          [
            "phone",
            <bdi key="phone" dir="ltr">
              {order.contact.phoneNumber}
            </bdi>,
          ],
          [
            "email",
            order.contact.email ? (
              <bdi key="email" dir="ltr">
                {order.contact.email}
              </bdi>
            ) : (
              "—"
            ),
          ],
        ]}
      />
      <p className="bo-muted">{t("back-office.order.contactNote")}</p>
      <Link
        className="button bo-button--small bo-order-owner-link"
        to={`/back-office/customers/${order.userId}`}
      >
        {t("back-office.order.openCustomer")}
      </Link>
    </section>
  );
}

/** The actions the role, the order's status and its fulfilment allow, one list item each (order-actions.ts). */

/** A traveller's name as their passport has it. */
function travellerName(traveller: { firstName: string; lastName: string }) {
  return `${traveller.firstName} ${traveller.lastName}`;
}

/** Where the confirmation and the ticket issue stand: waiting for a retry, the tries that failed, the last error. */
export function Fulfilment({ state }: { state: FulfilmentState }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{displayDateTime(iso, locale)}</time> : null;
  const label = (key: string) => t(`back-office.order.fulfilment.${key}`);
  return (
    <section
      className="card bo-section"
      aria-labelledby="bo-fulfilment-title"
      data-testid="bo-order-fulfilment"
    >
      <h2 id="bo-fulfilment-title">{label("title")}</h2>
      <FactList
        prefix="back-office.order.fulfilment"
        facts={[
          ["state", state.issuedAt ? null : label(state.waiting ? "waiting" : "working")],
          ["attempts", state.attempts > 0 ? formatNumber(state.attempts, locale) : null],
          ["nextAttempt", state.waiting ? when(state.nextAttemptAt) : null],
          [
            "lastError",
            state.lastError ? (
              <bdi key="lastError" dir="ltr">
                {state.lastError}
              </bdi>
            ) : null,
          ],
          ["failedStep", state.failedStep ? label(state.failedStep) : null],
          ["issuedAt", when(state.issuedAt)],
          ["ticketSentAt", when(state.ticketSentAt)],
        ]}
      />
    </section>
  );
}

type Traveller = NonNullable<BackOfficeOrderDetails["flightOrder"]>["flightPassengers"][number];
const travellerHelper = columnHelper<Traveller & { index: number; ticket: string | null }>();

export function Travellers({
  order,
  tickets,
}: {
  order: BackOfficeOrderDetails;
  tickets: FulfilmentState["tickets"];
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const rows = (order.flightOrder?.flightPassengers ?? []).map((traveller, index) => ({
    ...traveller,
    index,
    ticket: tickets.find((ticket) => ticket.passengerIndex === index)?.ticketNumber ?? null,
  }));
  const columns = useMemo(
    () => [
      travellerHelper.display({
        id: "name",
        header: t("back-office.order.travellerColumns.name"),
        cell: (info) => {
          const traveller = info.row.original;
          const farsi = [traveller.firstNameFarsi, traveller.lastNameFarsi].filter(Boolean).join(" ");
          return (
            <span className="bo-stack">
              <bdi dir="ltr">{travellerName(traveller)}</bdi>
              {farsi ? <span className="bo-muted">{farsi}</span> : null}
            </span>
          );
        },
      }),
      travellerHelper.accessor("type", {
        header: t("back-office.order.travellerColumns.type"),
        cell: (info) => t(`trips.paxType.${info.getValue()}`, { defaultValue: "—" }),
      }),
      travellerHelper.accessor("birthDate", {
        header: t("back-office.order.travellerColumns.birthDate"),
        cell: (info) => displayIsoDate(info.getValue().slice(0, 10), locale),
      }),
      travellerHelper.display({
        id: "document",
        header: t("back-office.order.travellerColumns.document"),
        cell: (info) => {
          const traveller = info.row.original;
          const number = traveller.passportNumber ?? traveller.nationalCode;
          return number ? <bdi dir="ltr">{number}</bdi> : "—";
        },
      }),
      travellerHelper.accessor("ticket", {
        header: t("back-office.order.travellerColumns.ticket"),
        cell: (info) => {
          const ticket = info.getValue();
          return ticket ? <bdi dir="ltr">{ticket}</bdi> : "—";
        },
      }),
      travellerHelper.accessor("passportExpirationDate", {
        header: t("back-office.order.travellerColumns.expires"),
        cell: (info) => {
          const value = info.getValue();
          return value ? displayIsoDate(value.slice(0, 10), locale) : "—";
        },
      }),
    ],
    [t, locale],
  );
  return (
    <section className="card bo-section" aria-labelledby="bo-travellers-title">
      <h2 id="bo-travellers-title">{t("back-office.order.travellers")}</h2>
      <DataTable
        label={t("back-office.order.travellers")}
        data={rows}
        columns={columns}
        rowId={(row) => String(row.index)}
        rowTestId="bo-order-traveller"
      />
    </section>
  );
}

type Payment = BackOfficeOrderDetails["payments"][number];
const paymentHelper = columnHelper<Payment>();

export function Payments({ order }: { order: BackOfficeOrderDetails }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      paymentHelper.accessor("status", {
        header: t("back-office.order.paymentColumns.status"),
        cell: (info) => (
          <span className={`bo-badge bo-payment--${info.getValue()}`}>
            {t(`trips.payments.status.${info.getValue()}`)}
          </span>
        ),
      }),
      paymentHelper.accessor("gatewayCode", {
        header: t("back-office.order.paymentColumns.gateway"),
        cell: (info) =>
          info.getValue() === "wallet" ? (
            t("back-office.order.wallet")
          ) : (
            <bdi dir="ltr">{info.getValue()}</bdi>
          ),
      }),
      paymentHelper.accessor("amount", {
        header: t("back-office.order.paymentColumns.amount"),
        cell: (info) => {
          const payment = info.row.original;
          const split = payment.walletAmount > 0 && payment.gatewayAmount > 0;
          return (
            <span className="bo-stack">
              <span>{money(info.getValue(), locale)}</span>
              {split ? (
                <span className="bo-muted">
                  {t("trips.payments.split", {
                    wallet: money(payment.walletAmount, locale),
                    gateway: money(payment.gatewayAmount, locale),
                  })}
                </span>
              ) : null}
            </span>
          );
        },
      }),
      paymentHelper.accessor("createdAt", {
        header: t("back-office.order.paymentColumns.created"),
        cell: (info) => <time dateTime={info.getValue()}>{displayDateTime(info.getValue(), locale)}</time>,
      }),
      paymentHelper.accessor("settledAt", {
        header: t("back-office.order.paymentColumns.settled"),
        cell: (info) => {
          const at = info.getValue();
          return at ? <time dateTime={at}>{displayDateTime(at, locale)}</time> : "—";
        },
      }),
    ],
    [t, locale],
  );
  return (
    <section className="card bo-section" aria-labelledby="bo-payments-title">
      <h2 id="bo-payments-title">{t("back-office.order.payments")}</h2>
      {order.payments.length === 0 ? (
        <p className="bo-empty">{t("back-office.order.noPayments")}</p>
      ) : (
        <DataTable
          label={t("back-office.order.payments")}
          data={order.payments}
          columns={columns}
          rowId={(row) => row.paymentId}
          rowTestId="bo-order-payment"
        />
      )}
    </section>
  );
}

const refundHelper = columnHelper<RefundRequestView>();

export function Refunds({ refunds }: { refunds: RefundRequestView[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      refundHelper.accessor("requestNumber", {
        header: t("back-office.refunds.columns.request"),
        cell: (info) => <bdi dir="ltr">{info.getValue()}</bdi>,
      }),
      refundHelper.accessor("status", {
        header: t("back-office.refunds.columns.status"),
        cell: (info) => (
          <span className={`bo-badge bo-badge--${info.getValue()}`}>
            {t(`back-office.refunds.status.${info.getValue()}`)}
          </span>
        ),
      }),
      refundHelper.accessor("destination", {
        header: t("back-office.refunds.columns.destination"),
        cell: (info) => t(`back-office.refunds.destination.${info.getValue()}`),
      }),
      refundHelper.accessor("refundAmount", {
        header: t("back-office.refunds.columns.refund"),
        cell: (info) => money(info.getValue(), locale),
      }),
      refundHelper.accessor("createdAt", {
        header: t("back-office.refunds.columns.created"),
        cell: (info) => <time dateTime={info.getValue()}>{displayDateTime(info.getValue(), locale)}</time>,
      }),
    ],
    [t, locale],
  );
  return (
    <section className="card bo-section" aria-labelledby="bo-refunds-title">
      <h2 id="bo-refunds-title">{t("back-office.order.refunds")}</h2>
      <DataTable
        label={t("back-office.order.refunds")}
        data={refunds}
        columns={columns}
        rowId={(row) => row.id}
        rowTestId="bo-order-refund"
      />
    </section>
  );
}
