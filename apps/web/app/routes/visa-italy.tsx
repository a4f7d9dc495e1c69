import { loadVisaPage } from "../features/visas/visa-page-data";
import { VisaCountryPage } from "../features/visas/visa-pages";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import { keepDataThroughOverlays } from "../lib/page-data";
import type { Route } from "./+types/visa-italy";

/** The server sends the page's frame only, the same for every visitor: shared caches may keep it. */
export const handle: I18nHandle & CacheHandle = { i18n: ["visas"], sharedCacheSeconds: 300 };

/** Italy's visas and the price of the URL's choice (decision 012). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadVisaPage(new URL(request.url), "IT", request.signal);
}
clientLoader.hydrate = true as const;

/** The visa desk dialog's history entry (`rqs`) is not a new choice. */
export const shouldRevalidate = keepDataThroughOverlays;

export function HydrateFallback() {
  return <VisaCountryPage country="IT" data={null} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "visaItaly");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <VisaCountryPage country="IT" data={loaderData} />;
}
