import { AuditPage } from "../features/back-office/audit-page";
import { listAudit } from "../features/back-office/back-office-api";
import { auditFilterFromParams } from "../features/back-office/back-office-query";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-audit";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "audit");
}

/** The audit log's page the URL's filters select (admins; any other role is told it may not). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = auditFilterFromParams(new URL(request.url).searchParams);
  return { filter, state: await loadOperatorPage(request, () => listAudit(filter, request.signal)) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AuditPage state={loaderData.state} filter={loaderData.filter} />;
}
