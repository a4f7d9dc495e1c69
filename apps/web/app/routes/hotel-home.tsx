import { loadTrending } from "../features/hotels/hotel-home-data";
import { HotelHomePage } from "../features/hotels/hotel-home-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/hotel-home";

/**
 * The translation namespaces this page uses (decision 007). The same for every visitor without a
 * session: shared caches may keep it (lib/page-cache).
 */
export const handle: I18nHandle & CacheHandle = { i18n: ["hotels"], sharedCacheSeconds: 300 };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "hotelHome");
}

/** The trending row's data, as a promise: the search box never waits for it (decision 012). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { trending: loadTrending(request.signal) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <HotelHomePage trending={null} frame />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HotelHomePage trending={loaderData.trending} />;
}
