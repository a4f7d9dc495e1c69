import type { FlightScope } from "@safar/domain/enums";
import { type Locale, siteConfig } from "@safar/domain/site-config";
import { localizeDigits } from "@safar/domain/text";
import { type ReactNode, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { SupportHoursLine } from "../../lib/format";
import { useSignedIn } from "../../lib/session-store";
import { useTranslation } from "../../lib/use-translation";
import {
  BedIcon,
  CardIcon,
  ChatIcon,
  GlobePlaneIcon,
  HeadsetIcon,
  MapIcon,
  PassportIcon,
  PhoneIcon,
  PlaneIcon,
  RefundIcon,
  TagIcon,
} from "../../ui/icons";
import { useLocale } from "../../ui/use-locale";
import { BlogSection } from "./blog-section";
import { PopularRoutesSection } from "./popular-routes-section";
import type { PromotionCard } from "./promotion-cards";
import { PromotionsSection } from "./promotions-section";
import { TrendingSection } from "./trending-section";
import "../../ui/form-field.css";
import "./home-sections.css";

/**
 * FlightScope.DomesticFlight (2) and InternationalFlight (1), written as numbers: importing the enum
 * module would bring zod into the home page's first load.
 */
const DOMESTIC: FlightScope = 2;
const INTERNATIONAL: FlightScope = 1;
const flightTabs = [
  { scope: DOMESTIC, key: "nav.domesticFlights", Icon: PlaneIcon },
  { scope: INTERNATIONAL, key: "nav.internationalFlights", Icon: GlobePlaneIcon },
] as const;

const services = [
  { to: "/hotel-home", key: "nav.hotels", Icon: BedIcon },
  { to: "/visa-home", key: "nav.visa", Icon: PassportIcon },
  { to: "/tour-home", key: "nav.tours", Icon: MapIcon },
] as const;

const features = [
  { key: "cheapest", Icon: TagIcon },
  { key: "payment", Icon: CardIcon },
  { key: "refund", Icon: RefundIcon },
  { key: "support", Icon: HeadsetIcon },
] as const;

/** What the home page shows of other features; the route composes them (features never import each other). */
export type SearchBoxSlot = (props: { scope: FlightScope; locale: Locale; signedIn: boolean }) => ReactNode;

export function HomePage({
  faq,
  promotions,
  searchBox,
  supportHours,
}: {
  /** The running promotions (the page's loader reads them: spec §2 promotions section). */
  promotions: PromotionCard[];
  /** The FAQ list (the content feature's). */
  faq: ReactNode;
  /** The flight search box for a scope (the flights feature's), keyed by scope by the caller. */
  searchBox: SearchBoxSlot;
  supportHours: SupportHoursLine[];
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const root = useRouteLoaderData("root") as { signedIn?: boolean } | undefined;
  const signedIn = useSignedIn(root?.signedIn ?? false);
  const [scope, setScope] = useState<FlightScope>(DOMESTIC);

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">
            <span className="hero__question">{t("home.sloganQuestion")}</span>
            <br />
            <span className="hero__answer">{t("home.sloganAnswer")}</span>
          </h1>
          <nav className="service-tabs" aria-label={t("home.servicesLabel")}>
            <ul>
              {flightTabs.map(({ scope: tabScope, key, Icon }) => (
                <li key={key}>
                  <button
                    type="button"
                    className="service-tab"
                    aria-pressed={scope === tabScope}
                    aria-controls="flight-search"
                    onClick={() => setScope(tabScope)}
                  >
                    <Icon />
                    <span>{t(key)}</span>
                  </button>
                </li>
              ))}
              {services.map(({ to, key, Icon }) => (
                <li key={to}>
                  <Link to={to}>
                    <Icon />
                    <span>{t(key)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div id="flight-search" className="hero__search">
            {searchBox({ scope, locale, signedIn })}
          </div>
        </div>
      </section>

      <PromotionsSection promotions={promotions} />

      <TrendingSection />

      <PopularRoutesSection />

      <section className="section container" aria-labelledby="features-title">
        <h2 id="features-title">{t("home.featuresTitle")}</h2>
        <ul className="features">
          {features.map(({ key, Icon }) => (
            <li key={key} className="feature">
              <Icon />
              <div>
                <h3>{t(`home.features.${key}`)}</h3>
                <p>{t(`home.features.${key}Text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="section container" aria-labelledby="support-title">
        <div className="support card">
          <div>
            <h2 id="support-title">{t("home.supportTitle")}</h2>
            <div className="support__actions">
              <a className="button button--primary" href={`tel:${siteConfig.supportShortNumber}`}>
                <PhoneIcon />
                <span>
                  {t("home.callShortNumber", {
                    number: localizeDigits(siteConfig.supportShortNumber, locale),
                  })}
                </span>
              </a>
              <a className="button" href={siteConfig.whatsappUrl} target="_blank" rel="noopener noreferrer">
                <ChatIcon />
                <span>{t("home.whatsapp")}</span>
              </a>
            </div>
            <ul className="social-links" aria-label={t("footer.followUs")}>
              {siteConfig.social.map((item) => (
                <li key={item.network}>
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {t(`social.${item.network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{t("home.supportHours")}</h3>
            <dl className="support-hours">
              {supportHours.map((line) => (
                <div key={line.days}>
                  <dt>{line.days}</dt>
                  <dd>{line.hours}</dd>
                </div>
              ))}
            </dl>
            <p>
              {t("footer.address")}: {siteConfig.address[locale]}
            </p>
          </div>
        </div>
      </section>

      <section className="section container home-faq" aria-label={t("home.faqTitle")}>
        {faq}
      </section>

      <BlogSection />
    </>
  );
}
