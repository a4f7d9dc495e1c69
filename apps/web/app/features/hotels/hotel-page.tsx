/**
 * The hotel page (issue 14, /hotels/{cityCode}/{hotelId}?checkIn=&checkOut=&rooms=): the hotel's
 * name, stars, type, area and address, the stay with a way back to change it, the photos (or the
 * cards' placeholder), the amenities, check-in and check-out times and the important information,
 * and the rooms with every rate (hotel-rooms.tsx). Its data comes from the route's server loader
 * (hotel-page-data.ts, decision 024), so the server's HTML holds the whole page; a hotel or search
 * the server no longer has, an invalid link and a failure each say so in place.
 */
import type { HotelDetail, HotelPhoto, HotelSearch } from "@safar/domain/hotel-search";
import type { Locale } from "@safar/domain/site-config";
import { Link } from "react-router";
import { api } from "../../lib/api";
import { formatNumber, nameIn } from "../../lib/format";
import { hotelResultsUrl } from "../../lib/hotel-search-params";
import { hotelClock } from "../../lib/hotel-stay";
import { namedAmenities } from "../../lib/hotel-terms";
import { useRetry } from "../../lib/page-data";
import { useTranslation } from "../../lib/use-translation";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { Stars } from "../../ui/hotel-stars";
import { BedIcon } from "../../ui/icons";
import { StayDays } from "../../ui/stay-days";
import { useLocale } from "../../ui/use-locale";
import { cityName } from "./city-search";
import type { HotelPageData } from "./hotel-page-data";
import { HotelRooms } from "./hotel-rooms";
import { roomsSummary } from "./rooms-summary";
import "./hotels.css";

/** The gallery's sizes: the first photo large, the others as thumbnails. */
const MAIN_PHOTO = { width: 960, height: 640 } as const;
const THUMB = { width: 480, height: 320 } as const;
const MAX_PHOTOS = 5;

