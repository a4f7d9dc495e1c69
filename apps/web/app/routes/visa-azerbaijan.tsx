import { VisaCountryPage } from "../features/visas/visa-pages";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/visa-azerbaijan";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "visaAzerbaijan");
}

export default function Page() {
  return <VisaCountryPage country="visa-azerbaijan" />;
}
