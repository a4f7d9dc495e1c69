import { MarkupRulesPage } from "../features/back-office/markup-rules-page";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { flightMarkupApi } from "../features/back-office/pricing-api";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-markup-rules";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "markupRules");
}

/** Every markup rule, the active first, then by priority (admins and finance). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOperatorPage(request, () => flightMarkupApi.list(request.signal));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MarkupRulesPage state={loaderData} />;
}
