import { requireUser } from "../features/auth/auth.server";
import { OverviewPage, OverviewSkeleton } from "../features/trips/overview-page";
import { loadOverview } from "../features/trips/trips-data";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { withServerCheck } from "../lib/page-data";
import type { Route } from "./+types/profile-overview";

/** The translation namespaces this page uses (decision 007). */
export const handle: I18nHandle = { i18n: ["trips"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/** The wallet balance and the next trip (decision 012). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withServerCheck(serverLoader, () => loadOverview(request.signal));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <OverviewSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OverviewPage data={loaderData} />;
}
