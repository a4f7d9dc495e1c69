import { isUuid } from "@safar/domain/uuid";
import { data } from "react-router";
import { requireUser } from "../features/auth/auth.server";
import { PaymentResultPage } from "../features/checkout/payment-result-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/payment";
// A hotel order's stay is drawn with the hotel pages' classes (ui/hotel-stay-summary.tsx).
import "../features/hotels/hotels.css";

/** The translation namespaces this page uses (decision 007): `hotels` for a hotel order's stay. */
export const handle: I18nHandle = { i18n: ["flights", "booking", "hotels", "visas", "tours"] };

/** orderId is optional; when given it must be a well-formed UUID (spec §5), else 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  requireUser(request); // protected page (spec §2, §6)
  if (params.orderId === undefined) return { orderId: null };
  if (!isUuid(params.orderId)) throw data(null, { status: 404 });
  return { orderId: params.orderId };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "payment"), noIndex];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PaymentResultPage orderId={loaderData.orderId} />;
}
