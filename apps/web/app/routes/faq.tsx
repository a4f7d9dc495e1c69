import { getContentPage } from "../features/content/content.server";
import { FaqSection } from "../features/content/faq-section";
import { requestLocale } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import type { Route } from "./+types/faq";

/** The same for every visitor without a session: shared caches may keep it (lib/page-cache). */
export const handle: CacheHandle = { sharedCacheSeconds: 300 };

/**
 * /faq: every question, with schema.org `FAQPage` data. The questions come as the language's own
 * chunk (faq-section.tsx), so the loader sends only the page's title and description for its meta.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { title, description } = getContentPage(locale, "faq");
  return { locale, title, description };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, "faq", {}, { title: loaderData?.title, description: loaderData?.description });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page container">
      <FaqSection locale={loaderData.locale} structuredData />
    </div>
  );
}
