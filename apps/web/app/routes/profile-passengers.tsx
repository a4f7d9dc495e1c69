import type { ShouldRevalidateFunction } from "react-router";
import { requireUser } from "../features/auth/auth.server";
import { loadSavedPassengers } from "../features/checkout/saved-passengers/saved-passengers-data";
import {
  SavedPassengersPage,
  SavedPassengersSkeleton,
} from "../features/checkout/saved-passengers/saved-passengers-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { withServerCheck } from "../lib/page-data";
import { OVERLAY_PARAM } from "../ui/overlay-history";
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

/**
 * An overlay's history entry (the editor, the delete confirmation: `rqs`, spec §2) is not a new
 * page: the list stays as the page holds it (a reload would remount it and lose the focus).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(OVERLAY_PARAM);
    return `${url.pathname}?${params.toString()}`;
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
};

export function HydrateFallback() {
  return <SavedPassengersSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SavedPassengersPage data={loaderData} />;
}
