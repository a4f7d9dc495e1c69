import { requireUser } from "../features/auth/auth.server";
import { HotelOrderDetailsPage, HotelOrderDetailsSkeleton } from "../features/trips/hotel-order-details-page";
import { loadHotelOrderPage } from "../features/trips/trips-data";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { withServerCheck } from "../lib/page-data";
import type { Route } from "./+types/profile-hotel-order-details";
// The stay is drawn with the hotel pages' classes (ui/hotel-stay-summary.tsx).
import "../features/hotels/hotels.css";

/** The translation namespaces this page uses (decision 007): the stay's words are the hotel pages'. */
export const handle: I18nHandle = { i18n: ["trips", "booking", "hotels", "refunds"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/** The hotel order (`?orderId=`) and its rooms' lead guests (decision 012). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withServerCheck(serverLoader, () =>
    loadHotelOrderPage(new URL(request.url).searchParams, request.signal),
  );
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <HotelOrderDetailsSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HotelOrderDetailsPage data={loaderData} />;
}
