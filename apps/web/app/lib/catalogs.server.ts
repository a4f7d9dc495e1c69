import type { Locale } from "@safar/domain/site-config";
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import fa from "../../locales/fa.json";
import { catalogFile } from "./catalog-files.server";
import type { Messages } from "./i18n";
import { type Namespace, namespaces } from "./i18n-namespaces";

/**
 * The translation catalogues: `locales/{ar,fa,en}.json` (shared keys) plus one file per feature,
 * `locales/{locale}/{feature}.json`, whose keys live under the feature's name (`auth.json` →
 * `auth.*`). Features keep their strings in their own files, so they never edit the same one.
 */
const featureFiles = import.meta.glob<{ default: Messages }>("../../locales/*/*.json", { eager: true });

function withFeatures(locale: Locale, base: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [path, module] of Object.entries(featureFiles)) {
    const match = /\/locales\/(ar|fa|en)\/([\w-]+)\.json$/.exec(path);
    if (!match || match[1] !== locale) continue;
    const feature = match[2]!;
    if (feature in merged)
      throw new Error(`locales/${locale}/${feature}.json clashes with a key of ${locale}.json`);
    merged[feature] = module.default;
  }
  return merged;
}

export const catalogs: Record<Locale, Messages> = {
  ar: withFeatures("ar", ar),
  fa: withFeatures("fa", fa),
  en: withFeatures("en", en),
};

/** One catalogue part: `common` is the shared file, any other namespace is one feature's file. */
function part(locale: Locale, namespace: Namespace): Messages {
  if (namespace !== "common") return catalogs[locale][namespace] as Messages;
  return { ar, fa, en }[locale];
}

/**
 * The URL of each namespace's static file per locale (decision 007). The Vite plugin in
 * vite.config.ts emits the same files at build time (same catalogFile()).
 */
export const catalogUrls = Object.fromEntries(
  (Object.keys(catalogs) as Locale[]).map((locale) => [
    locale,
    Object.fromEntries(namespaces.map((ns) => [ns, catalogFile(locale, ns, part(locale, ns)).url])),
  ]),
) as Record<Locale, Record<Namespace, string>>;
