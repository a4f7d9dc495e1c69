import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { currencyFromParam, getRates } from "../features/back-office/rates-api";
import { RatesPage } from "../features/back-office/rates-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-rates";

export const handle: I18nHandle = { i18n: ["back-office"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "rates");
}

/** The rates, and the history of the URL's currency (IQD unless another is asked). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const currency = currencyFromParam(new URL(request.url).searchParams.get("currency"));
  return { currency, state: await loadOperatorPage(request, () => getRates(currency, request.signal)) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <RatesPage state={loaderData.state} currency={loaderData.currency} />;
}
