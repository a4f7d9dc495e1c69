import { TourHomePage } from "../features/tours/tour-home-page";
import { loadTourHome } from "../features/tours/tours-data.server";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/tour-home";

/**
 * The translation namespaces this page uses (decision 007). The page is rendered with the tours of
 * its filters, the same for every visitor without a session: shared caches may keep it a minute.
 */
export const handle: I18nHandle & CacheHandle = { i18n: ["tours"], sharedCacheSeconds: 60 };

/** The tours of the URL's filters (destination, month, budget). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadTourHome(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "tourHome");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TourHomePage data={loaderData} />;
}
