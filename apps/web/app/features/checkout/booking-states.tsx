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

/** Spec §8 "flight not found", with a way back to the search. */
export function FlightUnavailable({ message, backUrl }: { message: string; backUrl: string | null }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="card booking-state booking-state--warning"
      role="alert"
      data-testid="flight-unavailable"
    >
      <h2 ref={heading} tabIndex={-1}>
        {t("booking.notFound.title")}
      </h2>
      <p>{t(message)}</p>
      <p>{t("booking.notFound.text")}</p>
      <div className="booking-actions">
        {backUrl ? (
          <Link className="button button--primary" to={backUrl}>
            {t("booking.notFound.back")}
          </Link>
        ) : null}
        <Link className="button" to="/">
          {t("booking.notFound.home")}
        </Link>
      </div>
    </section>
  );
}
