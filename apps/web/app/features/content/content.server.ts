/// <reference types="vite/client" />
import type { Locale } from "@safar/domain/site-config";
import { siteConfig } from "@safar/domain/site-config";
import type {
  ContentLocale,
  ContentPage,
  ContentPageData,
  ContentSlug,
  PlaceholderName,
} from "./content.schema";
import { contentPageSchema, isPlaceholderName, placeholderPattern } from "./content.schema";

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

/** Value of each placeholder in a locale. Localized site-config fields are picked by locale. */
export function placeholderValues(locale: Locale): Record<PlaceholderName, string> {
  return {
    brandName: siteConfig.brandName[locale],
    operator: siteConfig.operator[locale],
    supportShortNumber: siteConfig.supportShortNumber,
    whatsappNumber: siteConfig.whatsappNumber,
    email: siteConfig.email,
    address: siteConfig.address[locale],
  };
}

/** Replaces every `{{name}}` in `value`; throws on a name that is not a known placeholder. */
export function fillPlaceholders(value: string, locale: Locale, where = "content"): string {
  const values = placeholderValues(locale);
  return value.replace(placeholderPattern, (_match, name: string) => {
    if (!isPlaceholderName(name)) {
      throw new Error(`Unknown placeholder {{${name}}} in ${where}`);
    }
    return values[name];
  });
}

function fillPage(data: ContentPageData, locale: ContentLocale, slug: ContentSlug): ContentPage {
  const where = `content/${locale}/${slug}.json`;
  const fill = (value: string) => fillPlaceholders(value, locale, where);
  return {
    locale,
    slug,
    title: fill(data.title),
    description: fill(data.description),
    updatedAt: data.updatedAt,
    sections: data.sections.map((section) => ({
      id: section.id,
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
      ...(section.items ? { items: section.items.map(fill) } : {}),
    })),
  };
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