export function HotelPage({ data }: { data: HotelPageData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const cityLabel = data.city ? cityName(data.city, locale) : data.cityCode;
  const resultsUrl = data.status === "invalid" ? "/hotel-home" : hotelResultsUrl(data.query);
  const crumbs = [
    { label: t("nav.hotels"), to: "/hotel-home" },
    { label: cityLabel, to: data.status === "invalid" ? `/hotel-home` : resultsUrl },
  ];

  if (data.status === "ready")
    return <HotelView detail={data.detail} query={data.query} cityLabel={cityLabel} locale={locale} />;

  return (
    <div className="page container hotel-page">
      <header className="hotel-page__head">
        <Breadcrumbs items={[...crumbs, { label: t("hotels.page.titleAny") }]} />
      </header>
      {data.status === "invalid" ? (
        <div className="hotel-results__state card" role="alert" data-testid="hotel-page-invalid">
          <h1>{t("hotels.page.invalidTitle")}</h1>
          <ul>
            {[...new Set(data.errors.map((e) => e.key))].map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <div className="hotel-results__actions">
            <Link className="button button--primary" to="/hotel-home">
              {t("hotels.page.newSearch")}
            </Link>
          </div>
        </div>
      ) : data.status === "missing" ? (
        <div className="hotel-results__state card" role="alert" data-testid="hotel-page-missing">
          <h1>{t("hotels.page.missingTitle")}</h1>
          <p>{t(data.key)}</p>
          <div className="hotel-results__actions">
            <Link className="button button--primary" to={resultsUrl}>
              {t("hotels.page.backToResults", { city: cityLabel })}
            </Link>
          </div>
        </div>
      ) : (
        <LoadFailed keys={data.keys} resultsUrl={resultsUrl} cityLabel={cityLabel} />
      )}
    </div>
  );
}

function LoadFailed({
  keys,
  resultsUrl,
  cityLabel,
}: {
  keys: string[];
  resultsUrl: string;
  cityLabel: string;
}) {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  return (
    <div className="hotel-results__state card" role="alert" data-testid="hotel-page-error">
      <h1>{t("hotels.page.errorTitle")}</h1>
      <ul>
        {keys.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <div className="hotel-results__actions">
        <button type="button" className="button button--primary" disabled={retrying} onClick={retry}>
          {t("hotels.retry")}
        </button>
        <Link className="button button--ghost" to={resultsUrl}>
          {t("hotels.page.backToResults", { city: cityLabel })}
        </Link>
      </div>
    </div>
  );
}

function HotelView({
  detail,
  query,
  cityLabel,
  locale,
}: {
  detail: HotelDetail;
  query: HotelSearch;
  cityLabel: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const name = nameIn(detail.name, locale);
  const resultsUrl = hotelResultsUrl(query);
  const { content } = detail;
  const amenities = namedAmenities(content.amenities);
  const important = nameIn(content.importantInfo, locale).trim();
  const address = nameIn(content.address, locale).trim();

  return (
    <div className="page container hotel-page" data-hotel-id={detail.hotelId}>
      <header className="hotel-page__head">
        <Breadcrumbs
          items={[
            { label: t("nav.hotels"), to: "/hotel-home" },
            { label: cityLabel, to: resultsUrl },
            { label: name },
          ]}
        />
        <h1 className="hotel-page__name">{name}</h1>
        <p className="hotel-card__meta hotel-page__meta">
          <Stars stars={detail.stars} locale={locale} />
          <span>{t(`hotels.propertyType.${detail.propertyType}`)}</span>
          <span>{nameIn(detail.area, locale)}</span>
        </p>
        {address ? (
          <p className="hotel-page__address">
            <span className="visually-hidden">{t("hotels.page.address")}: </span>
            {address}
          </p>
        ) : null}
      </header>

      <div className="hotel-page__top">
        <Gallery photos={content.photos} name={name} />
        <section className="hotel-stay card" aria-labelledby="hotel-stay-title">
          <h2 id="hotel-stay-title" className="hotel-stay__title">
            {t("hotels.page.stay")}
          </h2>
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
              <dd>{roomsSummary(query.rooms, locale, t)}</dd>
            </div>
          </dl>
          <Link className="button button--ghost hotel-stay__change" to={resultsUrl}>
            {t("hotels.page.changeDates")}
          </Link>
        </section>
      </div>

      <div className="hotel-page__body">
        <HotelRooms detail={detail} query={query} cityLabel={cityLabel} locale={locale} />

        <section className="hotel-about card" aria-labelledby="hotel-about-title">
          <h2 id="hotel-about-title">{t("hotels.page.about")}</h2>
          {amenities.length ? (
            <>
              <h3>{t("hotels.page.amenities")}</h3>
              <ul className="hotel-amenities">
                {amenities.map((code) => (
                  <li key={code} data-amenity={code}>
                    {t(`hotels.amenity.${code}`)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {content.checkInTime || content.checkOutTime ? (
            <>
              <h3>{t("hotels.page.times")}</h3>
              <ul className="hotel-about__times">
                {content.checkInTime ? (
                  <li>{t("hotels.page.checkInFrom", { time: hotelClock(content.checkInTime, locale) })}</li>
                ) : null}
                {content.checkOutTime ? (
                  <li>
                    {t("hotels.page.checkOutUntil", { time: hotelClock(content.checkOutTime, locale) })}
                  </li>
                ) : null}
              </ul>
            </>
          ) : null}
          {important ? (
            <>
              <h3>{t("hotels.page.importantInfo")}</h3>
              <p className="hotel-about__info">{important}</p>
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/**
 * The hotel's photos: the first large, a few more beside it; without any, the cards' placeholder. A
 * photo's alt is its caption in the page's language (else "photo N of the hotel"); the main photo's
 * caption is shown under it.
 */
function Gallery({ photos, name }: { photos: readonly HotelPhoto[]; name: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const shown = photos.slice(0, MAX_PHOTOS);
  if (shown.length === 0)
    return (
      <div className="hotel-gallery hotel-gallery--empty" data-testid="hotel-gallery">
        <div className="hotel-card__photo hotel-gallery__placeholder">
          <BedIcon className="hotel-card__no-photo" />
          <span className="visually-hidden">{t("hotels.page.noPhotos")}</span>
        </div>
      </div>
    );
  return (
    <ul
      className={`hotel-gallery${shown.length === 1 ? " hotel-gallery--one" : ""}`}
      aria-label={t("hotels.page.photos", { hotel: name })}
      data-testid="hotel-gallery"
    >
      {shown.map(({ path, caption }, index) => {
        const size = index === 0 ? MAIN_PHOTO : THUMB;
        const text = caption?.[locale].trim() || null;
        const main = index === 0;
        const img = (
          <img
            src={api().imageUrl(path, size)}
            alt={text ?? t("hotels.page.photoN", { n: formatNumber(index + 1, locale), hotel: name })}
            width={size.width}
            height={size.height}
            loading={main ? undefined : "lazy"}
            decoding="async"
          />
        );
        return (
          <li key={path} className={main ? "hotel-gallery__main" : undefined}>
            {main && text ? (
              <figure className="hotel-gallery__figure">
                {img}
                <figcaption className="hotel-gallery__caption" aria-hidden="true">
                  {text}
                </figcaption>
              </figure>
            ) : (
              img
            )}
          </li>
        );
      })}
    </ul>
  );
}
