/**
 * /back-office/orders/:id: one order as support needs it on the phone: its summary, the customer
 * (their account's page) and the order's contact, the travellers, payments and refund requests, one
 * timeline of everything that happened to it (its records, supplier calls, messages sent, ledger
 * movements), the operators' internal notes, and the actions the role and the order's status allow.
 */
import type { BackOfficeOrderDetails, FulfilmentState, OrderNote, RefundRequestView } from "@safar/domain";
import { addOrderNoteSchema } from "@safar/domain";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { isApiError } from "../../lib/api";
import { displayDateTime, displayIsoDate, formatNumber, nameIn } from "../../lib/format";
import { money } from "../../lib/format-money";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { signInUrl } from "./access";
import { CancelRefundDialog } from "./cancel-refund-dialog";
import { columnHelper, DataTable } from "./data-table";
import { OfflineTicketsDialog } from "./offline-tickets-dialog";
import { useOperatorSession } from "./operator-session";
import { type OrderAction, orderActionsFor } from "./order-actions";
import { OrderTimeline } from "./order-timeline-list";
import { addOrderNote, type OrderPageData, resendTicket, retryIssuance } from "./orders-api";
import { ORDERS_PATH, OrderStatusBadge } from "./orders-page";
import { type PageState, refusalMessage } from "./page-data";
import { FactList, FormError, OperatorPage, PageTitle } from "./page-states";
import "./screens.css";
import "./orders.css";

export function OrderPage({ state }: { state: PageState<OrderPageData> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.order.title")}>
      {(data) => <OrderView data={data} />}
    </OperatorPage>
  );
}

function OrderView({ data }: { data: OrderPageData }) {
  const { t } = useTranslation();
  const { order, activity, notes } = data;
  return (
    <div className="bo-page" data-testid="bo-order">
      <PageTitle
        title={
          <>
            {t("back-office.order.title")} <bdi dir="ltr">{order.orderNumber}</bdi>
          </>
        }
        lead={t("back-office.order.lead")}
      >
        <Link className="button bo-button--small" to={ORDERS_PATH}>
          {t("back-office.order.back")}
        </Link>
      </PageTitle>
      <div className="bo-columns">
        <OrderSummary order={order} />
        <div className="bo-order-side">
          <OrderCustomer order={order} />
          <OrderActions order={order} fulfilment={activity.fulfilment} />
          {activity.fulfilment ? <Fulfilment state={activity.fulfilment} /> : null}
        </div>
      </div>
      <Travellers order={order} tickets={activity.fulfilment?.tickets ?? []} />
      <Payments order={order} />
      {activity.refunds.length > 0 ? <Refunds refunds={activity.refunds} /> : null}
      <section className="card bo-section" aria-labelledby="bo-timeline-title">
        <h2 id="bo-timeline-title">{t("back-office.order.timeline.title")}</h2>
        <OrderTimeline events={order.timeline} activity={activity} />
      </section>
      <Notes orderId={order.orderId} notes={notes} />
    </div>
  );
}

const Facts = ({ facts }: { facts: [string, ReactNode][] }) => (
  <FactList prefix="back-office.order.fields" facts={facts} />
);

