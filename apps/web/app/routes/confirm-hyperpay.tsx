import { loadHyperpayCheckout } from "../features/checkout/hyperpay.server";
import { HyperpayPage } from "../features/checkout/hyperpay-page";
import type { I18nHandle } from "../lib/i18n-namespaces";
import { noIndex, pageMeta } from "../lib/meta";
import type { Route } from "./+types/confirm-hyperpay";

/** The translation namespaces this page uses (decision 007). */
export const handle: I18nHandle = { i18n: ["hyperpay"] };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHyperpayCheckout(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, "hyperpay"), noIndex];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <HyperpayPage checkout={loaderData} />;
}
