import { getHotelCities, listHotels } from "../features/back-office/hotel-admin-api";
import { hotelsFilterFromParams } from "../features/back-office/hotel-admin-rules";
import { HotelsPage } from "../features/back-office/hotels-page";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-hotels";

export const handle: I18nHandle = { i18n: ["back-office", "hotels"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "hotels");
}

/** The contracted hotels the URL's destination, name and page select, and the destinations. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = hotelsFilterFromParams(new URL(request.url).searchParams);
  return {
    filter,
    state: await loadOperatorPage(request, async () => {
      const [hotels, cities] = await Promise.all([
        listHotels(filter, request.signal),
        getHotelCities(request.signal),
      ]);
      return { hotels, cities };
    }),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HotelsPage state={loaderData.state} filter={loaderData.filter} />;
}
