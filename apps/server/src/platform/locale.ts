import { defaultLocale, type Locale, locales } from "@safar/domain/site-config";
import type { FastifyRequest } from "fastify";
import { readCookie } from "./auth";

/** The web app's language cookie (apps/web/app/lib/locale.ts). */
const LOCALE_COOKIE = "locale";

const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);

/** The best supported language of an Accept-Language header (quality values honoured), if any. */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}

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
