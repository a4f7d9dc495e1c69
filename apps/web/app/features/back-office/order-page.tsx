/**
 * /back-office/orders/:id: one order as support needs it on the phone: its summary, the customer
 * (their account's page) and the order's contact, the travellers (a hotel order's stay and its
 * rooms' lead guests instead), payments and refund requests, one timeline of everything that
 * happened to it (its records, supplier calls, messages sent, ledger movements), the operators'
 * internal notes, and the actions the role and the order's status allow.
 */
import type { BackOfficeOrderDetails, FulfilmentState, OrderNote } from "@safar/domain";
import { addOrderNoteSchema } from "@safar/domain";
import { type ReactNode, useId, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { isApiError } from "../../lib/api";
import { displayDateTime } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { signInUrl } from "./access";
import { CancelRefundDialog } from "./cancel-refund-dialog";
import { OfflineTicketsDialog } from "./offline-tickets-dialog";
import { useOperatorSession } from "./operator-session";
import { type OrderAction, orderActionsFor } from "./order-actions";
import { HotelGuests, HotelStay } from "./order-hotel-sections";
import { Fulfilment, OrderCustomer, OrderSummary, Payments, Refunds, Travellers } from "./order-sections";
import { OrderTimeline } from "./order-timeline-list";
import { addOrderNote, type OrderPageData, resendTicket, retryIssuance } from "./orders-api";
import { ORDERS_PATH } from "./orders-page";
import { type PageState, refusalMessage } from "./page-data";
import { FormError, OperatorPage, PageTitle } from "./page-states";
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
      {order.hotelOrder ? (
        <>
          <HotelStay stay={order.hotelOrder} />
          <HotelGuests stay={order.hotelOrder} />
        </>
      ) : (
        <Travellers order={order} tickets={activity.fulfilment?.tickets ?? []} />
      )}
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
    { status: order.status, refundStatus: order.refundStatus, fulfilment, hotel: order.hotelOrder !== null },
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
