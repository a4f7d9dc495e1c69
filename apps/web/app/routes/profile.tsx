import { requireUser } from "../features/auth/auth.server";
import { ProfileLayout } from "../features/profile/profile-pages";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/profile";

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "profile"), noIndex];
}

export default function Page() {
  return <ProfileLayout />;
}
