import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { siteConfig } from "@safar/domain/site-config";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ContentLocale, ContentPageData, ContentSlug } from "./content.schema";
import {
  contentLocales,
  contentPageSchema,
  contentSlugs,
  findPlaceholders,
  isPlaceholderName,
} from "./content.schema";
import { fillPlaceholders, getContentPage } from "./content.server";
import { ContentPage, FaqList, faqStructuredData, jsonForScript } from "./content-page";

const contentDir = join(dirname(fileURLToPath(import.meta.url)), "../../../content");

function readRaw(locale: ContentLocale, slug: ContentSlug): unknown {
  return JSON.parse(readFileSync(join(contentDir, locale, `${slug}.json`), "utf8"));
}

function readPage(locale: ContentLocale, slug: ContentSlug): ContentPageData {
  return contentPageSchema.parse(readRaw(locale, slug));
}

/** Every string of a page: title, description, headings, paragraphs and items. */
function allTexts(page: ContentPageData): string[] {
  return [
    page.title,
    page.description,
    ...page.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])]),
  ];
}

const requiredPrivacyIds = [
  "governing-law",
  "arbitration",
  "jurisdiction",
  "eligibility",
  "account-security",
  "booking",
  "payment",
  "cancellation",
  "refunds",
  "prohibited-activity",
  "suspension",
  "user-content",
  "privacy",
  "cookies",
  "liability",
  "changes",
];

const cases = contentLocales.flatMap((locale) => contentSlugs.map((slug) => [locale, slug] as const));

