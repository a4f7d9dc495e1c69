import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { VisaCasePage } from "../features/back-office/visa-case-page";
import { getVisaCase } from "../features/back-office/visa-cases-api";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-visa-case";

export const handle: I18nHandle = { i18n: ["back-office", "visas"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "visaCase");
}

/** The case with its visa, travellers, documents and history. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return { state: await loadOperatorPage(request, () => getVisaCase(params.orderId, request.signal)) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <VisaCasePage state={loaderData.state} />;
}
