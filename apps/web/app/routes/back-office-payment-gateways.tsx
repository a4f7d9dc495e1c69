import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { PaymentGatewaysPage } from "../features/back-office/payment-gateways-page";
import { listPaymentGateways } from "../features/back-office/pricing-api";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-payment-gateways";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "paymentGateways");
}

/** The payment gateways, offered or not, configured or not, in their order (admins and finance). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOperatorPage(request, () => listPaymentGateways(request.signal));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PaymentGatewaysPage state={loaderData} />;
}
