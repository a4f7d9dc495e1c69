import type { HotelCard } from "@safar/domain/hotel-search";
import type { Locale } from "@safar/domain/site-config";
import { memo } from "react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { api } from "../../lib/api";
import { counted } from "../../lib/counted";
import { nameIn } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { Stars } from "../../ui/hotel-stars";
import { BedIcon } from "../../ui/icons";

export const PHOTO = { width: 480, height: 320 } as const;

/**
 * A property on the results or in the trending row: its photo, name in the page's language, stars,
 * area and type, the cheapest rate's board and conditions, and the price of the stay and per night.
 * The name is the card's one link (to the hotel's page with the same search); the whole card answers
 * a click.
 */
export const HotelCardView = memo(function HotelCardView({
  card,
  href,
  nights,
  locale,
  eager = false,
}: {
  card: HotelCard;
  href: string;
  nights: number;
  locale: Locale;
  /** The first card on screen: its photo is not lazy. */
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const rate = card.cheapest;
  const photo = card.photo ? api().imageUrl(card.photo, PHOTO) : null;
  // The first card's photo is the results' largest paint: asked for from the HTML's head, before
  // the browser has laid out the page (React puts the preload there, on the server too).
  if (eager && photo) preload(photo, { as: "image", fetchPriority: "high" });
  return (
    <article className="hotel-card card" data-hotel-id={card.hotelId}>
      <div className="hotel-card__photo">
        {photo ? (
          <img
            src={photo}
            alt=""
            width={PHOTO.width}
            height={PHOTO.height}
            loading={eager ? undefined : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            decoding={eager ? undefined : "async"}
          />
        ) : (
          <BedIcon className="hotel-card__no-photo" />
        )}
      </div>
      <div className="hotel-card__body">
        <h3 className="hotel-card__name">
          <Link to={href} className="hotel-card__link">
            {nameIn(card.name, locale)}
          </Link>
        </h3>
        <p className="hotel-card__meta">
          <Stars stars={card.stars} locale={locale} />
          <span>{nameIn(card.area, locale)}</span>
          <span>{t(`hotels.propertyType.${card.propertyType}`)}</span>
        </p>
        <ul className="hotel-card__badges">
          <li className="hotel-badge">{t(`hotels.board.${rate.board}`)}</li>
          {rate.refundable ? (
            <li className="hotel-badge hotel-badge--good" data-badge="refundable">
              {t("hotels.card.freeCancellation")}
            </li>
          ) : card.anyRefundable ? (
            <li className="hotel-badge" data-badge="refundable-option">
              {t("hotels.card.freeCancellationOption")}
            </li>
          ) : null}
          {rate.payAtHotel ? (
            <li className="hotel-badge hotel-badge--pay" data-badge="pay-at-hotel">
              {t("hotels.card.payAtHotel")}
            </li>
          ) : null}
        </ul>
      </div>
      <p className="hotel-card__price">
        <StayPrice rate={rate} nights={nights} locale={locale} />
      </p>
    </article>
  );
});

/** A card's place while the results come. */
/** A rate's price as cards and rooms show it: the stay's total, for how many nights, a night's. */
export function StayPrice({
  rate,
  nights,
  locale,
}: {
  rate: Pick<HotelCard["cheapest"], "totalPrice" | "perNight">;
  nights: number;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <span className="hotel-card__total" data-price={rate.totalPrice}>
        {money(rate.totalPrice)}
      </span>
      <span className="hotel-card__per">{counted(t, "hotels.card.forNights", nights, locale)}</span>
      {nights > 1 ? (
        <span className="hotel-card__per">{t("hotels.card.perNight", { price: money(rate.perNight) })}</span>
      ) : null}
    </>
  );
}

export function HotelCardSkeleton() {
  return (
    <div className="hotel-card card hotel-card--skeleton" aria-hidden="true">
      <div className="hotel-card__photo skeleton__line" />
      <div className="hotel-card__body skeleton">
        <div className="skeleton__line" />
        <div className="skeleton__line skeleton__line--short" />
        <div className="skeleton__line skeleton__line--short" />
      </div>
    </div>
  );
}
