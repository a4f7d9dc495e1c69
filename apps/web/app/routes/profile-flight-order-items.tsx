import { requireUser } from "../features/auth/auth.server";
import { OrderDetailsPage, OrderDetailsSkeleton } from "../features/trips/order-details-page";
import { loadOrderPage } from "../features/trips/trips-data";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { keepDataThroughOverlays, withServerCheck } from "../lib/page-data";
import type { Route } from "./+types/profile-flight-order-items";

/** The translation namespaces this page uses (decision 007): the refund form too. */
export const handle: I18nHandle = { i18n: ["trips", "refunds"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/** The order (`?orderId=`), its travellers and tickets, and its refund requests (decision 012). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withServerCheck(serverLoader, () =>
    loadOrderPage(new URL(request.url).searchParams, request.signal),
  );
}
clientLoader.hydrate = true as const;

/** The refund dialog is an overlay: the order stays as the page holds it. */
export const shouldRevalidate = keepDataThroughOverlays;

export function HydrateFallback() {
  return <OrderDetailsSkeleton view="items" />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderDetailsPage data={loaderData} view="items" />;
}
