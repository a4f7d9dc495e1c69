import { BackOfficePermission } from "@safar/domain";
import { may } from "../features/back-office/access";
import { getDashboard, operatorSessionOf } from "../features/back-office/back-office-api";
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

/** The figures for a role that reads orders; a role that does not (content) is never refused a call. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOperatorPage(request, async () => {
    const session = await operatorSessionOf(request);
    return may(session, BackOfficePermission.ViewOrders) ? getDashboard(request.signal) : null;
  });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DashboardPage state={loaderData} />;
}
