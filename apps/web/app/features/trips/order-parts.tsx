/**
 * What an order's page shows whatever it sold (the flight order's page and the hotel order's): the
 * order's facts (numbers, when, product, booking reference), the actions every order has (pay while
 * the hold lives, contact support), what happened to it (the timeline, in a hotel's words for a
 * hotel order), and the page's missing and loading states.
 */
import { type CurrentUserOrderDetails, OrderStatus, type OrderTimelineEvent } from "@safar/domain";
import { hotelReferenceForGuests } from "@safar/domain/hotel-order";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { displayDateTime } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { SkeletonLines, TripsError } from "./trip-parts";
import { contactSupportPath } from "./trips-query";

/** The order's numbers, when it was made, its product and, once booked, its booking reference. */
export function OrderFacts({ order, children }: { order: CurrentUserOrderDetails; children?: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <dl className="order-facts">
      <div>
        <dt>{t("trips.orderNumber")}</dt>
        <dd>
          <bdi dir="ltr" data-testid="order-number">
            {order.orderNumber}
          </bdi>
        </dd>
      </div>
      <div>
        <dt>{t("trips.trackingNumber")}</dt>
        <dd>
          <bdi dir="ltr">{order.trackingNumber}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t("trips.registered")}</dt>
        <dd>{displayDateTime(order.registrationTime, locale)}</dd>
      </div>
      <div>
        <dt>{t("trips.product")}</dt>
        <dd>{t(`trips.type.${order.type}`, { defaultValue: order.type })}</dd>
      </div>
      {order.bookingReference ? (
        <div>
          <dt>{t("trips.bookingReference")}</dt>
          <dd>
            <bdi dir="ltr" data-testid="order-booking-reference">
              {order.hotelOrder ? hotelReferenceForGuests(order.bookingReference) : order.bookingReference}
            </bdi>
          </dd>
        </div>
      ) : null}
      {children}
    </dl>
  );
}

/** The product's own actions first (`children`: a flight's ticket files), then pay while the hold lives, contact support always. */
export function OrderActions({ order, children }: { order: CurrentUserOrderDetails; children?: ReactNode }) {
  const { t } = useTranslation();
  const payable =
    (order.status === OrderStatus.Approved || order.status === OrderStatus.PaymentFailed) &&
    order.holdExpiresAt !== null &&
    Date.parse(order.holdExpiresAt) > Date.now();
  return (
    <div className="trips-actions">
      {children}
      {payable ? (
        <Link className="button button--primary" to={`/confirm?orderId=${encodeURIComponent(order.orderId)}`}>
          {t("trips.pay")}
        </Link>
      ) : null}
      <Link className="button" to={contactSupportPath(order.orderNumber)} data-testid="contact-support">
        {t("trips.contactSupport")}
      </Link>
    </div>
  );
}

/** Timeline entries a hotel order names in its own words (rooms held, booking confirmed). */
const HOTEL_WORDED: readonly OrderTimelineEvent["kind"][] = ["Held", "TicketsIssued", "IssueFailed"];

/** What happened to the order, oldest first, each with its amount or reference. */
export function Timeline({
  events,
  hotel = false,
  tour = false,
}: {
  events: OrderTimelineEvent[];
  /** A hotel's or a tour's words where a flight's would be wrong (rooms or seats, not tickets). */
  hotel?: boolean;
  tour?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">{t("trips.timeline.title")}</h2>
      <ol className="order-timeline" data-testid="order-timeline">
        {events.map((event) => (
          <li
            key={`${event.kind}-${event.at}-${event.reference ?? ""}`}
            className={`order-timeline__item order-timeline__item--${event.kind}`}
          >
            <span className="order-timeline__what" data-kind={event.kind}>
              {(hotel || tour) && HOTEL_WORDED.includes(event.kind)
                ? t(`${tour ? "trips.tourTimeline" : "trips.hotelTimeline"}.${event.kind}`)
                : t(`trips.timeline.${event.kind}`)}
              {event.amount !== null ? <> · {money(event.amount)}</> : null}
              {event.reference &&
              event.kind !== "PaymentStarted" &&
              event.kind !== "PaymentSucceeded" &&
              event.kind !== "PaymentFailed" ? (
                <>
                  {" "}
                  · <bdi dir="ltr">{event.reference}</bdi>
                </>
              ) : null}
            </span>
            <time className="trips-muted" dateTime={event.at}>
              {displayDateTime(event.at, locale)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * An order page's head: the way back to my trips, the title with the order's number, its status
 * badge, what was bought (`trip`), then its facts and actions (`children`).
 */
export function OrderHead({
  title,
  number,
  status,
  trip,
  children,
}: {
  title: string;
  number: string;
  status: ReactNode;
  trip: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="card order-head" aria-labelledby="order-title">
      <div className="order-head__top">
        <div>
          <p className="trips-muted">
            <Link to="/profile/my-travels">{t("profile.myTravels")}</Link>
          </p>
          <h2 id="order-title" tabIndex={-1}>
            {title} <bdi dir="ltr">{number}</bdi>
          </h2>
        </div>
        {status}
      </div>
      {trip ? <p className="order-head__trip">{trip}</p> : null}
      {children}
    </section>
  );
}

/** What an order page's loader answers when the order did not come. */
type OrderNotShown = { status: "missing" } | { status: "error"; message: string };

/**
 * An order page: the order (`children`, given the loaded data), or in its place the failure with
 * the way back to the list (`backLabel`, the list's own words by default), or "not found".
 */
export function OrderPage<Ready extends { status: "ready" }>({
  data,
  title,
  backLabel,
  children,
}: {
  data: Ready | OrderNotShown;
  title: string;
  backLabel?: string;
  children: (ready: Ready) => ReactNode;
}) {
  const { t } = useTranslation();
  if (data.status === "error")
    return (
      <TripsError
        title={title}
        message={data.message}
        back={{ to: "/profile/my-travels", label: backLabel ?? t("trips.backToList") }}
      />
    );
  if (data.status === "missing") return <OrderMissing title={title} />;
  return children(data as Ready);
}

/** No such order of this customer (404): said in place, with the way back to the list. */
export function OrderMissing({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="card trips-state" aria-labelledby="order-missing-title">
      <h2 id="order-missing-title">{title}</h2>
      <p>{t("trips.missing")}</p>
      <div className="trips-actions">
        <Link className="button button--primary" to="/profile/my-travels">
          {t("trips.backToList")}
        </Link>
      </div>
    </section>
  );
}

/** An order page's loading placeholder (the server's HTML while the page's data loads). */
export function OrderSkeleton({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="order-page" aria-busy="true">
      <section className="card" aria-labelledby="order-title">
        <h2 id="order-title">{title}</h2>
        <SkeletonLines count={3} label={t("trips.loadingOrder")} />
      </section>
      <section className="card" aria-hidden="true">
        <SkeletonLines count={4} />
      </section>
    </div>
  );
}
