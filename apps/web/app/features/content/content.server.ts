/// <reference types="vite/client" />

import type { ContentLocale, ContentPage, ContentSlug } from "./content.schema";
import { contentPageSchema } from "./content.schema";
import { fillPage } from "./content-fill";

export type {
  ContentLocale,
  ContentPage,
  ContentPageData,
  ContentSection,
  ContentSlug,
  PlaceholderName,
} from "./content.schema";
export {
  contentLocales,
  contentPageSchema,
  contentSectionSchema,
  contentSlugs,
  isContentSlug,
  placeholderNames,
} from "./content.schema";
export { fillPlaceholders, placeholderValues } from "./content-fill";

/**
 * The JSON files are imported statically (Vite turns the eager glob into plain imports), so they
 * are bundled into `build/server/index.js` by `react-router build` and need no path at run time.
 * Being in a `.server.ts` module keeps them out of the browser bundle.
 */
const rawFiles: Record<string, unknown> = import.meta.glob("../../../content/*/*.json", {
  eager: true,
  import: "default",
});

function fileKey(locale: ContentLocale, slug: ContentSlug): string {
  return `../../../content/${locale}/${slug}.json`;
}

const cache = new Map<string, ContentPage>();

/**
 * Loads one info page for a locale: validates the JSON, fills the placeholders from `siteConfig`
 * and memoises the result per locale and slug. Throws if the file is missing or invalid, or uses an
 * unknown placeholder.
 */
export function getContentPage(locale: ContentLocale, slug: ContentSlug): ContentPage {
  const key = fileKey(locale, slug);
  const cached = cache.get(key);
  if (cached) return cached;

  const raw = rawFiles[key];
  if (raw === undefined) {
    throw new Error(`Content page not found: content/${locale}/${slug}.json`);
  }
  const parsed = contentPageSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid content/${locale}/${slug}.json:\n${parsed.error.message}`);
  }
  const page = fillPage(parsed.data, locale, slug);
  cache.set(key, page);
  return page;
}
