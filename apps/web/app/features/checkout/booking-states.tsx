/** The states of the booking pages around their content: loading, a failed load, a flight that is gone. */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useRetry } from "../../lib/page-data";
import { useTranslation } from "../../lib/use-translation";

export function BookingSkeleton() {
  return (
    <div className="booking-layout" aria-hidden="true">
      <div className="booking-layout__aside">
        <div className="card skeleton">
          <div className="skeleton__line skeleton__line--short" />
          <div className="skeleton__line" />
          <div className="skeleton__line" />
          <div className="skeleton__line skeleton__line--short" />
        </div>
      </div>
      <div className="booking-layout__main">
        {[0, 1].map((n) => (
          <div key={n} className="card skeleton">
            <div className="skeleton__line skeleton__line--short" />
            <div className="skeleton__line" />
            <div className="skeleton__line" />
            <div className="skeleton__line" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The page's data did not come: what happened (`message`, a translation key) and a retry. */
export function LoadError({ message = "booking.loadError" }: { message?: string }) {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  return (
    <section className="card booking-state" role="alert">
      <p>{t(message)}</p>
      <button
        type="button"
        className="button"
        onClick={retry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        {t("booking.retry")}
      </button>
    </section>
  );
}

/**
 * Why this booking cannot go on (spec §8 "flight not found", a visa no longer on sale, a broken
 * link), focused for screen readers, with the way back to where it was chosen and another way on
 * (home unless said).
 */
export function BookingUnavailable({
  title,
  message,
  text,
  back,
  other,
  testId,
  reason,
}: {
  title: string;
  /** The refusal's message key. */
  message: string;
  text?: string;
  back: WayOn | null;
  other?: WayOn | null;
  testId: string;
  reason?: string;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="card booking-state booking-state--warning"
      role="alert"
      data-testid={testId}
      data-reason={reason}
    >
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{t(message, { defaultValue: t("GENERIC_ERROR") })}</p>
      {text ? <p>{text}</p> : null}
      <div className="booking-actions">
        {back ? (
          <Link className="button button--primary" to={back.to}>
            {back.label}
          </Link>
        ) : null}
        {other === null ? null : (
          <Link className="button" to={other?.to ?? "/"}>
            {other?.label ?? t("booking.notFound.home")}
          </Link>
        )}
      </div>
    </section>
  );
}

type WayOn = { to: string; label: string };

/** Spec §8 "flight not found", with a way back to the search. */
export function FlightUnavailable({ message, backUrl }: { message: string; backUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <BookingUnavailable
      title={t("booking.notFound.title")}
      message={message}
      text={t("booking.notFound.text")}
      back={backUrl ? { to: backUrl, label: t("booking.notFound.back") } : null}
      testId="flight-unavailable"
    />
  );
}
