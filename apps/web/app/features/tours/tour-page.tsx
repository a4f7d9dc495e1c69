/**
 * A tour's page (issue 16, /tour/{id}): its title, kind, destination, days and nights and hotels'
 * class; the photos; the description; the day-by-day plan; what is and is not included; and the
 * departures ahead with seats left and the prices per adult, child and infant. Who travels (the
 * party) is chosen above the departures: each shows the party's total and books it online
 * (/add-passenger with the tour, the departure and the party), or says it has too few seats. The server renders
 * the page with the tour (tours-data.server.ts).
 */
import type { PassengerCounts } from "@safar/domain/passenger-counts";
import type { Locale } from "@safar/domain/site-config";
import type { TourDeparture, TourDetail } from "@safar/domain/tour";
import { tourPartyUsdCents } from "@safar/domain/tour-order";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "../../lib/api";
import { counted } from "../../lib/counted";
import { formatNumber, listSeparator, nameIn } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { useRetry } from "../../lib/page-data";
import { tourBookingUrl } from "../../lib/tour-booking-params";
import { departureDates } from "../../lib/tour-dates";
import { useTranslation } from "../../lib/use-translation";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { MapIcon } from "../../ui/icons";
import { useLocale } from "../../ui/use-locale";
import { useTourMoney } from "./tour-format";
import { TourParty } from "./tour-party";
import { TourStars } from "./tour-stars";
import type { TourPageData } from "./tours-data";
import "./tours.css";

/** The gallery's sizes: the first photo large, the others smaller. */
const MAIN_PHOTO = { width: 960, height: 640 } as const;
const THUMB = { width: 480, height: 320 } as const;

/** Departures shown before "show all". */
const FIRST_DEPARTURES = 6;

