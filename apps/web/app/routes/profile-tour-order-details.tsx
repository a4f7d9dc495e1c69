import { requireUser } from "../features/auth/auth.server";
import { TourOrderDetailsPage, TourOrderDetailsSkeleton } from "../features/trips/tour-order-details-page";
import { loadTourOrderPage } from "../features/trips/trips-data";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { withServerCheck } from "../lib/page-data";
import type { Route } from "./+types/profile-tour-order-details";

/** The translation namespaces this page uses (decision 007): the tour's words are the tour pages'. */
export const handle: I18nHandle = { i18n: ["trips", "booking", "tours"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/** The tour order (`?orderId=`) with its payments (decision 012). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withServerCheck(serverLoader, () =>
    loadTourOrderPage(new URL(request.url).searchParams, request.signal),
  );
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <TourOrderDetailsSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TourOrderDetailsPage data={loaderData} />;
}
