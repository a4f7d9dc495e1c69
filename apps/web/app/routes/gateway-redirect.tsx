import { requireUser } from "../features/auth/auth.server";
import { GatewayRedirectPage } from "../features/checkout/gateway-redirect-page";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/gateway-redirect";

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
