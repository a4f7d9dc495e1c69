import { VisaCountryPage } from "../features/visas/visa-pages";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/visa-uae";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "visaUae");
}

export default function Page() {
  return <VisaCountryPage country="visa-uae" />;
}
