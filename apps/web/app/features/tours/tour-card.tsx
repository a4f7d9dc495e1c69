import type { Locale } from "@safar/domain/site-config";
import type { TourCard } from "@safar/domain/tour";
import { memo } from "react";
import { Link } from "react-router";
import { api } from "../../lib/api";
import { counted } from "../../lib/counted";
import { displayIsoDate, nameIn } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { MapIcon } from "../../ui/icons";
import { useTourMoney } from "./tour-format";
import { TourStars } from "./tour-stars";

export const CARD_PHOTO = { width: 480, height: 320 } as const;

/** A tour's page. */
export const tourPath = (id: string) => `/tour/${id}`;

/**
 * A tour on the list: its photo, kind and destination, title (the card's one link; the whole card
 * answers a click), days and nights, hotels' stars, the start of its description, the next
 * departure with the seats left, and the lowest price per adult of the departures that match.
 */
export const TourCardView = memo(function TourCardView({
  tour,
  locale,
  eager = false,
}: {
  tour: TourCard;
  locale: Locale;
  /** The first cards on screen: their photos are not lazy. */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const price = useTourMoney(tour.currency);
  return (
    <article className="tour-card card" data-tour-id={tour.id} data-testid="tour-card">
      <div className="tour-card__photo">
        {tour.photo ? (
          <img
            src={api().imageUrl(tour.photo, CARD_PHOTO)}
            alt=""
            width={CARD_PHOTO.width}
            height={CARD_PHOTO.height}
            loading={eager ? undefined : "lazy"}
            decoding="async"
          />
        ) : (
          <MapIcon className="tour-card__no-photo" />
        )}
      </div>
      <div className="tour-card__body">
        <p className="tour-card__kind">
          <span className={`tour-kind tour-kind--${tour.kind}`}>{t(`tours.kind.${tour.kind}`)}</span>
          <span>{nameIn(tour.destination.name, locale)}</span>
        </p>
        <h2 className="tour-card__title">
          <Link to={tourPath(tour.id)} className="tour-card__link">
            {nameIn(tour.title, locale)}
          </Link>
        </h2>
        <p className="tour-card__meta">
          <span>{counted(t, "tours.count.days", tour.days, locale)}</span>
          <span>{counted(t, "tours.count.nights", tour.nights, locale)}</span>
          <TourStars stars={tour.hotelStars} locale={locale} />
        </p>
        <p className="tour-card__description">{nameIn(tour.description, locale)}</p>
        <p className="tour-card__next" data-testid="tour-card-next" data-date={tour.nextDeparture}>
          {t("tours.card.next", {
            date: displayIsoDate(tour.nextDeparture, locale, {
              weekday: "short",
              day: "numeric",
              month: "long",
            }),
          })}
          <span className="tour-card__seats">
            {counted(t, "tours.count.seatsLeft", tour.nextDepartureSeatsLeft, locale)}
          </span>
        </p>
      </div>
      <p className="tour-card__price">
        <span className="tour-card__from">{t("tours.card.from")}</span>
        <span className="tour-card__amount" data-price={tour.fromPriceUsd} data-testid="tour-card-price">
          {price(tour.fromPrice, tour.fromPriceUsd)}
        </span>
        <span className="tour-card__per">{t("tours.card.perAdult")}</span>
      </p>
    </article>
  );
});

/** A card's place while the list comes. */
export function TourCardSkeleton() {
  return (
    <div className="tour-card card tour-card--skeleton" aria-hidden="true">
      <div className="tour-card__photo skeleton__line" />
      <div className="tour-card__body skeleton">
        <div className="skeleton__line skeleton__line--short" />
        <div className="skeleton__line" />
        <div className="skeleton__line" />
        <div className="skeleton__line skeleton__line--short" />
      </div>
    </div>
  );
}
