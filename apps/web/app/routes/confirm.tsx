import { requireUser } from "../features/auth/auth.server";
import { ConfirmPage } from "../features/checkout/confirm-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/confirm";

/** The translation namespaces this page uses (decision 007). */
export const handle: I18nHandle = { i18n: ["flights", "booking", "passport"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "confirm"), noIndex];
}

export default function Page() {
  return <ConfirmPage />;
}
