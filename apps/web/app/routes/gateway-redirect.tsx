import { requireUser } from "../features/auth/auth.server";
import { GatewayRedirectPage } from "../features/checkout/gateway-redirect-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/gateway-redirect";

/** The translation namespaces this page uses (decision 007). */
export const handle: I18nHandle = { i18n: ["booking"] };

/** Protected page (spec §2, §6): the payment is the customer's; anonymous visitors sign in first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "gatewayRedirect"), noIndex];
}

export default function Page() {
  return <GatewayRedirectPage />;
}
