/**
 * What /payment/{orderId} shows once an order is done: a flight's issued ticket (booking reference,
 * travellers with their ticket numbers, the e-ticket to download or view) or a hotel booking
 * confirmed with the hotel (its reference, what to give at the desk, its page in my trips).
 */
import type { OrderDetail, VerifyIssueFlightTicket } from "@safar/domain";
import { hotelReferenceForGuests } from "@safar/domain/hotel-order";
import type { Locale } from "@safar/domain/site-config";
import { type RefObject, useState } from "react";
import { Link } from "react-router";
import { hotelOrderDetailsPath, tourOrderDetailsPath } from "../../lib/order-paths";
import { downloadTicketPdf, openTicketHtml } from "../../lib/ticket-files";
import { useTranslation } from "../../lib/use-translation";
import { VoucherButton } from "../../ui/voucher-button";

/** A hotel order confirmed with the hotel: its reference, what to give at the desk, its page in my trips. */
export function HotelBooked({
  orderId,
  issue,
  headingRef,
}: {
  orderId: string;
  issue: VerifyIssueFlightTicket;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <section className="card booking-issued" aria-labelledby="result-title" data-state="issued">
      <h2 id="result-title" ref={headingRef} tabIndex={-1}>
        {t("booking.result.hotel.issued.title")}
      </h2>
      {issue.bookingReference ? (
        <p className="booking-issued__reference">
          <span>{t("booking.result.issued.reference")}</span>{" "}
          <strong dir="ltr" data-testid="booking-reference">
            {hotelReferenceForGuests(issue.bookingReference)}
          </strong>
        </p>
      ) : null}
      <p>{t("booking.result.hotel.issued.note")}</p>
      <div className="booking-actions">
        <VoucherButton orderId={orderId} />
        <Link className="button" to={hotelOrderDetailsPath(orderId)}>
          {t("booking.result.hotel.issued.details")}
        </Link>
      </div>
    </section>
  );
}

/** A tour order booked: its seats are sold; the booking number and its page in my trips. */
export function TourBooked({
  orderId,
  issue,
  headingRef,
}: {
  orderId: string;
  issue: VerifyIssueFlightTicket;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <section className="card booking-issued" aria-labelledby="result-title" data-state="issued">
      <h2 id="result-title" ref={headingRef} tabIndex={-1}>
        {t("tours.result.booked")}
      </h2>
      {issue.bookingReference ? (
        <p className="booking-issued__reference">
          <span>{t("tours.order.reference")}</span>{" "}
          <strong dir="ltr" data-testid="booking-reference">
            {issue.bookingReference}
          </strong>
        </p>
      ) : null}
      <p>{t("tours.order.booked")}</p>
      <div className="booking-actions">
        <Link className="button" to={tourOrderDetailsPath(orderId)} data-testid="tour-order-link">
          {t("tours.order.open")}
        </Link>
      </div>
    </section>
  );
}

/** A flight's issued ticket: the booking reference, the travellers' ticket numbers, the e-ticket's files. */
export function IssuedTicket({
  orderId,
  issue,
  order,
  locale,
  headingRef,
}: {
  orderId: string;
  issue: VerifyIssueFlightTicket;
  order: OrderDetail | null;
  locale: Locale;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<"pdf" | "html" | null>(null);
  const [fileError, setFileError] = useState(false);
  const passengers = order?.flightOrder?.flightPassengers ?? [];

  const download = async () => {
    if (busy) return;
    setBusy("pdf");
    setFileError(false);
    try {
      await downloadTicketPdf(orderId, locale);
    } catch {
      setFileError(true);
    } finally {
      setBusy(null);
    }
  };
  const view = async () => {
    if (busy) return;
    setBusy("html");
    setFileError(false);
    try {
      await openTicketHtml(orderId, locale);
    } catch {
      setFileError(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card booking-issued" aria-labelledby="result-title" data-state="issued">
      <h2 id="result-title" ref={headingRef} tabIndex={-1}>
        {t("booking.result.issued.title")}
      </h2>
      {issue.bookingReference ? (
        <p className="booking-issued__reference">
          <span>{t("booking.result.issued.reference")}</span>{" "}
          <strong dir="ltr" data-testid="booking-reference">
            {issue.bookingReference}
          </strong>
        </p>
      ) : null}
      {passengers.length > 0 ? (
        <>
          <h3>{t("booking.result.issued.travellers")}</h3>
          <ol className="booking-travellers__list">
            {passengers.map((p, i) => {
              const ticket = issue.tickets.find((x) => x.passengerIndex === i);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the order's passengers never reorder
                <li key={i}>
                  <bdi dir="ltr">{`${p.firstName} ${p.lastName}`}</bdi>
                  <span className="booking-travellers__type">{t(`booking.category.${p.type}`)}</span>
                  {ticket ? (
                    <span className="booking-travellers__ticket">
                      {t("booking.result.issued.ticketNumber")}: <bdi dir="ltr">{ticket.ticketNumber}</bdi>
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
      <div className="booking-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy !== null}
          onClick={() => void download()}
        >
          {busy === "pdf" ? t("booking.result.issued.downloading") : t("booking.result.issued.download")}
        </button>
        <button type="button" className="button" disabled={busy !== null} onClick={() => void view()}>
          {t("booking.result.issued.view")}
        </button>
      </div>
      {fileError ? (
        <p className="booking-inline-error" role="alert">
          {t("booking.result.issued.fileError")}
        </p>
      ) : null}
    </section>
  );
}
