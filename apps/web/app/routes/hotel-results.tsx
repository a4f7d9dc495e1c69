import { hasSession } from "../features/auth/auth.server";
import {
  hotelResultsShouldRevalidate,
  isHydrationLoad,
  loadHotelResults,
  loadHotelResultsOnServer,
  withBrowserSearch,
} from "../features/hotels/hotel-results-data";
import { HotelResultsPage } from "../features/hotels/hotel-results-page";
import { apiForRequest } from "../lib/api.server";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { metaT, pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/hotel-results";

/**
 * The translation namespaces this page uses (decision 007). A visitor without a session gets the
 * results in the HTML (decision 024), the same for every such visitor, so shared caches may keep it.
 */
export const handle: I18nHandle & CacheHandle = { i18n: ["hotels"], sharedCacheSeconds: 30 };

/** The search of the URL, the city for the heading and, for a visitor without a session, the results. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadHotelResultsOnServer(params.cityCode, new URL(request.url).searchParams, {
    client: apiForRequest(request, context),
    signal: request.signal,
    searchNow: !hasSession(request),
  });
}

/**
 * On hydration, the server's page (and the browser's search for a signed-in customer); after it,
 * every load searches in the browser at once (decision 012). No HydrateFallback: the server renders
 * the page itself.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (isHydrationLoad(request.url)) return withBrowserSearch(await serverLoader());
  return loadHotelResults(params.cityCode, new URL(request.url).searchParams);
}
clientLoader.hydrate = true as const;

export const shouldRevalidate = hotelResultsShouldRevalidate;

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
