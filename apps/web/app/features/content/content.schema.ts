import { z } from "zod";
import { placeholderPattern } from "./content-fill";

/**
 * Shape of the info-page JSON files in `apps/web/content/{locale}/{slug}.json`. This module has no
 * server-only code, so both the loader (`content.server.ts`) and the components may import it.
 */

export const contentLocales = ["ar", "fa", "en"] as const;
export type ContentLocale = (typeof contentLocales)[number];

export const contentSlugs = ["about-us", "contact-us", "privacy", "charter-flight", "faq"] as const;
export type ContentSlug = (typeof contentSlugs)[number];

export function isContentSlug(value: string): value is ContentSlug {
  return (contentSlugs as readonly string[]).includes(value);
}

export {
  isPlaceholderName,
  type PlaceholderName,
  placeholderNames,
  placeholderPattern,
} from "./content-fill";

const text = z.string().trim().min(1, "must not be empty");

export const contentSectionSchema = z.strictObject({
  /** Anchor id: lowercase words joined by hyphens (`name-change`). */
  id: z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, "must be kebab-case"),
  heading: text,
  paragraphs: z.array(text).min(1),
  items: z.array(text).min(1).optional(),
});

export const contentPageSchema = z
  .strictObject({
    title: text,
    /** Meta description. */
    description: text.max(160),
    /** ISO calendar date, `YYYY-MM-DD`. */
    updatedAt: z.iso.date(),
    sections: z.array(contentSectionSchema).min(1),
  })
  .superRefine((page, ctx) => {
    const seen = new Set<string>();
    page.sections.forEach((section, index) => {
      if (seen.has(section.id)) {
        ctx.addIssue({
          code: "custom",
          message: `duplicate section id "${section.id}"`,
          path: ["sections", index, "id"],
        });
      }
      seen.add(section.id);
    });
  });

export type ContentSection = z.infer<typeof contentSectionSchema>;
/** A content file as stored (placeholders not yet filled). */
export type ContentPageData = z.infer<typeof contentPageSchema>;
/** A content page ready to render: placeholders filled, tagged with its locale and slug. */
export type ContentPage = ContentPageData & { locale: ContentLocale; slug: ContentSlug };

/** Names of the placeholders used in `value`, in order of appearance (duplicates kept). */
export function findPlaceholders(value: string): string[] {
  return Array.from(value.matchAll(placeholderPattern), (match) => match[1] ?? "");
}

/** `dir` attribute value for a content locale. */
