import type { Locale } from "@safar/domain/site-config";
import { isbot } from "isbot";
import { redirect } from "react-router";
import { type DisplayCurrencyCode, serializeCurrencyCookie } from "./currency";
import { detectLocale, readLocaleCookie, safeRedirectPath, serializeLocaleCookie } from "./locale";

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** A Set-Cookie value for the locale cookie (365 days, path /, SameSite=Lax; Secure over https). */
export function localeCookieFor(request: Request, locale: Locale): string {
  return serializeLocaleCookie(locale, isHttps(request));
}

/**
 * Spec §2: redirect-on-detection applies at the root only. When `/` is requested without a locale
 * cookie, the Accept-Language choice is stored in the cookie and the browser is sent back to `/`
 * (query kept). Crawlers do not keep cookies, so they are never redirected (no loop): they get
 * the default locale.
 */
export function localeDetectionRedirect(request: Request): Response | undefined {
  if (readLocaleCookie(request.headers.get("Cookie"))) return undefined;
  const userAgent = request.headers.get("User-Agent");
  if (userAgent && isbot(userAgent)) return undefined;
  const locale = detectLocale(request.headers.get("Accept-Language"));
  const url = new URL(request.url);
  return redirect(`/${url.search}`, { headers: { "Set-Cookie": localeCookieFor(request, locale) } });
}

/** The language action: set the cookie and go back to a safe same-site path. */
export function changeLocaleResponse(request: Request, locale: Locale, target: unknown): Response {
  return redirect(safeRedirectPath(target, "/multi-lang"), {
    headers: { "Set-Cookie": localeCookieFor(request, locale) },
  });
}

/** The currency action: set the `currency` cookie and go back to a safe same-site path. */
export function changeCurrencyResponse(
  request: Request,
  code: DisplayCurrencyCode,
  target: unknown,
): Response {
  return redirect(safeRedirectPath(target, "/multi-lang"), {
    headers: { "Set-Cookie": serializeCurrencyCookie(code, isHttps(request)) },
  });
}
