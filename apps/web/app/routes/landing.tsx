import { LandingPage } from "../features/landing/landing-page";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/landing";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "landing");
}

export default function Page() {
  return <LandingPage />;
}
