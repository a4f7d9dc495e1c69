import { ProfileLayout } from "../features/profile/profile-pages";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/profile";

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "profile"), noIndex];
}

export default function Page() {
  return <ProfileLayout />;
}
