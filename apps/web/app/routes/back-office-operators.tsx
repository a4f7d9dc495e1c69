import { listOperators } from "../features/back-office/back-office-api";
import { backOfficeMeta } from "../features/back-office/meta";
import { OperatorsPage } from "../features/back-office/operators-page";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-operators";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "operators");
}

/** Every operator (admins; any other role is told it may not). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOperatorPage(request, () => listOperators(request.signal));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OperatorsPage state={loaderData} />;
}
