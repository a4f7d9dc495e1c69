import { data } from "react-router";
import { LanguagePicker } from "../features/languages/language-picker";
import { isCurrencyCode } from "../lib/currency";
import { isLocale, requestLocale, safeRedirectPath } from "../lib/locale";
import { changeCurrencyResponse, changeLocaleResponse } from "../lib/locale.server";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/multi-lang";

export function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/multi-lang");
  return { current: requestLocale(request), redirectTo };
}

/**
 * Sets the locale (or the display currency) cookie and redirects back: the page then renders in the
 * new language, or with its prices in the new currency.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const currency = form.get("currency");
  if (currency !== null) {
    if (!isCurrencyCode(currency)) throw data(null, { status: 400 });
    return changeCurrencyResponse(request, currency, form.get("redirectTo"));
  }
  const locale = form.get("locale");
  if (!isLocale(locale)) throw data(null, { status: 400 });
  return changeLocaleResponse(request, locale, form.get("redirectTo"));
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, "multiLang");
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LanguagePicker current={loaderData.current} redirectTo={loaderData.redirectTo} />;
}
