import { TourHomePage } from "../features/tours/tour-home-page";
import { pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/tour-home";

/** The same for every visitor without a session: shared caches may keep it (lib/page-cache). */
export const handle: CacheHandle = { sharedCacheSeconds: 300 };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "tourHome");
}

export default function Page() {
  return <TourHomePage />;
}
