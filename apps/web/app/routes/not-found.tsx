import { data } from "react-router";
import { pageMeta } from "../lib/meta";
import { NotFoundView } from "../ui/not-found-view";
import type { Route } from "./+types/not-found";

/** /404 and every unmatched URL: the not-found view with HTTP status 404 (spec §2, §8). */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "notFound"), { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <div className="container">
      <NotFoundView />
    </div>
  );
}
