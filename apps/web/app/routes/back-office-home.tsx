import { getDashboard } from "../features/back-office/back-office-api";
import { DashboardPage } from "../features/back-office/dashboard-page";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-home";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "dashboard");
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOperatorPage(request, () => getDashboard(request.signal));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DashboardPage state={loaderData} />;
}
