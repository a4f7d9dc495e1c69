import { HyperpayPage } from "../features/checkout/checkout-pages";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/confirm-hyperpay";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "hyperpay"), noIndex];
}

export default function Page() {
  return <HyperpayPage />;
}
