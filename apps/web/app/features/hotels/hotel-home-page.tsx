/**
 * /hotel-home (issue 14): the hotel search box, the signed-in customer's recent hotel searches
 * (spec §7), then the trending hotels of the first pilgrimage city as a row of cards (their prices
 * are for a night a week ahead for two adults).
 */
import type { Locale } from "@safar/domain/site-config";
import { useRouteLoaderData } from "react-router";
import { hotelPageUrl } from "../../lib/hotel-search-params";
import { useRetry, useSettled } from "../../lib/page-data";
import { useSignedIn } from "../../lib/session-store";
import { useTranslation } from "../../lib/use-translation";
import { PageHeader } from "../../ui/page-header";
import { useLocale } from "../../ui/use-locale";
import { cityName } from "./city-search";
import { HotelCardSkeleton, HotelCardView } from "./hotel-card";
import type { TrendingState } from "./hotel-home-data";
import { HotelSearchBox } from "./hotel-search-box";
import { RecentHotelSearches } from "./recent-hotel-searches";
import "./hotels.css";

export function HotelHomePage({
  trending,
  frame = false,
}: {
  /** The trending row's data (the route's client loader); null in the page's frame. */
  trending: Promise<TrendingState> | null;
  /** The server's HTML before the data (HydrateFallback): the box is not used yet. */
  frame?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const state = useSettled(trending);
  const root = useRouteLoaderData("root") as { signedIn?: boolean } | undefined;
  const signedIn = useSignedIn(root?.signedIn ?? false);
  return (
    <div className="page container hotel-home">
      <PageHeader title={t("meta.hotelHome.title")} lead={t("meta.hotelHome.description")} />
      <HotelSearchBox locale={locale} interactive={!frame} />
      {frame ? null : <RecentHotelSearches signedIn={signedIn} locale={locale} />}
      <Trending state={frame ? undefined : state} locale={locale} />
    </div>
  );
}

function Trending({ state, locale }: { state: TrendingState | undefined; locale: Locale }) {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  if (state?.status === "none") return null;
  if (state?.status === "error")
    return (
      <section className="hotel-trending" aria-labelledby="hotel-trending-title">
        <h2 id="hotel-trending-title">{t("hotels.trending.titleAny")}</h2>
        <p className="hotel-trending__note" role="status">
          {t("hotels.trending.failed")}{" "}
          <button type="button" className="link-button" disabled={retrying} onClick={retry}>
            {t("hotels.retry")}
          </button>
        </p>
      </section>
    );
  return (
    <section className="hotel-trending" aria-labelledby="hotel-trending-title" aria-busy={!state}>
      <h2 id="hotel-trending-title">
        {state
          ? t("hotels.trending.title", { city: cityName(state.city, locale) })
          : t("hotels.trending.titleAny")}
      </h2>
      <p className="hotel-trending__note">{t("hotels.trending.priceNote")}</p>
      <ul className="hotel-trending__row">
        {state
          ? state.cards.map((card, index) => (
              <li key={card.hotelId}>
                <HotelCardView
                  card={card}
                  href={hotelPageUrl(state.query, card.hotelId)}
                  nights={1}
                  locale={locale}
                  eager={index === 0}
                />
              </li>
            ))
          : [0, 1, 2].map((n) => (
              <li key={n}>
                <HotelCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  );
}
