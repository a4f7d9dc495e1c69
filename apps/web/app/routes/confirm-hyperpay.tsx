import { loadHyperpayCheckout } from "../features/checkout/hyperpay.server";
import { HyperpayPage } from "../features/checkout/hyperpay-page";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/confirm-hyperpay";

export function loader({ request }: Route.LoaderArgs) {
  return loadHyperpayCheckout(request);
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "hyperpay"), noIndex];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HyperpayPage checkout={loaderData} />;
}
