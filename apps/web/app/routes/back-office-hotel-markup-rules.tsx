import { HotelMarkupRulesPage } from "../features/back-office/hotel-markup-rules-page";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { hotelMarkupApi, listHotelCities } from "../features/back-office/pricing-api";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-hotel-markup-rules";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "hotelMarkupRules");
}

/** Every hotel markup rule, the active first, then by priority, and the hotel cities they may name. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOperatorPage(request, async () => {
    const [rules, cities] = await Promise.all([
      hotelMarkupApi.list(request.signal),
      listHotelCities(request.signal),
    ]);
    return { rules, cities };
  });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HotelMarkupRulesPage state={loaderData} />;
}
