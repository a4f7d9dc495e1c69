import { requireUser } from "../features/auth/auth.server";
import { AddPassengerPage } from "../features/checkout/add-passenger-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/add-passenger";

/** The translation namespaces this page uses (decision 007). */
export const handle: I18nHandle = { i18n: ["flights", "booking", "passport"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "addPassenger"), noIndex];
}

export default function Page() {
  return <AddPassengerPage />;
}
