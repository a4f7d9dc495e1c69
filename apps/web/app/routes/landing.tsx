import { LandingPage } from "../features/landing/landing-page";
import { pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/landing";

/** The same for every visitor without a session: shared caches may keep it (lib/page-cache). */
export const handle: CacheHandle = { sharedCacheSeconds: 300 };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "landing");
}

export default function Page() {
  return <LandingPage />;
}
