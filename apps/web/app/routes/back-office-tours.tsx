import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { listTours } from "../features/back-office/tour-admin-api";
import { toursFilterFromParams } from "../features/back-office/tour-admin-rules";
import { ToursPage } from "../features/back-office/tours-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-tours";

export const handle: I18nHandle = { i18n: ["back-office", "tours"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "tours");
}

/** Every tour (the filters of the URL apply on the page), the destinations and the currencies. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = toursFilterFromParams(new URL(request.url).searchParams);
  return { filter, state: await loadOperatorPage(request, () => listTours(request.signal)) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ToursPage state={loaderData.state} filter={loaderData.filter} />;
}
