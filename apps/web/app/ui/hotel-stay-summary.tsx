/**
 * A booked hotel stay (issue 14), as the confirm page, the payment result and the hotel order's page
 * in my trips show it: `HotelStaySummary`, the property (photo or the cards' placeholder, name, stars,
 * city, area and address), check-in and check-out days (Jalali in Persian) with the property's times,
 * the nights, rooms and guests, the room and its board, the cancellation terms and what is paid at
 * the hotel; and `HotelGuests`, each room with who sleeps in it, its lead guest and the special
 * requests.
 *
 * Styled by the hotel pages' own classes (features/hotels/hotels.css: a route showing a stay loads
 * it) and a few rules that lay them out as a summary (hotel-stay-summary.css); the headings are the
 * page's own (a card's h2 wherever it is shown).
 */
import { amountDueAtHotel, type HotelOrder } from "@safar/domain/hotel-order";
import type { Locale } from "@safar/domain/site-config";
import { type ReactNode, useId } from "react";
import { counted } from "../lib/counted";
import { nameIn } from "../lib/format";
import { useMoney } from "../lib/format-money";
import { cancellationSentence } from "../lib/hotel-terms";
import { guestName, roomLabel, roomOccupancy, type StayRoom } from "../lib/stay-rooms";
import { useTranslation } from "../lib/use-translation";
import { HotelPhoto } from "./hotel-photo";
import { StayDays } from "./stay-days";
import "./hotel-stay-summary.css";

const PHOTO = { width: 208, height: 139 } as const;

/** The stars as shown (★★★★) and said ("4 stars"); none for an unrated property. */
export function HotelStars({ stars, locale }: { stars: number; locale: Locale }) {
  const { t } = useTranslation();
  const whole = Math.max(0, Math.min(5, Math.floor(stars)));
  if (whole === 0) return null;
  return (
    <span className="hotel-stars">
      <span aria-hidden="true">{"★".repeat(whole)}</span>
      <span className="visually-hidden">{counted(t, "hotels.count.stars", whole, locale)}</span>
    </span>
  );
}

export function HotelStaySummary({
  stay,
  locale,
  children,
}: {
  stay: HotelOrder;
  locale: Locale;
  /** More of the section after the terms (e.g. a way back to the hotel). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const { hotel, rate } = stay;
  const area = nameIn(hotel.area, locale).trim();
  const address = nameIn(hotel.address, locale).trim();
  const guests = stay.rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);
  const free = rate.refundable && rate.freeCancellationUntil !== null;
  return (
    <section
      className="card hotel-stay hotel-stay-summary"
      aria-labelledby={titleId}
      data-testid="hotel-stay"
    >
      <h2 id={titleId} className="hotel-stay__title">
        {t("hotels.page.stay")}
      </h2>
      <div className="hotel-stay-summary__hotel">
        <HotelPhoto photo={hotel.photo} size={PHOTO} className="hotel-stay-summary__photo" />
        <div className="hotel-stay-summary__name">
          <h3 className="hotel-card__name" data-testid="stay-hotel">
            {nameIn(hotel.name, locale)}
          </h3>
          <p className="hotel-card__meta">
            <HotelStars stars={hotel.stars} locale={locale} />
            <span>{nameIn(hotel.cityName, locale)}</span>
            {area ? <span>{area}</span> : null}
          </p>
          {address ? (
            <p className="hotel-stay__time">
              <span className="visually-hidden">{t("hotels.page.address")}: </span>
              {address}
            </p>
          ) : null}
        </div>
      </div>
      <dl className="hotel-stay__list">
        <StayDays
          checkIn={stay.checkIn}
          checkOut={stay.checkOut}
          checkInTime={hotel.checkInTime}
          checkOutTime={hotel.checkOutTime}
          nights={stay.nights}
          locale={locale}
          withYear
        />
        <div>
          <dt>{t("hotels.search.roomsAndGuests")}</dt>
          <dd>
            {t("hotels.search.roomsSummary", {
              rooms: counted(t, "hotels.count.rooms", stay.rooms.length, locale),
              guests: counted(t, "hotels.count.guests", guests, locale),
            })}
          </dd>
        </div>
        <div>
          <dt>{t("hotels.book.room")}</dt>
          <dd data-testid="stay-room-name">{nameIn(rate.roomName, locale)}</dd>
        </div>
      </dl>
      <ul className="hotel-card__badges">
        <li className="hotel-badge" data-badge="board">
          {t(`hotels.board.${rate.board}`)}
        </li>
        {free ? (
          <li className="hotel-badge hotel-badge--good" data-badge="refundable">
            {t("hotels.card.freeCancellation")}
          </li>
        ) : null}
        {rate.payAtHotel ? (
          <li className="hotel-badge hotel-badge--pay" data-badge="pay-at-hotel">
            {t("hotels.card.payAtHotel")}
          </li>
        ) : null}
      </ul>
      <div className="hotel-rate__terms">
        <p
          className={`hotel-rate__cancel${free ? " hotel-rate__cancel--free" : ""}`}
          data-testid="stay-cancellation"
        >
          {cancellationSentence(rate, locale, t)}
        </p>
        {rate.taxes > 0 ? <p className="hotel-rate__cancel">{t("hotels.rate.taxesIncluded")}</p> : null}
        {rate.payAtHotel ? (
          // The whole stay is paid at the hotel (decision 022), with its city tax.
          <p className="hotel-rate__due" data-testid="stay-due-at-hotel">
            {t("hotels.rate.toPayAtHotel", { amount: money(amountDueAtHotel(rate)) })}
          </p>
        ) : rate.dueAtHotel > 0 ? (
          <p className="hotel-rate__due">{t("hotels.rate.dueAtHotel", { amount: money(rate.dueAtHotel) })}</p>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * The stay's rooms, each with who sleeps in it and the guest it is booked under (the name the
 * hotel's front desk looks for), and the customer's special requests.
 */
export function HotelGuests({
  rooms,
  specialRequests,
  locale,
  children,
}: {
  rooms: readonly StayRoom[];
  specialRequests: string | null;
  locale: Locale;
  /** A note under the rooms (e.g. when the booking is confirmed). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card hotel-stay-summary" aria-labelledby={titleId} data-testid="hotel-guests">
      <h2 id={titleId}>{t("booking.stay.guestsTitle")}</h2>
      <ol className="hotel-stay-summary__rooms">
        {rooms.map((room, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stay's rooms never reorder
          <li key={index} data-testid="stay-guest-room">
            <strong>{roomLabel(index, locale, t)}</strong>
            <span className="hotel-stay__time">{roomOccupancy(room, locale, t)}</span>
            <span>
              {t("booking.stay.leadGuest")}{" "}
              <bdi dir="ltr" className="hotel-stay-summary__guest" data-testid="lead-guest">
                {guestName(room)}
              </bdi>
            </span>
          </li>
        ))}
      </ol>
      {specialRequests ? (
        <div className="hotel-stay-summary__requests">
          <h3 className="hotel-stay-summary__subtitle">{t("booking.stay.specialRequests")}</h3>
          <p className="hotel-about__info" dir="auto" data-testid="stay-requests">
            {specialRequests}
          </p>
          <p className="hotel-stay__time">{t("booking.stay.requestsNote")}</p>
        </div>
      ) : null}
      {children}
    </section>
  );
}
