import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { visaCasesFilterFromParams } from "../features/back-office/visa-case-rules";
import { listVisaCases } from "../features/back-office/visa-cases-api";
import { VisaCasesPage } from "../features/back-office/visa-cases-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-visa-cases";

export const handle: I18nHandle = { i18n: ["back-office", "visas"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "visaCases");
}

/** The queue page the URL's status and page select. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = visaCasesFilterFromParams(new URL(request.url).searchParams);
  return { filter, state: await loadOperatorPage(request, () => listVisaCases(filter, request.signal)) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <VisaCasesPage state={loaderData.state} filter={loaderData.filter} />;
}
