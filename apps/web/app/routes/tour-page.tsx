import { TourPage } from "../features/tours/tour-page";
import { loadTourPage } from "../features/tours/tours-data.server";
import { counted } from "../lib/counted";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { metaT, pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import { keepDataThroughOverlays } from "../lib/page-data";
import type { Route } from "./+types/tour-page";

/** The page is rendered with its tour, the same for every visitor without a session (decision 007, 008). */
export const handle: I18nHandle & CacheHandle = { i18n: ["tours"], sharedCacheSeconds: 60 };

/** The tour; one the API does not know (or off sale) is the not-found page with status 404. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadTourPage(request, params.tourId, context);
}

/** The tours desk dialog's history entry (`rqs`) is not a new page. */
export const shouldRevalidate = keepDataThroughOverlays;

/** The tour's title and the start of its description, in the page's language. */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const tour = loaderData?.tour;
  if (!tour) return pageMeta(matches, "tourHome");
  const { locale, t } = metaT(matches);
  const title = t("tours.meta.pageTitle", {
    title: tour.title[locale] || tour.title.en,
    days: counted(t, "tours.count.days", tour.days, locale),
  });
  const text = (tour.description[locale] || tour.description.en).trim();
  const description = text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
  return pageMeta(matches, "tourHome", {}, { title, description });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TourPage data={loaderData} />;
}
