import { chartersFilterFromParams } from "../features/back-office/charter-rules";
import { getCharterReferences, listCharterFlights } from "../features/back-office/charters-api";
import { ChartersPage } from "../features/back-office/charters-page";
import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-charters";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "charters");
}

/** The charter flights the URL's route, days and page select, and what the create form offers. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filter = chartersFilterFromParams(new URL(request.url).searchParams);
  return {
    filter,
    state: await loadOperatorPage(request, async () => {
      const [flights, references] = await Promise.all([
        listCharterFlights(filter, request.signal),
        getCharterReferences(request.signal),
      ]);
      return { flights, references };
    }),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ChartersPage state={loaderData.state} filter={loaderData.filter} />;
}
