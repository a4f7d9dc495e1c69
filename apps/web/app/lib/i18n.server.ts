import { catalogs } from "./catalogs.server";
import { getI18n } from "./i18n";
import { requestLocale } from "./locale";

// All locales live on the server only; the browser fetches the namespaces a page needs as static
// files (decision 007).

/** Locale and a fixed `t` for a request, for loaders and actions. */
export function getServerI18n(request: Request) {
  const locale = requestLocale(request);
  const instance = getI18n(locale, catalogs[locale]);
  return { locale, t: instance.getFixedT(locale) };
}