export function TourPage({ data }: { data: TourPageData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (data.tour) return <TourView tour={data.tour} locale={locale} />;
  return (
    <div className="page container tour-page">
      <Breadcrumbs
        items={[{ label: t("meta.tourHome.title"), to: "/tour-home" }, { label: t("tours.page.errorTitle") }]}
      />
      <LoadFailed keys={data.keys} />
    </div>
  );
}

function LoadFailed({ keys }: { keys: string[] }) {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  return (
    <div className="tour-empty card" role="alert" data-testid="tour-page-error">
      <h1>{t("tours.page.errorTitle")}</h1>
      <ul>
        {(keys.length ? keys : ["GENERIC_ERROR"]).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <div className="tour-empty__actions">
        <button type="button" className="button button--primary" disabled={retrying} onClick={retry}>
          {t("tours.list.retry")}
        </button>
        <Link className="button button--ghost" to="/tour-home">
          {t("tours.page.back")}
        </Link>
      </div>
    </div>
  );
}

function TourView({ tour, locale }: { tour: TourDetail; locale: Locale }) {
  const { t } = useTranslation();
  const title = nameIn(tour.title, locale);
  const price = useTourMoney(tour.currency);
  const [party, setParty] = useState<PassengerCounts>({ adults: 1, children: 0, infants: 0 });
  const [allDepartures, setAllDepartures] = useState(false);
  const destination = [tour.destination.name, tour.destination.country]
    .map((text) => nameIn(text, locale))
    .join(listSeparator(locale));
  return (
    <div className="page container tour-page" data-tour-id={tour.id}>
      <header className="tour-page__head">
        <Breadcrumbs items={[{ label: t("meta.tourHome.title"), to: "/tour-home" }, { label: title }]} />
        <p className="tour-card__kind">
          <span className={`tour-kind tour-kind--${tour.kind}`}>{t(`tours.kind.${tour.kind}`)}</span>
        </p>
        <h1 className="tour-page__title">{title}</h1>
        <dl className="tour-facts">
          <div>
            <dt>{t("tours.page.destination")}</dt>
            <dd>{destination}</dd>
          </div>
          <div>
            <dt>{t("tours.page.duration")}</dt>
            <dd>
              {[
                counted(t, "tours.count.days", tour.days, locale),
                counted(t, "tours.count.nights", tour.nights, locale),
              ].join(listSeparator(locale))}
            </dd>
          </div>
          <div>
            <dt>{t("tours.page.hotels")}</dt>
            <dd>
              <TourStars stars={tour.hotelStars} locale={locale} />
            </dd>
          </div>
        </dl>
        {tour.fromPrice !== null && tour.fromPriceUsd !== null ? (
          <p className="tour-page__from">
            <strong>{t("tours.page.fromPrice", { price: price(tour.fromPrice, tour.fromPriceUsd) })}</strong>
            <a href="#tour-departures">{t("tours.page.seeDepartures")}</a>
          </p>
        ) : null}
      </header>

      <Gallery photos={tour.photos} title={title} />

      <div className="tour-page__body">
        <div className="tour-page__main">
          <section className="card tour-section" aria-labelledby="tour-about">
            <h2 id="tour-about">{t("tours.page.about")}</h2>
            <p className="tour-page__description">{nameIn(tour.description, locale)}</p>
          </section>

          <section className="card tour-section" aria-labelledby="tour-plan">
            <h2 id="tour-plan">{t("tours.page.plan")}</h2>
            <ol className="tour-plan" data-testid="tour-plan">
              {tour.plan.map((day) => {
                const text = nameIn(day.description, locale).trim();
                return (
                  <li key={day.day} className="tour-plan__day">
                    <span className="tour-plan__number">
                      {t("tours.page.day", { n: formatNumber(day.day, locale) })}
                    </span>
                    <h3 className="tour-plan__title">{nameIn(day.title, locale)}</h3>
                    {text ? <p className="tour-plan__text">{text}</p> : null}
                  </li>
                );
              })}
            </ol>
          </section>

          <div className="tour-inclusions">
            {tour.included.length > 0 ? (
              <section className="card tour-section" aria-labelledby="tour-included">
                <h2 id="tour-included">{t("tours.page.included")}</h2>
                <ul className="tour-list tour-list--included" data-testid="tour-included">
                  {tour.included.map((line) => (
                    <li key={line.en}>{nameIn(line, locale)}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {tour.excluded.length > 0 ? (
              <section className="card tour-section" aria-labelledby="tour-excluded">
                <h2 id="tour-excluded">{t("tours.page.excluded")}</h2>
                <ul className="tour-list tour-list--excluded" data-testid="tour-excluded">
                  {tour.excluded.map((line) => (
                    <li key={line.en}>{nameIn(line, locale)}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>

        <section className="card tour-section tour-departures" aria-labelledby="tour-departures">
          <h2 id="tour-departures">{t("tours.page.departures")}</h2>
          {tour.fromPrice !== null && tour.fromPriceUsd !== null ? (
            <p className="tour-departures__from" data-testid="tour-from-price">
              {t("tours.page.fromPrice", { price: price(tour.fromPrice, tour.fromPriceUsd) })}
            </p>
          ) : null}
          {tour.departures.length === 0 ? (
            <p className="tour-departures__none" data-testid="tour-sold-out">
              {t("tours.page.soldOut")}
            </p>
          ) : (
            <>
              <TourParty
                counts={party}
                childMinAge={tour.childMinAge}
                adultMinAge={tour.adultMinAge}
                locale={locale}
                onChange={setParty}
              />
              <ul className="tour-departure-list" data-testid="tour-departures">
                {(allDepartures ? tour.departures : tour.departures.slice(0, FIRST_DEPARTURES)).map(
                  (departure) => (
                    <DepartureRow
                      key={departure.id}
                      tour={tour}
                      departure={departure}
                      locale={locale}
                      party={party}
                    />
                  ),
                )}
              </ul>
              {!allDepartures && tour.departures.length > FIRST_DEPARTURES ? (
                <button type="button" className="button button--ghost" onClick={() => setAllDepartures(true)}>
                  {t("tours.page.allDepartures", {
                    count: counted(t, "tours.count.departures", tour.departures.length, locale),
                  })}
                </button>
              ) : null}
              <p className="tour-departures__note">{t("tours.page.pricesNote")}</p>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

function Gallery({ photos, title }: { photos: string[]; title: string }) {
  const { t } = useTranslation();
  if (photos.length === 0)
    return (
      <div className="tour-gallery tour-gallery--empty">
        <MapIcon className="tour-card__no-photo" />
      </div>
    );
  return (
    <ul
      className={`tour-gallery${photos.length === 1 ? " tour-gallery--one" : ""}`}
      aria-label={t("tours.page.photos")}
    >
      {photos.map((photo, index) => {
        const size = index === 0 ? MAIN_PHOTO : THUMB;
        return (
          <li key={photo}>
            <img
              src={api().imageUrl(photo, size)}
              alt={index === 0 ? title : ""}
              width={size.width}
              height={size.height}
              loading={index === 0 ? undefined : "lazy"}
              decoding="async"
            />
          </li>
        );
      })}
    </ul>
  );
}

function DepartureRow({
  tour,
  departure,
  locale,
  party,
}: {
  tour: TourDetail;
  departure: TourDeparture;
  locale: Locale;
  party: PassengerCounts;
}) {
  const { t } = useTranslation();
  const price = useTourMoney(tour.currency);
  const money = useMoney();
  const seats = party.adults + party.children + party.infants;
  const total = tourPartyUsdCents(departure.pricesUsd, party) / 100;
  const { prices, pricesUsd } = departure;
  return (
    <li className="tour-departure" data-departure={departure.date} data-testid="tour-departure">
      <p className="tour-departure__dates">
        <span className="visually-hidden">{t("tours.page.departure")}: </span>
        {departureDates(departure, locale)}
      </p>
      <p className="tour-departure__seats" data-testid="tour-departure-seats">
        {counted(t, "tours.count.seatsLeft", departure.seatsLeft, locale)}
      </p>
      <p className="tour-departure__adult">
        <span className="tour-departure__amount" data-price={pricesUsd.adult} data-testid="tour-price-adult">
          {price(prices.adult, pricesUsd.adult)}
        </span>
        <span className="tour-departure__per">{t("tours.card.perAdult")}</span>
      </p>
      <dl className="tour-departure__others">
        <div>
          <dt>
            {t("tours.page.child", {
              from: formatNumber(tour.childMinAge, locale),
              to: formatNumber(tour.adultMinAge - 1, locale),
            })}
          </dt>
          <dd data-price={pricesUsd.child} data-testid="tour-price-child">
            {price(prices.child, pricesUsd.child)}
          </dd>
        </div>
        <div>
          <dt>{t("tours.page.infant", { age: formatNumber(tour.childMinAge, locale) })}</dt>
          <dd data-price={pricesUsd.infant} data-testid="tour-price-infant">
            {price(prices.infant, pricesUsd.infant)}
          </dd>
        </div>
      </dl>
      {departure.seatsLeft >= seats ? (
        <>
          <p className="tour-departure__total" data-testid="tour-departure-total" data-price={total}>
            {t("tours.page.partyTotal", { count: formatNumber(seats, locale), price: money(total) })}
          </p>
          <Link
            className="button button--primary tour-departure__book"
            to={tourBookingUrl({ tourId: tour.id, departureId: departure.id, counts: party })}
            data-testid="tour-book"
          >
            {t("tours.page.book")}
          </Link>
        </>
      ) : (
        <p className="tour-departure__full" data-testid="tour-departure-full">
          {t("tours.page.tooFewSeats")}
        </p>
      )}
    </li>
  );
}
