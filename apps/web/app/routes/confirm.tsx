import { requireUser } from "../features/auth/auth.server";
import { ConfirmPage } from "../features/checkout/confirm-page";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/confirm";

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
