/**
 * Pieces the trips pages share: the status label (spec §4, in the page's language; a hotel order's
 * in its own words) with its tone, the route of a trip, its dates, the load error with its retry,
 * and the skeleton lines.
 */
import { formatDate, type OrderStatus, type OrderTrip } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { Link } from "react-router";
import { nameIn } from "../../lib/format";
import { useRetry } from "../../lib/page-data";
import { useTranslation } from "../../lib/use-translation";

const GOOD: readonly string[] = [
  "Successful",
  "Paid",
  "ConfirmSuccessful",
  "PaymentSuccessful",
  "RefundSuccessful",
];
const BAD: readonly string[] = ["Rejected", "PaymentFailed", "ConfirmFailed", "Failed", "RefundFailed"];

/** The tone of a status: done well, failed, or under way. */
export function statusTone(status: OrderStatus): "good" | "bad" | "pending" {
  return GOOD.includes(status) ? "good" : BAD.includes(status) ? "bad" : "pending";
}

/** A hotel order being confirmed with the hotel is not waiting for a ticket: its own words. */
const HOTEL_WORDED: readonly string[] = ["FinalizationPending"];

/** A paid visa order waits for the visa officers, not for a ticket: its own words. */
const VISA_WORDED: readonly string[] = ["Paid", "ConfirmSuccessful", "FinalizationPending"];

export function StatusBadge({
  status,
  hotel = false,
  visa = false,
}: {
  status: OrderStatus;
  hotel?: boolean;
  visa?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={`trip-status trip-status--${statusTone(status)}`}
      data-testid="trip-status"
      data-status={status}
    >
      {visa && VISA_WORDED.includes(status)
        ? t(`trips.visaStatus.${status}`)
        : hotel && HOTEL_WORDED.includes(status)
          ? t(`trips.hotelStatus.${status}`)
          : t(`trips.status.${status}`)}
    </span>
  );
}

/** "Najaf to Tehran" in the page's language, with the codes. */
export function TripRoute({ trip, locale }: { trip: OrderTrip; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <span className="trip-route">
      {t("trips.route", { from: nameIn(trip.originName, locale), to: nameIn(trip.destinationName, locale) })}{" "}
      <bdi className="trip-route__codes" dir="ltr">
        ({trip.origin}–{trip.destination})
      </bdi>
    </span>
  );
}

/** A day as a trip row shows it (Baghdad; Jalali in Persian). */
export function tripDay(iso: string, locale: Locale): string {
  return formatDate(iso, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
}

/** The departure, and the return of a round trip. */
export function TripDates({ trip, locale }: { trip: OrderTrip; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <span className="trip-dates">
      {trip.returnTime
        ? t("trips.datesRoundTrip", {
            departure: tripDay(trip.departureTime, locale),
            back: tripDay(trip.returnTime, locale),
          })
        : t("trips.datesOneWay", { departure: tripDay(trip.departureTime, locale) })}
    </span>
  );
}

/** A page's load error in place, with the retry (and a way out when given). */
export function TripsError({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  return (
    <section className="card trips-state" role="alert" aria-labelledby="trips-error-title">
      <h2 id="trips-error-title">{title}</h2>
      <p>{t(message, { defaultValue: t("trips.loadError") })}</p>
      <div className="trips-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={retry}
          disabled={retrying}
          aria-busy={retrying}
        >
          {t("trips.retry")}
        </button>
        {back ? (
          <Link className="button" to={back.to}>
            {back.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

const LINE_KEYS = ["a", "b", "c", "d", "e", "f"];

/** Grey lines in the shape of what loads (at most six). */
export function SkeletonLines({ count, label }: { count: number; label?: string }) {
  return (
    <div className="skeleton" aria-hidden={label ? undefined : true}>
      {label ? (
        <p className="visually-hidden" role="status">
          {label}
        </p>
      ) : null}
      {LINE_KEYS.slice(0, count).map((key, n) => (
        <div key={key} className={`skeleton__line${n % 2 ? " skeleton__line--short" : ""}`} />
      ))}
    </div>
  );
}
