import { requireUser } from "../features/auth/auth.server";
import { loadAddPassenger } from "../features/checkout/add-passenger-data";
import { AddPassengerFrame, AddPassengerPage } from "../features/checkout/add-passenger-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { noIndex, pageMeta } from "../lib/meta";
import { withServerCheck } from "../lib/page-data";
import type { Route } from "./+types/add-passenger";

/** The translation namespaces this page uses (decision 007). */
export const handle: I18nHandle = { i18n: ["flights", "booking", "passport"] };

/** Protected page (spec §2, §6): anonymous visitors go to the login first. */
export function loader({ request }: Route.LoaderArgs) {
  requireUser(request);
  return null;
}

/** The chosen flight, the search behind it, countries and saved travellers (decision 012). */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withServerCheck(serverLoader, () =>
    loadAddPassenger(new URL(request.url).searchParams, request.signal),
  );
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AddPassengerFrame />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "addPassenger"), noIndex];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AddPassengerPage data={loaderData} />;
}
