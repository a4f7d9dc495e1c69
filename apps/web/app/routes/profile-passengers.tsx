import { requireUser } from "../features/auth/auth.server";
import { loadSavedPassengers } from "../features/checkout/saved-passengers/saved-passengers-data";
import {
  SavedPassengersPage,
  SavedPassengersSkeleton,
} from "../features/checkout/saved-passengers/saved-passengers-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { keepDataThroughOverlays, withServerCheck } from "../lib/page-data";
import type { Route } from "./+types/profile-passengers";

/** The translation namespaces this page uses (decision 007): the booking's passenger form too. */
export const handle: I18nHandle = { i18n: ["booking", "passport", "passengers"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/** The saved passengers and the countries (decision 012). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withServerCheck(serverLoader, () => loadSavedPassengers(request.signal));
}
clientLoader.hydrate = true as const;

/** The editor and the delete confirmation are overlays: the list stays as the page holds it. */
export const shouldRevalidate = keepDataThroughOverlays;

export function HydrateFallback() {
  return <SavedPassengersSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SavedPassengersPage data={loaderData} />;
}
