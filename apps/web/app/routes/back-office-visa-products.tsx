import { backOfficeMeta } from "../features/back-office/meta";
import { loadOperatorPage } from "../features/back-office/page-data";
import { PageSkeleton } from "../features/back-office/page-states";
import { listVisaProducts } from "../features/back-office/visa-products-api";
import { VisaProductsPage } from "../features/back-office/visa-products-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import type { Route } from "./+types/back-office-visa-products";

export const handle: I18nHandle = { i18n: ["back-office", "visas"] };

export function meta({ matches }: Route.MetaArgs) {
  return backOfficeMeta(matches, "visaProducts");
}

/** Every visa product by country, on sale or not, and the currencies a product may be priced in. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadOperatorPage(request, () => listVisaProducts(request.signal));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <VisaProductsPage state={loaderData} />;
}
