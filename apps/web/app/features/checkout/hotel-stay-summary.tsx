/**
 * The hotel guest page's summary (issue 14): the property (photo through the image base, name,
 * stars, area and city), the stay (check-in and check-out days with the property's times, Jalali in
 * Persian, the nights, each room with its adults and children), the room and board, the cancellation
 * terms in Baghdad time, and the price in the customer's display currency (total, a night, taxes,
 * the amount due at the hotel). The hotel pages' classes (hotels.css, loaded by the route).
 */
import type { HotelRoom } from "@safar/domain/hotel";
import type { HotelCity, HotelDetail, HotelRate, HotelSearch } from "@safar/domain/hotel-search";
import type { Locale } from "@safar/domain/site-config";
import { Link } from "react-router";
import { counted } from "../../lib/counted";
import { formatNumber, listSeparator, nameIn } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { cancellationSentence } from "../../lib/hotel-terms";
import { useTranslation } from "../../lib/use-translation";
import { HotelPhoto } from "../../ui/hotel-photo";
import { Stars } from "../../ui/hotel-stars";
import { StayDays } from "../../ui/stay-days";

type T = (key: string, vars?: Record<string, unknown>) => string;

const PHOTO = { width: 480, height: 320 } as const;

/** "2 adults, 1 child (7 years)": who stays in a room. */
export function roomOccupancy(room: Pick<HotelRoom, "adults" | "childAges">, locale: Locale, t: T): string {
  const adults = counted(t, "booking.hotel.count.adults", room.adults, locale);
  if (room.childAges.length === 0) return adults;
  const ages = room.childAges
    .map((age) => (age < 1 ? t("hotels.search.underOne") : counted(t, "hotels.count.years", age, locale)))
    .join(listSeparator(locale));
  const children = counted(t, "booking.hotel.count.children", room.childAges.length, locale);
  return t("booking.hotel.occupancy", { adults, children, ages });
}

export function HotelStaySummary({
  detail,
  rate,
  stay,
  city,
  hotelUrl,
  locale,
}: {
  detail: HotelDetail;
  rate: HotelRate;
  stay: HotelSearch;
  city: HotelCity | null;
  /** The hotel page for the same stay: another room. */
  hotelUrl: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { content } = detail;
  const name = nameIn(detail.name, locale);
  const photo = detail.photo ?? content.photos[0]?.path ?? null;
  const area = nameIn(detail.area, locale);
  const cityName = city ? nameIn(city.name, locale) : detail.cityCode;
  return (
    <section
      className="card booking-hotel"
      aria-labelledby="booking-hotel-title"
      data-hotel-id={detail.hotelId}
    >
      <HotelPhoto photo={photo} size={PHOTO} className="booking-hotel__photo" />
      <h2 id="booking-hotel-title">{name}</h2>
      <p className="hotel-card__meta">
        <Stars stars={detail.stars} locale={locale} />
        {area && area !== cityName ? <span>{area}</span> : null}
        <span>{cityName}</span>
      </p>
      <dl className="hotel-stay__list">
        <StayDays
          checkIn={detail.checkIn}
          checkOut={detail.checkOut}
          checkInTime={content.checkInTime}
          checkOutTime={content.checkOutTime}
          nights={detail.nights}
          locale={locale}
        />
        <div>
          <dt>{t("hotels.search.roomsAndGuests")}</dt>
          <dd data-testid="stay-rooms">
            {stay.rooms.length === 1 ? (
              roomOccupancy(stay.rooms[0] as HotelRoom, locale, t)
            ) : (
              <>
                {counted(t, "hotels.count.rooms", stay.rooms.length, locale)}
                {stay.rooms.map((room, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rooms are fixed by the search
                  <span key={i} className="hotel-stay__time">
                    {t("hotels.search.roomN", { n: formatNumber(i + 1, locale) })}:{" "}
                    {roomOccupancy(room, locale, t)}
                  </span>
                ))}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("hotels.book.room")}</dt>
          <dd data-testid="stay-room">
            {nameIn(rate.roomName, locale)}
            <span className="hotel-stay__time">{t(`hotels.board.${rate.board}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t("hotels.book.cancellation")}</dt>
          <dd data-testid="stay-cancellation">{cancellationSentence(rate, locale, t)}</dd>
        </div>
      </dl>
      <Link to={hotelUrl} className="booking-flight__change">
        {t("booking.hotel.change")}
      </Link>
    </section>
  );
}

/** The price of the stay: a night, the taxes included, the total; what is paid at the hotel besides. */
export function HotelPrice({
  rate,
  total,
  nights,
  locale,
}: {
  rate: HotelRate;
  /** The total the customer accepted (the rate's, or a new one after a price change). */
  total: number;
  nights: number;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const perNight = total === rate.totalPrice ? rate.perNight : Math.round((total / nights) * 100) / 100;
  return (
    <section className="card booking-price" aria-labelledby="booking-price-title">
      <h2 id="booking-price-title">{t("booking.price.title")}</h2>
      <dl className="booking-price__list">
        <div className="booking-price__row">
          <dt>{t("booking.hotel.price.perNight")}</dt>
          <dd>{money(perNight)}</dd>
        </div>
        {rate.taxes > 0 ? (
          <div className="booking-price__row">
            <dt>{t("booking.hotel.price.taxes")}</dt>
            <dd>{money(rate.taxes)}</dd>
          </div>
        ) : null}
        <div className="booking-price__row booking-price__row--total">
          <dt>
            {t("booking.price.total")}
            <span className="booking-price__each">{counted(t, "hotels.card.forNights", nights, locale)}</span>
          </dt>
          <dd data-testid="price-total" data-price={total}>
            {money(total)}
          </dd>
        </div>
      </dl>
      <ul className="hotel-card__badges booking-hotel__terms">
        <li className="hotel-badge">{t("hotels.rate.payNow")}</li>
        <li className="hotel-badge">{t("hotels.rate.taxesIncluded")}</li>
      </ul>
      {rate.dueAtHotel > 0 ? (
        <p className="hotel-rate__due" data-testid="price-due-at-hotel">
          {t("hotels.rate.dueAtHotel", { amount: money(rate.dueAtHotel) })}
        </p>
      ) : null}
    </section>
  );
}
