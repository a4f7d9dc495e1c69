import { calendarDateIn } from "@safar/domain";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { getTour, listTours } from "../features/back-office/tour-admin-api";
import { TourPage } from "../features/back-office/tour-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-tour";

export const handle: I18nHandle = { i18n: ["back-office", "tours"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "tour");
}

/** The tour with every departure, and the destinations and currencies its form offers. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return {
    state: await loadOperatorPage(request, async () => {
      const [tour, list] = await Promise.all([getTour(params.id, request.signal), listTours(request.signal)]);
      const today = calendarDateIn(new Date(), "Asia/Baghdad") ?? new Date().toISOString().slice(0, 10);
      return { tour, destinations: list.destinations, currencies: list.currencies, today };
    }),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TourPage state={loaderData.state} />;
}
