/**
 * Popular routes with their lowest fares on the home page (spec §7 GetQuickSearchInfos): a card per
 * route (origin to destination, domestic or international, the lowest one-adult fare in the next 30
 * days with its day) opening the results page for that route and day. The server's HTML holds the
 * section's frame (its title and eight card skeletons of the cards' size), so the cards take the place
 * kept for them without moving the page; they are read when the section nears the screen. The section goes
 * when they cannot be read or none has a fare.
 */
import { useEffect, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { ShownCurrency } from "../../lib/currency";
import { useNearScreen } from "../../lib/use-near-screen";
import { useTranslation } from "../../lib/use-translation";
import { Icon } from "../../ui/icons";
import { useLocale } from "../../ui/use-locale";
import type { PopularRouteCard } from "./home-sections-data";
import { sectionsData } from "./sections-data";

const SKELETONS = 8;

export function PopularRoutesSection() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  // USD when the root knows none (the data module's default: lib/currency stays out of the first load).
  const currency = (useRouteLoaderData("root") as { currency?: ShownCurrency } | undefined)?.currency ?? null;
  const [cards, setCards] = useState<PopularRouteCard[] | null | "none">(null);
  const [nearProps, near] = useNearScreen<HTMLElement>();

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    sectionsData()
      .then((data) => data.loadPopularRoutes(locale, currency, controller.signal))
      .then(
        (list) => setCards(list.length > 0 ? list : "none"),
        () => {
          if (!controller.signal.aborted) setCards("none");
        },
      );
    return () => controller.abort();
  }, [locale, currency, near]);

  if (cards === "none") return null;
  return (
    <section
      {...nearProps}
      className="section container home-routes"
      aria-labelledby="home-routes-title"
      aria-busy={!cards}
    >
      <h2 id="home-routes-title">{t("home-sections.routes.title")}</h2>
      <ul className="trending-list routes-list">
        {cards
          ? cards.map((card) => (
              <li key={card.key}>
                <RouteCardView card={card} />
              </li>
            ))
          : Array.from({ length: SKELETONS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <li key={i} aria-hidden="true">
                <div className="route-card route-card--skeleton">
                  <span className="skeleton__line skeleton__line--short" />
                  <span className="skeleton__line" />
                  <span className="skeleton__line skeleton__line--short" />
                </div>
              </li>
            ))}
      </ul>
    </section>
  );
}

function RouteCardView({ card }: { card: PopularRouteCard }) {
  const { t } = useTranslation();
  const route = t("home-sections.routes.route", {
    origin: card.originName,
    destination: card.destinationName,
  });
  return (
    <article className="route-card">
      <p className="route-card__scope">
        <Icon name={card.domestic ? "plane" : "globe-plane"} />
        <span>
          {t(card.domestic ? "home-sections.routes.domestic" : "home-sections.routes.international")}
        </span>
      </p>
      <h3 className="route-card__route">
        <Link
          className="route-card__link"
          to={card.href}
          aria-label={t("home-sections.routes.label", {
            origin: card.originName,
            destination: card.destinationName,
            price: card.price,
            date: card.date,
          })}
        >
          {route}
        </Link>
      </h3>
      <p className="route-card__fare">
        {t("home-sections.routes.from")} <strong>{card.price}</strong>
      </p>
      <p className="route-card__date">{card.date}</p>
    </article>
  );
}
