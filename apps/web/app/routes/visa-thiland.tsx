import { VisaCountryPage } from "../features/visas/visa-pages";
import { pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/visa-thiland";

/** The same for every visitor without a session: shared caches may keep it (lib/page-cache). */
export const handle: CacheHandle = { sharedCacheSeconds: 300 };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "visaThailand");
}

export default function Page() {
  return <VisaCountryPage country="visa-thiland" />;
}
