import type { Locale } from "@safar/domain/site-config";
import ar from "../../locales/ar.json";
import en from "../../locales/en.json";
import fa from "../../locales/fa.json";
import type { Messages } from "./i18n";

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
