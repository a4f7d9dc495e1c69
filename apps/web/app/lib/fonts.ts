import arabic400 from "@fontsource/vazirmatn/files/vazirmatn-arabic-400-normal.woff2?url";
import arabic700 from "@fontsource/vazirmatn/files/vazirmatn-arabic-700-normal.woff2?url";
import latin400 from "@fontsource/vazirmatn/files/vazirmatn-latin-400-normal.woff2?url";
import latin700 from "@fontsource/vazirmatn/files/vazirmatn-latin-700-normal.woff2?url";
import type { Locale } from "@safar/domain/site-config";

/**
 * The Vazirmatn files used above the fold, per locale: Arabic-script pages need the arabic subset
 * (regular text and bold headings); English needs the latin subset. The same URLs are in fonts.css,
 * so the preloaded files are the ones the @font-face rules ask for.
 */
export const fontFiles = { arabic400, arabic700, latin400, latin700 };

export function preloadFontsFor(locale: Locale): string[] {
  return locale === "en" ? [latin400, latin700] : [arabic400, arabic700];
}
