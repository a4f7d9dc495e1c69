import { TourHomePage } from "../features/tours/tour-home-page";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/tour-home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "tourHome");
}

export default function Page() {
  return <TourHomePage />;
}
