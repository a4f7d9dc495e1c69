import { loadLandingList } from "../features/landing/landing-data.server";
import { LandingPage } from "../features/landing/landing-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/landing";

/** Rendered with its cities, the same for every visitor without a session (decision 007, 008). */
export const handle: I18nHandle & CacheHandle = { i18n: ["landing"], sharedCacheSeconds: 300 };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLandingList(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "landing"), { tagName: "link", rel: "canonical", href: "/landing" }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LandingPage data={loaderData} />;
}
