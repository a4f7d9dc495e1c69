import type { i18n, TFunction } from "i18next";
import { catalogs } from "./catalogs.server";
import { getI18n } from "./i18n";
import { requestLocale } from "./locale";

// All locales live on the server only; the browser fetches the namespaces a page needs as static
// files (decision 007).

/** Locale and a fixed `t` for a request, for loaders and actions. */
export function getServerI18n(request: Request) {
  const locale = requestLocale(request);
  const instance = getI18n(locale, catalogs[locale]);
  let t = fixedTs.get(instance);
  if (!t) {
    t = instance.getFixedT(locale);
    fixedTs.set(instance, t);
  }
  return { locale, t };
}

/**
 * One fixed `t` per instance (each is one language's catalogue), so that what is worked out from a
 * `t` can be kept by it (formatSupportHours).
 */
const fixedTs = new WeakMap<i18n, TFunction>();
