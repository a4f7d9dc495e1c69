import { VisaHomePage } from "../features/visas/visa-pages";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/visa-home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "visaHome");
}

export default function Page() {
  return <VisaHomePage />;
}
