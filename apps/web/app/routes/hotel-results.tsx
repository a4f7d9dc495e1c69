import { hotelResultsShouldRevalidate, loadHotelResults } from "../features/hotels/hotel-results-data";
import { HotelResultsPage, HotelResultsSkeleton } from "../features/hotels/hotel-results-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { metaT, pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/hotel-results";

/**
 * The translation namespaces this page uses (decision 007). The server sends the page's frame only
 * (the same for every visitor without a session), so shared caches may keep it.
 */
export const handle: I18nHandle & CacheHandle = { i18n: ["hotels"], sharedCacheSeconds: 30 };

/** The search of the URL, the city for the heading and the running search (decision 012). */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadHotelResults(params.cityCode, new URL(request.url).searchParams);
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = hotelResultsShouldRevalidate;

export function HydrateFallback() {
  return <HotelResultsSkeleton />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { locale, t } = metaT(matches);
  const city = loaderData?.city
    ? loaderData.city.name[locale] || loaderData.city.name.en
    : loaderData?.cityCode;
  const title = city ? t("hotels.results.title", { city }) : t("hotels.results.titleAny");
  const description = city ? t("hotels.results.description", { city }) : undefined;
  return pageMeta(matches, "hotelHome", {}, description ? { title, description } : { title });
}

export default function Page({ loaderData, params }: Route.ComponentProps) {
  return <HotelResultsPage key={params.cityCode} data={loaderData} />;
}
