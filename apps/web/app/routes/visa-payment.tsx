import { isUuid } from "@safar/domain/uuid";
import { data } from "react-router";
import { requireUser } from "../features/auth/auth.server";
import { VisaPaymentPage } from "../features/visas/visa-payment-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/visa-payment";

export const handle: I18nHandle = { i18n: ["visas"] };

/** orderId is optional; when given it must be a well-formed UUID (spec §5), else 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  requireUser(request); // protected page (spec §2, §6)
  if (params.orderId === undefined) return { orderId: null };
  if (!isUuid(params.orderId)) throw data(null, { status: 404 });
  return { orderId: params.orderId };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "visaPayment"), noIndex];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <VisaPaymentPage orderId={loaderData.orderId} />;
}
