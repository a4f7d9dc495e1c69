import { requireUser } from "../features/auth/auth.server";
import { loadConfirm } from "../features/checkout/confirm-data";
import { ConfirmFrame, ConfirmPage } from "../features/checkout/confirm-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { noIndex, pageMeta } from "../lib/meta";
import { browserLocale, withServerCheck } from "../lib/page-data";
import type { Route } from "./+types/confirm";
// A hotel order's stay is drawn with the hotel pages' classes (ui/hotel-stay-summary.tsx).
import "../features/hotels/hotels.css";

/** The translation namespaces this page uses (decision 007): `hotels` for a hotel order's stay. */
export const handle: I18nHandle = { i18n: ["flights", "booking", "passport", "hotels", "visas", "tours"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/** The order, the wallet balance and the payment gateways (decision 012). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  return withServerCheck(serverLoader, () => loadConfirm(params, request.signal, browserLocale()));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ConfirmFrame />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "confirm"), noIndex];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConfirmPage data={loaderData} />;
}
