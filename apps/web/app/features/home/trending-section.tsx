/**
 * Trending destinations on the home page (spec §7 GetTrendingList): a card per city with a flight
 * search to it and its hotels. The server's HTML holds the section's frame (its title and eight
 * card skeletons of the cards' size), so the cards take the place kept for them without moving the
 * page; they are read when the section nears the screen (lib/use-near-screen.ts). The section goes when they cannot be read.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useNearScreen } from "../../lib/use-near-screen";
import { useTranslation } from "../../lib/use-translation";
import { BedIcon, PlaneIcon } from "../../ui/icons";
import { useLocale } from "../../ui/use-locale";
import type { TrendingCard } from "./home-sections-data";
import { sectionsData } from "./sections-data";

const SKELETONS = 8;

export function TrendingSection() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [cards, setCards] = useState<TrendingCard[] | null | "none">(null);
  const [nearProps, near] = useNearScreen<HTMLElement>();

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    sectionsData()
      .then((data) => data.loadTrending(locale, controller.signal))
      .then(
        (list) => setCards(list.length > 0 ? list : "none"),
        () => {
          if (!controller.signal.aborted) setCards("none");
        },
      );
    return () => controller.abort();
  }, [locale, near]);

  if (cards === "none") return null;
  return (
    <section
      {...nearProps}
      className="section container home-trending"
      aria-labelledby="home-trending-title"
      aria-busy={!cards}
    >
      <h2 id="home-trending-title">{t("home-sections.trending.title")}</h2>
      <ul className="trending-list">
        {cards
          ? cards.map((card) => (
              <li key={card.cityCode}>
                <TrendingCardView card={card} />
              </li>
            ))
          : Array.from({ length: SKELETONS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <li key={i} aria-hidden="true">
                <div className="trend-card trend-card--skeleton">
                  <span className="skeleton__line skeleton__line--short" />
                  <span className="skeleton__line" />
                </div>
              </li>
            ))}
      </ul>
    </section>
  );
}

function TrendingCardView({ card }: { card: TrendingCard }) {
  const { t } = useTranslation();
  return (
    <article className="trend-card">
      <h3 className="trend-card__name">{card.name}</h3>
      {card.country ? <p className="trend-card__country">{card.country}</p> : null}
      <div className="trend-card__links">
        {card.flight ? (
          <Link
            className="trend-card__link"
            to={card.flight.href}
            aria-label={t("home-sections.trending.flightsLabel", {
              origin: card.flight.originName,
              city: card.name,
            })}
          >
            <PlaneIcon />
            <span>{t("home-sections.trending.flightsFrom", { origin: card.flight.originName })}</span>
          </Link>
        ) : null}
        {card.hotelsHref ? (
          <Link
            className="trend-card__link"
            to={card.hotelsHref}
            aria-label={t("home-sections.trending.hotelsLabel", { city: card.name })}
          >
            <BedIcon />
            <span>{t("home-sections.trending.hotels")}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
