import { requireUser } from "../features/auth/auth.server";
import { loadVisaOrderPage } from "../features/trips/trips-data";
import { VisaOrderDetailsPage, VisaOrderDetailsSkeleton } from "../features/trips/visa-order-details-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { withServerCheck } from "../lib/page-data";
import type { Route } from "./+types/profile-visa-order-details";

/** The translation namespaces this page uses (decision 007): the visa's words are the visa pages'. */
export const handle: I18nHandle = { i18n: ["trips", "booking", "visas"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/** The visa order (`?orderId=`) with its travellers' documents and its case (decision 012). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withServerCheck(serverLoader, () =>
    loadVisaOrderPage(new URL(request.url).searchParams, request.signal),
  );
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <VisaOrderDetailsSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <VisaOrderDetailsPage data={loaderData} />;
}
