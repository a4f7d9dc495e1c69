import { acceptedLocale, defaultLocale, type Locale, locales } from "@safar/domain/site-config";
import type { FastifyRequest } from "fastify";
import { readCookie } from "./auth";

/** The web app's language cookie (apps/web/app/lib/locale.ts). */
const LOCALE_COOKIE = "locale";

const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);

/** A request's language: `?lang=`, else the `locale` cookie, else Accept-Language, else Arabic. */
export function pickLocale(
  query: string | undefined,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  if (isLocale(query)) return query;
  const cookie = readCookie(cookieHeader, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return acceptedLocale(acceptLanguage) ?? defaultLocale;
}

/** The language the customer uses on this request (the web's `locale` cookie, Accept-Language, Arabic). */
export function requestLocale(request: FastifyRequest): Locale {
  return pickLocale(undefined, request.headers.cookie, request.headers["accept-language"]);
}
