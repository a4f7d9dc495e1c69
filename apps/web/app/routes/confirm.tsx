import { ConfirmPage } from "../features/checkout/checkout-pages";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/confirm";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "confirm"), noIndex];
}

export default function Page() {
  return <ConfirmPage />;
}
