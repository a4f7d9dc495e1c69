/**
 * The installable app's web app manifest (docs/installable-app.md), served by routes/manifest.ts at
 * `/manifest.webmanifest?lang=<locale>` in the page's language: its names from
 * locales/<lang>/app.json, its direction (Arabic and Persian right to left), the icons drawn by
 * scripts/make-app-icons.mjs (apps/web/public/icons).
 */
import type { Locale } from "@safar/domain/site-config";
import { directionOf } from "./locale";

/** The header's blue: the installed app's title bar and the page's `theme-color`. */
export const THEME_COLOR = "#083f78";
export const BACKGROUND_COLOR = "#ffffff";

export const MANIFEST_PATH = "/manifest.webmanifest";

export const manifestUrl = (locale: Locale) => `${MANIFEST_PATH}?lang=${locale}`;

export type ManifestStrings = { name: string; shortName: string; description: string };

export const appIcons = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

export function webManifest(locale: Locale, strings: ManifestStrings) {
  return {
    id: "/",
    name: strings.name,
    short_name: strings.shortName,
    description: strings.description,
    lang: locale,
    dir: directionOf(locale),
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["travel"],
    icons: appIcons,
  };
}