function OrderSummary({ order }: { order: BackOfficeOrderDetails }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{displayDateTime(iso, locale)}</time> : null;
  const code = (text: string | null) => (text ? <bdi dir="ltr">{text}</bdi> : null);
  const trip = order.trip;
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
    ["bookingReference", code(order.bookingReference)],
    ["registered", when(order.registrationTime)],
    ["holdExpires", order.status === "Approved" ? when(order.holdExpiresAt) : null],
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

function OrderCustomer({ order }: { order: BackOfficeOrderDetails }) {
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
function OrderActions({
  order,
  fulfilment,
}: {
  order: BackOfficeOrderDetails;
  fulfilment: FulfilmentState | null;
}) {
  const { t } = useTranslation();
  const session = useOperatorSession();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const actions = orderActionsFor(
    { status: order.status, refundStatus: order.refundStatus, fulfilment },
    session,
  );
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [offlineOpen, setOfflineOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  if (actions.length === 0) return null;

  const run = async (action: OrderAction, call: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(action);
    setError(null);
    try {
      await call();
      void showToast("success", t(`back-office.order.actions.${action}.done`));
      await revalidator.revalidate();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 401) {
        await navigate(signInUrl(location.pathname + location.search));
        return;
      }
      setError(refusalMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const button = (action: OrderAction, onClick: () => void) => (
    <button
      type="button"
      className={`button bo-button--small${action === "retry-issuance" ? " button--primary" : ""}`}
      onClick={onClick}
      disabled={busy !== null}
      aria-busy={busy === action}
    >
      {t(`back-office.order.actions.${action}.button`)}
    </button>
  );
  const items: Record<OrderAction, ReactNode> = {
    "retry-issuance": button(
      "retry-issuance",
      () => void run("retry-issuance", () => retryIssuance(order.orderId)),
    ),
    "offline-tickets": button("offline-tickets", () => {
      setError(null);
      setOfflineOpen(true);
    }),
    "resend-ticket": button(
      "resend-ticket",
      () => void run("resend-ticket", () => resendTicket(order.orderId)),
    ),
    "cancel-and-refund": button("cancel-and-refund", () => {
      setError(null);
      setCancelOpen(true);
    }),
  };

  return (
    <section className="card bo-section" aria-labelledby="bo-actions-title" data-testid="bo-order-actions">
      <h2 id="bo-actions-title">{t("back-office.order.actions.title")}</h2>
      <ul className="bo-actions">
        {actions.map((action) => (
          <li key={action} data-action={action}>
            {items[action]}
            <span className="bo-muted">{t(`back-office.order.actions.${action}.hint`)}</span>
          </li>
        ))}
      </ul>
      <FormError message={error} testId="bo-action-error" />
      {offlineOpen ? (
        <OfflineTicketsDialog
          order={order}
          onClose={() => setOfflineOpen(false)}
          onDone={() => {
            setOfflineOpen(false);
            void revalidator.revalidate();
          }}
        />
      ) : null}
      {cancelOpen ? (
        <CancelRefundDialog
          order={order}
          onClose={() => setCancelOpen(false)}
          onDone={() => {
            setCancelOpen(false);
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </section>
  );
}

/** A traveller's name as their passport has it. */
function travellerName(traveller: { firstName: string; lastName: string }) {
  return `${traveller.firstName} ${traveller.lastName}`;
}

/** Where the confirmation and the ticket issue stand: waiting for a retry, the tries that failed, the last error. */
function Fulfilment({ state }: { state: FulfilmentState }) {
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

type Traveller = BackOfficeOrderDetails["flightOrder"]["flightPassengers"][number];
const travellerHelper = columnHelper<Traveller & { index: number; ticket: string | null }>();

function Travellers({
  order,
  tickets,
}: {
  order: BackOfficeOrderDetails;
  tickets: FulfilmentState["tickets"];
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const rows = order.flightOrder.flightPassengers.map((traveller, index) => ({
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

function Payments({ order }: { order: BackOfficeOrderDetails }) {
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

function Refunds({ refunds }: { refunds: RefundRequestView[] }) {
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

function Notes({ orderId, notes }: { orderId: string; notes: OrderNote[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const revalidator = useRevalidator();
  const form = useFormSubmit(
    { text: "" },
    {
      check: addOrderNoteSchema,
      fields: ["text"],
      send: async ({ text }) => {
        await addOrderNote(orderId, text);
        void showToast("success", t("back-office.order.notes.done"));
        await revalidator.revalidate();
      },
      reset: true,
    },
  );
  const error = form.errors.text ? t(form.errors.text) : undefined;
  return (
    <section className="card bo-section" aria-labelledby="bo-notes-title" data-testid="bo-order-notes">
      <h2 id="bo-notes-title">{t("back-office.order.notes.title")}</h2>
      <p className="bo-muted">{t("back-office.order.notes.lead")}</p>
      {notes.length === 0 ? (
        <p className="bo-empty">{t("back-office.order.notes.empty")}</p>
      ) : (
        <ol className="bo-notes">
          {notes.map((note) => (
            <li key={note.id} data-testid="bo-order-note">
              <p className="bo-notes__text">{note.text}</p>
              <p className="bo-muted">
                <bdi dir="ltr">{note.operatorEmail}</bdi> ·{" "}
                <time dateTime={note.createdAt}>{displayDateTime(note.createdAt, locale)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="bo-form" onSubmit={(event) => void form.submit(event)} noValidate>
        <Field id={`${id}-text`} label={t("back-office.order.notes.label")} error={error}>
          <textarea
            {...inputProps(`${id}-text`, error)}
            name="text"
            className="input"
            rows={3}
            maxLength={2000}
            value={form.values.text}
            onChange={(event) => form.setValue("text", event.target.value)}
          />
        </Field>
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
            {t("back-office.order.notes.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
