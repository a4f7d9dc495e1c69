import { listLandingPages } from "../features/back-office/landing-pages-api";
import { LandingPagesPage } from "../features/back-office/landing-pages-page";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-landing-pages";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "landingPages");
}

/** Every city's landing page, published or not. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOperatorPage(request, () => listLandingPages(request.signal));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LandingPagesPage state={loaderData} />;
}
