import { backOfficeMeta } from "../features/back-office/meta";
import { listOrders } from "../features/back-office/orders-api";
import { OrdersPage } from "../features/back-office/orders-page";
import { ordersFilterFromParams } from "../features/back-office/orders-query";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-orders";

// `trips`: the orders' statuses, products and routes, as the customer's pages name them.
export const handle: I18nHandle = { i18n: ["back-office", "trips"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "orders");
}

/** The orders the URL's search, status, product, days and page select. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = ordersFilterFromParams(new URL(request.url).searchParams);
  return { filter, state: await loadOperatorPage(request, () => listOrders(filter, request.signal)) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrdersPage state={loaderData.state} filter={loaderData.filter} />;
}
