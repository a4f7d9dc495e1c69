import { safeRedirect } from "@safar/domain/redirect";
import { acceptedLocale, defaultLocale, type Locale, locales } from "@safar/domain/site-config";

/** Name and lifetime of the locale cookie (spec §2, §9: remembered for 365 days). */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export type Direction = "rtl" | "ltr";

const directions: Record<Locale, Direction> = { ar: "rtl", fa: "rtl", en: "ltr" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): Direction {
  return directions[locale];
}

/** Reads the `locale` cookie from a Cookie header; undefined when absent or not a known locale. */
export function readLocaleCookie(cookieHeader: string | null): Locale | undefined {
  const value = cookieValue(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}

/** One cookie's value from a Cookie header (the first of that name), or undefined. */
export function cookieValue(cookieHeader: string | null, cookieName: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === cookieName) {
      try {
        return decodeURIComponent(rest.join("=").trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** A plain `name=value` preference cookie kept `maxAge` seconds (path /, SameSite=Lax; Secure over https). */
export function serializePreferenceCookie(
  name: string,
  value: string,
  maxAge: number,
  secure: boolean,
): string {
  const parts = [`${name}=${value}`, `Max-Age=${maxAge}`, "Path=/", "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * A plain `locale=ar` cookie (not React Router's signed/base64 cookie) so that the server and
 * any other reader can use it as is.
 */
export function serializeLocaleCookie(locale: Locale, secure: boolean): string {
  return serializePreferenceCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE, secure);
}

/** The best supported locale for an Accept-Language header (quality values honoured). */
export function detectLocale(acceptLanguage: string | null): Locale {
  return acceptedLocale(acceptLanguage) ?? defaultLocale;
}

/** The locale of a request: the cookie if set, otherwise the default (Arabic). */
export function requestLocale(request: Request): Locale {
  return readLocaleCookie(request.headers.get("Cookie")) ?? defaultLocale;
}

/** Spec §2: a redirect target is valid only if it is a same-site path. The domain's same-site redirect check (packages/domain/src/redirect.ts), for form targets. */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  return typeof target === "string" ? safeRedirect(target, fallback) : fallback;
}
