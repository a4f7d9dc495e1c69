import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { listVouchers } from "../features/back-office/pricing-api";
import { voucherPageFromParams } from "../features/back-office/pricing-rules";
import { VouchersPage } from "../features/back-office/vouchers-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-vouchers";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "vouchers");
}

/** The URL's page of discount vouchers, newest first (admins, finance and content). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const page = voucherPageFromParams(new URL(request.url).searchParams);
  return { page, state: await loadOperatorPage(request, () => listVouchers(page, request.signal)) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <VouchersPage state={loaderData.state} page={loaderData.page} />;
}
