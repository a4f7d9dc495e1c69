import { listRefunds } from "../features/back-office/back-office-api";
import { refundsFilterFromParams } from "../features/back-office/back-office-query";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { RefundsPage } from "../features/back-office/refunds-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-refunds";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "refunds");
}

/** The queue page the URL's status and page select. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = refundsFilterFromParams(new URL(request.url).searchParams);
  return { filter, state: await loadOperatorPage(request, () => listRefunds(filter, request.signal)) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <RefundsPage state={loaderData.state} filter={loaderData.filter} />;
}
