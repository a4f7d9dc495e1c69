/**
 * /landing (issue 16): the published city pages as cards (name, country, the operator's title and
 * description), each opening its city's page. Rendered on the server with its list.
 */
import type { LandingPageSummary } from "@safar/domain/landing";
import type { Locale } from "@safar/domain/site-config";
import { Link } from "react-router";
import { api } from "../../lib/api";
import { nameIn } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { MapIcon } from "../../ui/icons";
import { PageHeader } from "../../ui/page-header";
import { useLocale } from "../../ui/use-locale";
import type { LandingListData } from "./landing-data";
import { landingCityPath } from "./landing-links";
import "./landing.css";

export const HERO = { width: 640, height: 360 } as const;

export function LandingPage({ data }: { data: LandingListData }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { pages } = data;
  return (
    <div className="page container landing">
      <PageHeader title={t("meta.landing.title")} lead={t("landing.intro")} />
      {!pages.ok ? (
        <p className="landing__note" role="alert">
          {t("landing.list.failed")}
        </p>
      ) : pages.value.length === 0 ? (
        <p className="landing__note">{t("landing.list.empty")}</p>
      ) : (
        <ul className="landing__cities" aria-label={t("landing.list.label")}>
          {pages.value.map((page, index) => (
            <li key={page.cityCode}>
              <CityCard page={page} locale={locale} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CityCard({ page, locale, eager }: { page: LandingPageSummary; locale: Locale; eager: boolean }) {
  return (
    <article className="landing-card card" data-city={page.cityCode}>
      {page.heroPhoto ? (
        <img
          className="landing-card__photo"
          src={api().imageUrl(page.heroPhoto, HERO)}
          alt=""
          width={HERO.width}
          height={HERO.height}
          loading={eager ? undefined : "lazy"}
          decoding="async"
        />
      ) : null}
      <h2 className="landing-card__name">
        <MapIcon className="landing-card__icon" />
        <Link to={landingCityPath(page.cityCode)} className="landing-card__link">
          {nameIn(page.name, locale)}
        </Link>
      </h2>
      {page.country ? <p className="landing-card__country">{nameIn(page.country, locale)}</p> : null}
      <p className="landing-card__title">{nameIn(page.title, locale)}</p>
      <p className="landing-card__text">{nameIn(page.description, locale)}</p>
    </article>
  );
}
