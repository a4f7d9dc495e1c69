import { requireUser } from "../features/auth/auth.server";
import { MyTravelsPage, MyTravelsSkeleton } from "../features/trips/my-travels-page";
import { loadMyTravels } from "../features/trips/trips-data";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { withServerCheck } from "../lib/page-data";
import type { Route } from "./+types/profile-my-travels";

/** The translation namespaces this page uses (decision 007). */
export const handle: I18nHandle = { i18n: ["trips", "visas"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/** The page of orders the URL's filters select (decision 012). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withServerCheck(serverLoader, () =>
    loadMyTravels(new URL(request.url).searchParams, request.signal),
  );
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <MyTravelsSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <MyTravelsPage data={loaderData} />;
}
