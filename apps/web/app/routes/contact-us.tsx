import { getContentPage } from "../features/content/content.server";
import { ContentPage } from "../features/content/content-page";
import { ContactOrderNote } from "../features/trips/contact-order-note";
import { requestLocale } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/contact-us";

/** The same for every visitor without a session: shared caches may keep it (lib/page-cache). */
export const handle: CacheHandle = { sharedCacheSeconds: 300 };

export function loader({ request }: Route.LoaderArgs) {
  return { page: getContentPage(requestLocale(request), "contact-us") };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "contactUs");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page container">
      <ContactOrderNote />
      <ContentPage page={loaderData.page} />
    </div>
  );
}
