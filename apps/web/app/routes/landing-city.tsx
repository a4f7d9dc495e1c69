import { LandingCityPage } from "../features/landing/landing-city-page";
import { loadLandingCity } from "../features/landing/landing-data.server";
import { landingCityPath } from "../features/landing/landing-links";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { metaT, pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/landing-city";

/** Rendered with its city, flights, hotels and tours, the same for every visitor without a session (decision 007, 008). */
export const handle: I18nHandle & CacheHandle = { i18n: ["landing"], sharedCacheSeconds: 300 };

/** The city's page; a city the API does not know (or unpublished) is the not-found page with status 404. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadLandingCity(request, params.cityCode, context);
}

/** The operator's title and description in the page's language; the one URL of the city as canonical. */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  if (!page) return pageMeta(matches, "landing");
  const { locale } = metaT(matches);
  return [
    ...pageMeta(matches, "landing", {}, { title: page.title[locale], description: page.description[locale] }),
    { tagName: "link", rel: "canonical", href: landingCityPath(page.cityCode) },
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LandingCityPage data={loaderData} />;
}