describe("content files", () => {
  it("has exactly one file per locale and slug, and nothing else", () => {
    for (const locale of contentLocales) {
      const files = readdirSync(join(contentDir, locale)).sort();
      expect(files).toEqual(contentSlugs.map((slug) => `${slug}.json`).sort());
    }
  });

  it.each(cases)("%s/%s parses with the schema", (locale, slug) => {
    const result = contentPageSchema.safeParse(readRaw(locale, slug));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.updatedAt).toBe("2026-11-21");
  });

  it.each(contentSlugs)("%s has the same section ids in the same order in every locale", (slug) => {
    const ids = contentLocales.map((locale) => readPage(locale, slug).sections.map((section) => section.id));
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
  });

  it.each(contentSlugs)("%s uses items in the same sections with the same counts in every locale", (slug) => {
    const shape = (locale: ContentLocale) =>
      readPage(locale, slug).sections.map((section) => [section.id, section.items?.length ?? 0]);
    expect(shape("fa")).toEqual(shape("ar"));
    expect(shape("en")).toEqual(shape("ar"));
  });

  it.each(contentLocales)("privacy (%s) has every required section with substantive text", (locale) => {
    const page = readPage(locale, "privacy");
    const ids = page.sections.map((section) => section.id);
    for (const id of requiredPrivacyIds) {
      expect(ids, `missing section ${id}`).toContain(id);
      const section = page.sections.find((candidate) => candidate.id === id)!;
      const text = section.paragraphs.join(" ");
      expect(text.length, `section ${id} is too short`).toBeGreaterThan(locale === "en" ? 200 : 150);
    }
  });

  it.each(contentLocales)("privacy (%s) states the key facts", (locale) => {
    const page = readPage(locale, "privacy");
    const section = (id: string) =>
      page.sections
        .find((candidate) => candidate.id === id)!
        .paragraphs.join(" ")
        .replace(/[۰-۹]/g, (digit) => String("۰۱۲۳۴۵۶۷۸۹".indexOf(digit)));
    expect(section("eligibility")).toContain("18");
    expect(section("refunds")).toContain("24");
    expect(section("refunds")).toContain("72");
    expect(section("cookies")).toContain("365");
    expect(section("cookies")).toContain("30");
  });

  it.each(cases)("%s/%s uses only known placeholders", (locale, slug) => {
    for (const text of allTexts(readPage(locale, slug))) {
      for (const name of findPlaceholders(text)) {
        expect(isPlaceholderName(name), `unknown placeholder {{${name}}}`).toBe(true);
      }
      // No stray or malformed braces left after the known placeholders are removed.
      expect(text.replace(/\{\{[A-Za-z]+\}\}/g, "")).not.toMatch(/[{}]/);
    }
  });

  it.each(cases)("%s/%s has no empty heading, paragraph or item", (locale, slug) => {
    const page = readPage(locale, slug);
    for (const section of page.sections) {
      expect(section.heading.trim()).not.toBe("");
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const text of [...section.paragraphs, ...(section.items ?? [])]) {
        expect(text.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it.each(cases)("%s/%s has a meta description of at most 160 characters once filled", (locale, slug) => {
    const page = readPage(locale, slug);
    expect(fillPlaceholders(page.description, locale).length).toBeLessThanOrEqual(160);
  });

  it.each(cases)("%s/%s is written in the locale's script", (locale, slug) => {
    const text = allTexts(readPage(locale, slug))
      .join(" ")
      .replace(/\{\{[A-Za-z]+\}\}/g, "");
    const letters = text.match(/\p{L}/gu) ?? [];
    const arabicScript = text.match(/\p{Script=Arabic}/gu) ?? [];
    const ratio = arabicScript.length / letters.length;
    if (locale === "en") {
      expect(ratio).toBe(0);
    } else {
      expect(ratio).toBeGreaterThan(0.9);
    }
  });

  it.each(["ar", "fa"] as const)("%s files use the right letter forms", (locale) => {
    for (const slug of contentSlugs) {
      const text = allTexts(readPage(locale, slug)).join(" ");
      if (locale === "fa") {
        // Persian keheh and yeh, not the Arabic kaf and yeh.
        expect(text, `${slug}: Arabic kaf or yeh in Persian text`).not.toMatch(/[كي]/);
      } else {
        expect(text, `${slug}: Persian keheh or yeh in Arabic text`).not.toMatch(/[کی]/);
      }
    }
  });

  it.each(contentLocales)("faq (%s) has the required questions", (locale) => {
    const ids = readPage(locale, "faq").sections.map((section) => section.id);
    for (const id of [
      "how-to-book",
      "payment-methods",
      "name-change",
      "seat-selection",
      "date-change",
      "refund",
      "baggage",
      "visa-apply",
      "visa-non-iraqi",
      "contact-support",
    ]) {
      expect(ids).toContain(id);
    }
  });

  it.each(contentLocales)("faq (%s) gives the support hours of spec §1", (locale) => {
    const answer = readPage(locale, "faq").sections.find((section) => section.id === "contact-support");
    const text = answer?.paragraphs.join(" ") ?? "";
    // Saturday to Thursday 9 to 23, Friday 10 to 23 (siteConfig.supportHours).
    expect(text).toContain("9:00");
    expect(text).toContain("10:00");
    expect(text.match(/23:00/g)).toHaveLength(2);
  });
});

describe("getContentPage", () => {
  it.each(cases)("loads %s/%s with every placeholder filled", (locale, slug) => {
    const page = getContentPage(locale, slug);
    expect(page.locale).toBe(locale);
    expect(page.slug).toBe(slug);
    for (const text of allTexts(page)) {
      expect(text).not.toMatch(/\{\{|\}\}/);
    }
    expect(page.sections.map((section) => section.id)).toEqual(
      readPage(locale, slug).sections.map((section) => section.id),
    );
  });

  it("fills localized fields by locale and shared fields as they are", () => {
    const contact = getContentPage("ar", "contact-us");
    const channels = contact.sections.find((section) => section.id === "support-channels")!;
    const items = channels.items!.join("\n");
    expect(items).toContain(siteConfig.supportShortNumber);
    expect(items).toContain(siteConfig.whatsappNumber);
    expect(items).toContain(siteConfig.email);
    expect(items).toContain(siteConfig.address.ar);
    expect(getContentPage("en", "about-us").title).toContain(siteConfig.brandName.en);
    expect(getContentPage("fa", "about-us").sections[0]!.paragraphs.join(" ")).toContain(
      siteConfig.operator.fa,
    );
  });

  it("caches per locale and slug", () => {
    expect(getContentPage("fa", "faq")).toBe(getContentPage("fa", "faq"));
    expect(getContentPage("fa", "faq")).not.toBe(getContentPage("ar", "faq"));
  });

  it("throws on an unknown placeholder", () => {
    expect(() => fillPlaceholders("Call {{hotline}}", "en")).toThrow(/Unknown placeholder \{\{hotline\}\}/);
    expect(fillPlaceholders("{{brandName}} / {{ email }}", "en")).toBe(
      `${siteConfig.brandName.en} / ${siteConfig.email}`,
    );
  });
});

describe("components", () => {
  it("renders the page with a table of contents and linked contact details", () => {
    const page = getContentPage("ar", "contact-us");
    const html = renderToStaticMarkup(createElement(ContentPage, { page }));
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('lang="ar"');
    expect(html).toContain('<time dateTime="2026-11-21">');
    expect(html).toMatch(/<h1[^>]*>اتصل بنا<\/h1>/);
    for (const section of page.sections) {
      expect(html).toContain(`href="#${section.id}"`);
      expect(html).toContain(`id="${section.id}"`);
    }
    expect(html).toContain(`href="mailto:${siteConfig.email}"`);
    expect(html).toContain(`href="tel:${siteConfig.supportShortNumber}"`);
    expect(html).toContain(`href="${siteConfig.whatsappUrl}"`);
    expect(html.match(/<h2/g)?.length).toBe(page.sections.length + 1);
  });

  it("renders the FAQ as details/summary items", () => {
    const page = getContentPage("en", "faq");
    const html = renderToStaticMarkup(createElement(FaqList, { page }));
    expect(html).toContain('dir="ltr"');
    expect(html.match(/<details/g)?.length).toBe(page.sections.length);
    expect(html).toContain('<details id="name-change"');
    expect(html).toContain("<summary");
    const data = faqStructuredData(page);
    expect(data.mainEntity).toHaveLength(page.sections.length);
    expect(html).not.toContain("application/ld+json");
  });

  it.each(contentLocales)("writes the FAQ as schema.org FAQPage data when asked (/faq, %s)", (locale) => {
    const page = getContentPage(locale, "faq");
    const html = renderToStaticMarkup(
      createElement(FaqList, { page, headingLevel: 2, structuredData: true }),
    );
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const data = JSON.parse(json) as ReturnType<typeof faqStructuredData>;
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage", inLanguage: locale });
    expect(data.mainEntity.map((question) => question.name)).toEqual(page.sections.map((s) => s.heading));
    for (const question of data.mainEntity) {
      expect(question["@type"]).toBe("Question");
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
  });

  it.each(contentLocales)(
    "gives only the questions asked for, in their order, and a link to /faq (home, %s)",
    (locale) => {
      const page = getContentPage(locale, "faq");
      const only = ["refund", "name-change"];
      const html = renderToStaticMarkup(
        createElement(MemoryRouter, null, createElement(FaqList, { page, headingLevel: 2, only })),
      );
      expect([...html.matchAll(/<details id="([^"]+)"/g)].map((m) => m[1])).toEqual(only);
      expect(html).toContain('href="/faq"');
      expect(html).not.toContain("application/ld+json");
    },
  );

  it("escapes what could end a script in structured data", () => {
    expect(jsonForScript({ text: "</script><script>alert(1)</script>" })).not.toContain("<");
    expect(JSON.parse(jsonForScript({ text: "a</script>" }))).toEqual({ text: "a</script>" });
  });
});
