/**
 * A city's landing page (issue 16, /landing/{cityCode}): the operator's title, description and
 * sections in the page's language, the cheapest upcoming flights to the city (each opens the results
 * of its day, where the customer books), the city's hotels (a night a week ahead for two adults) and
 * its tours; schema.org data of the city and its flight offers. A section whose call failed says so,
 * the others still show.
 */
import type { HotelCard } from "@safar/domain/hotel-search";
import type { LandingFlight } from "@safar/domain/landing";
import type { Locale } from "@safar/domain/site-config";
import type { TourCard } from "@safar/domain/tour";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { api } from "../../lib/api";
import { counted } from "../../lib/counted";
import { displayIsoDate, nameIn } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { jsonForScript } from "../../lib/json-script";
import { useTranslation } from "../../lib/use-translation";
import { BedIcon, MapIcon, PlaneIcon } from "../../ui/icons";
import { PageHeader } from "../../ui/page-header";
import { useLocale } from "../../ui/use-locale";
import type { LandingCityData, Part } from "./landing-data";
import { cityStructuredData, flightResultsHref, hotelHref, tourHref } from "./landing-links";
import { HERO } from "./landing-page";
import "./landing.css";

export function LandingCityPage({ data }: { data: LandingCityData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { page } = data;
  const name = nameIn(page.name, locale);
  return (
    <div className="page container landing landing-city">
      <PageHeader
        title={nameIn(page.title, locale)}
        lead={nameIn(page.description, locale)}
        crumbs={[{ label: t("meta.landing.title"), to: "/landing" }, { label: name }]}
      />
      {page.heroPhoto ? (
        <img
          className="landing-city__hero"
          src={api().imageUrl(page.heroPhoto, HERO)}
          alt=""
          width={HERO.width}
          height={HERO.height}
          fetchPriority="high"
        />
      ) : null}
      <Section id="landing-flights" title={t("landing.flights.title", { city: name })} part={data.flights}>
        {(flights) => <Flights flights={flights} locale={locale} />}
      </Section>
      {page.sections.length > 0 ? (
        <div className="landing-city__text">
          {page.sections.map((section) => (
            <section key={section.heading.en} className="landing-city__section">
              <h2>{nameIn(section.heading, locale)}</h2>
              {nameIn(section.body, locale)
                .split(/\n{2,}/)
                .map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
            </section>
          ))}
        </div>
      ) : null}
      <Section id="landing-hotels" title={t("landing.hotels.title", { city: name })} part={data.hotels}>
        {(hotels) => <Hotels hotels={hotels} today={data.today} locale={locale} />}
      </Section>
      <Section id="landing-tours" title={t("landing.tours.title", { city: name })} part={data.tours}>
        {(tours) => <Tours tours={tours} locale={locale} />}
      </Section>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own page, "<" escaped so no text can close the script
        dangerouslySetInnerHTML={{
          __html: jsonForScript(cityStructuredData(page, data.flights.ok ? data.flights.value : [], locale)),
        }}
      />
    </div>
  );
}

/** A titled section of a list: its items, a note when there are none, or a note when its call failed. */
function Section<T>({
  id,
  title,
  part,
  children,
}: {
  id: string;
  title: string;
  part: Part<T[]>;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="landing-city__list" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {!part.ok ? (
        <p className="landing__note" role="status">
          {t("landing.sectionFailed")}
        </p>
      ) : part.value.length === 0 ? (
        <p className="landing__note">{t("landing.sectionEmpty")}</p>
      ) : (
        children(part.value)
      )}
    </section>
  );
}

function Flights({ flights, locale }: { flights: LandingFlight[]; locale: Locale }) {
  const { t } = useTranslation();
  const money = useMoney(null);
  return (
    <ul className="landing-city__cards">
      {flights.map((flight) => (
        <li key={flight.origin} className="landing-offer card" data-origin={flight.origin}>
          <PlaneIcon className="landing-offer__icon" />
          <div className="landing-offer__body">
            <p className="landing-offer__name">
              {t("landing.flights.route", {
                origin: nameIn(flight.originName, locale),
                destination: nameIn(flight.destinationName, locale),
              })}
            </p>
            <p className="landing-offer__meta">{displayIsoDate(flight.departureDate, locale)}</p>
          </div>
          <p className="landing-offer__price">
            <span className="landing-offer__from">{t("landing.from")}</span>{" "}
            <bdi>{money(flight.lowestPrice)}</bdi>
          </p>
          <Link to={flightResultsHref(flight)} className="button button--primary landing-offer__action">
            {t("landing.flights.see")}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Hotels({ hotels, today, locale }: { hotels: HotelCard[]; today: string; locale: Locale }) {
  const { t } = useTranslation();
  const money = useMoney(null);
  return (
    <>
      <p className="landing__note">{t("landing.hotels.priceNote")}</p>
      <ul className="landing-city__cards">
        {hotels.map((hotel) => (
          <li key={hotel.hotelId} className="landing-offer card">
            <BedIcon className="landing-offer__icon" />
            <div className="landing-offer__body">
              <p className="landing-offer__name">
                <Link to={hotelHref(hotel, today)}>{nameIn(hotel.name, locale)}</Link>
              </p>
              <p className="landing-offer__meta">
                {counted(t, "landing.count.stars", hotel.stars, locale)} · {nameIn(hotel.area, locale)}
              </p>
            </div>
            <p className="landing-offer__price">
              <span className="landing-offer__from">{t("landing.from")}</span>{" "}
              <bdi>{money(hotel.cheapest.totalPrice)}</bdi>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function Tours({ tours, locale }: { tours: TourCard[]; locale: Locale }) {
  const { t } = useTranslation();
  const money = useMoney(null);
  return (
    <ul className="landing-city__cards">
      {tours.map((tour) => (
        <li key={tour.id} className="landing-offer card">
          <MapIcon className="landing-offer__icon" />
          <div className="landing-offer__body">
            <p className="landing-offer__name">
              <Link to={tourHref(tour.id)}>{nameIn(tour.title, locale)}</Link>
            </p>
            <p className="landing-offer__meta">
              {counted(t, "landing.count.days", tour.days, locale)} ·{" "}
              {t("landing.tours.next", { date: displayIsoDate(tour.nextDeparture, locale) })}
            </p>
          </div>
          <p className="landing-offer__price">
            <span className="landing-offer__from">{t("landing.from")}</span>{" "}
            <bdi>{money(tour.fromPriceUsd)}</bdi>
          </p>
        </li>
      ))}
    </ul>
  );
}
