import type { Locale } from "@safar/domain/site-config";
import { catalogs } from "./catalogs.server";
import { getI18n, type Messages } from "./i18n";
import { requestLocale } from "./locale";

// All locales live on the server only; the browser receives just the active one (root loader).

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}

/** Locale and a fixed `t` for a request, for loaders and actions. */
export function getServerI18n(request: Request) {
  const locale = requestLocale(request);
  const instance = getI18n(locale, catalogs[locale]);
  return { locale, t: instance.getFixedT(locale) };
}
