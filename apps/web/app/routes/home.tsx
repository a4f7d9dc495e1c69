import { siteConfig } from "@safar/domain/site-config";
import { Suspense } from "react";
import { requireGuestForLogin } from "../features/auth/auth.server";
import { FaqSection } from "../features/content/faq-section";
import { SearchBoxSkeleton } from "../features/flights/search-box-skeleton";
import { HomePage, type SearchBoxSlot } from "../features/home/home-page";
import { loadHomePromotions } from "../features/home/promotions.server";
import { formatSupportHours } from "../lib/format";
import { getServerI18n } from "../lib/i18n.server";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { localeDetectionRedirect } from "../lib/locale.server";
import { metaT } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/home";
import "../features/flights/flights.css";
import { FlightSearchBox } from "../features/flights/lazy-flight-search-box";

const searchBox: SearchBoxSlot = ({ scope, locale, signedIn }) => (
  <Suspense fallback={<SearchBoxSkeleton />}>
    <FlightSearchBox key={scope} scope={scope} locale={locale} signedIn={signedIn} />
  </Suspense>
);

/**
 * The questions the home page answers (spec §2's FAQ: names, seats, dates, refunds, baggage); the
 * rest, and the FAQPage data, are on /faq (decision 023).
 */
const HOME_FAQ = ["name-change", "seat-selection", "date-change", "refund", "baggage"] as const;

/** The translation namespaces this page uses (decision 007). */
export const handle: I18nHandle & CacheHandle = {
  i18n: ["flights", "home-sections"],
  sharedCacheSeconds: 60,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const detected = localeDetectionRedirect(request);
  if (detected) throw detected;
  requireGuestForLogin(request); // the login entry is guest-only (spec §2)
  const { locale, t } = getServerI18n(request);
  return {
    locale,
    supportHours: formatSupportHours(locale, t),
    promotions: await loadHomePromotions(request, context, locale),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale, t } = metaT(matches);
  const brand = siteConfig.brandName[locale];
  const title = `${brand} | ${t("meta.home.title")}`;
  const description = t("meta.home.description");
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage
      faq={<FaqSection locale={loaderData.locale} headingLevel={2} only={HOME_FAQ} />}
      promotions={loaderData.promotions}
      searchBox={searchBox}
      supportHours={loaderData.supportHours}
    />
  );
}
