import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { listPromotions } from "../features/back-office/promotions-api";
import { PromotionsPage } from "../features/back-office/promotions-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-promotions";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "promotions");
}

/** Every promotion of the home page, running or not, newest first. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOperatorPage(request, () => listPromotions(request.signal));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PromotionsPage state={loaderData} />;
}
