import { listWalletAdjustments } from "../features/back-office/customers-api";
import { adjustmentsFilterFromParams } from "../features/back-office/customers-query";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { WalletAdjustmentsPage } from "../features/back-office/wallet-adjustments-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-wallet-adjustments";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "walletAdjustments");
}

/** The adjustments waiting for a second finance operator, or those of the URL's status (finance only). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = adjustmentsFilterFromParams(new URL(request.url).searchParams);
  return {
    filter,
    state: await loadOperatorPage(request, () => listWalletAdjustments(filter, request.signal)),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <WalletAdjustmentsPage state={loaderData.state} filter={loaderData.filter} />;
}
