import { listCustomers } from "../features/back-office/customers-api";
import { CustomersPage } from "../features/back-office/customers-page";
import { customersFilterFromParams } from "../features/back-office/customers-query";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-customers";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "customers");
}

/** The customers the URL's search, status and page select. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = customersFilterFromParams(new URL(request.url).searchParams);
  return { filter, state: await loadOperatorPage(request, () => listCustomers(filter, request.signal)) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CustomersPage state={loaderData.state} filter={loaderData.filter} />;
}
