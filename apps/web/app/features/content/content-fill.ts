import { type Locale, siteConfig } from "@safar/domain/site-config";
import type { ContentLocale, ContentPage, ContentPageData, ContentSlug } from "./content.schema";

/**
 * Filling a content file's placeholders: pure and free of zod, so that the browser can fill the
 * FAQ it loads as its own chunk (faq-section.tsx); content.server.ts validates and fills the rest.
 */

/** Placeholders a content file may use; filled from `siteConfig` at load time. */
export const placeholderNames = [
  "brandName",
  "operator",
  "supportShortNumber",
  "whatsappNumber",
  "email",
  "address",
] as const;
export type PlaceholderName = (typeof placeholderNames)[number];

/** Matches `{{name}}`; the capture group is the name. Global: reset `lastIndex` or use `matchAll`. */
export const placeholderPattern = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

export function isPlaceholderName(name: string): name is PlaceholderName {
  return (placeholderNames as readonly string[]).includes(name);
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

export function fillPage(data: ContentPageData, locale: ContentLocale, slug: ContentSlug): ContentPage {
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
