import { GatewayRedirectPage } from "../features/checkout/checkout-pages";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/gateway-redirect";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "gatewayRedirect"), noIndex];
}

export default function Page() {
  return <GatewayRedirectPage />;
}
