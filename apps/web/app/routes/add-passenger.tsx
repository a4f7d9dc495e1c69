import { AddPassengerPage } from "../features/checkout/checkout-pages";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/add-passenger";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "addPassenger"), noIndex];
}

export default function Page() {
  return <AddPassengerPage />;
}
