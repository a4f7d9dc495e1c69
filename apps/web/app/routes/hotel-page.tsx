import { data } from "react-router";
import { HotelPage } from "../features/hotels/hotel-page";
import { loadHotelPage } from "../features/hotels/hotel-page-data";
import { apiForRequest } from "../lib/api.server";
import { nameIn } from "../lib/format";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { metaT, pageMeta } from "../lib/meta";
import type { CacheHandle } from "../lib/page-cache";
import { keepDataThroughOverlays } from "../lib/page-data";
import type { Route } from "./+types/hotel-page";

/**
 * The translation namespaces this page uses (decision 007). The server renders the whole page with
 * the stay's rates (decision 024), the same for every visitor without a session, so shared caches may
 * keep it for 30 s (a rate is re-checked before it is booked).
 */
export const handle: I18nHandle & CacheHandle = { i18n: ["hotels"], sharedCacheSeconds: 30 };

/**
 * The search of the URL, then the hotel in it (decision 024): a shared link works on its own. A
 * hotel or search the server no longer has is a 404, a failed call a 503 (never kept by a cache).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = await loadHotelPage(
    params.cityCode,
    params.hotelId,
    new URL(request.url).searchParams,
    request.signal,
    apiForRequest(request, context),
  );
  return data(page, { status: page.status === "missing" ? 404 : page.status === "error" ? 503 : 200 });
}

/** The booking dialog's history entry (`rqs`) is not a new page. */
export const shouldRevalidate = keepDataThroughOverlays;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const { locale, t } = metaT(matches);
  const city = loaderData?.city ? nameIn(loaderData.city.name, locale) : loaderData?.cityCode;
  if (loaderData?.status === "ready") {
    const hotel = nameIn(loaderData.detail.name, locale);
    return pageMeta(
      matches,
      "hotelHome",
      {},
      {
        title: t("hotels.page.title", { hotel, city }),
        description: t("hotels.page.description", { hotel, city }),
      },
    );
  }
  return pageMeta(matches, "hotelHome", {}, { title: t("hotels.page.titleAny") });
}

export default function Page({ loaderData, params }: Route.ComponentProps) {
  return <HotelPage key={`${params.cityCode}/${params.hotelId}`} data={loaderData} />;
}
