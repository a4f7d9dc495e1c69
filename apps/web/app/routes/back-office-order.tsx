import { backOfficeMeta } from "../features/back-office/meta";
import { OrderPage } from "../features/back-office/order-page";
import { getOrderPage } from "../features/back-office/orders-api";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-order";

// `trips`: the order's status, product, route, travellers' age categories and payments' statuses;
// `hotels` and `booking`: a hotel order's stay in the storefront's words (lib/hotel-stay.ts).
export const handle: I18nHandle = { i18n: ["back-office", "trips", "hotels", "booking"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "order");
}

/** One order with its activity (supplier calls, messages, ledger, refunds) and internal notes. */
export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadOperatorPage(request, () => getOrderPage(params.id, request.signal));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderPage state={loaderData} />;
}
