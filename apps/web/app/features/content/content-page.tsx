import { formatDate as formatDay } from "@safar/domain/dates";
import { siteConfig } from "@safar/domain/site-config";
import { localizeDigits } from "@safar/domain/text";
import type { ReactNode } from "react";
import { useEffect, useId } from "react";
import { Link } from "react-router";
import { jsonForScript } from "../../lib/json-script";
import { directionOf } from "../../lib/locale";
import type { ContentLocale, ContentPage as ContentPageModel, ContentSection } from "./content.schema";
import "./content-page.css";

const labels: Record<
  ContentLocale,
  { contents: string; updated: string; questions: string; allQuestions: string }
> = {
  ar: {
    contents: "محتويات الصفحة",
    updated: "آخر تحديث:",
    questions: "الأسئلة",
    allQuestions: "كل الأسئلة الشائعة",
  },
  fa: {
    contents: "فهرست مطالب",
    updated: "آخرین به‌روزرسانی:",
    questions: "پرسش‌ها",
    allQuestions: "همه پرسش‌های متداول",
  },
  en: {
    contents: "On this page",
    updated: "Last updated:",
    questions: "Questions",
    allQuestions: "All frequently asked questions",
  },
};

/** The date as every other page writes it (the same month names and digits; Jalali in Persian). */
function formatDate(isoDate: string, locale: ContentLocale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return formatDay(date, locale, { dateStyle: "long", timeZone: "UTC" });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

type ContactLink = { text: string; href: string; external?: boolean };

const contactLinks: ContactLink[] = [
  { text: siteConfig.email, href: `mailto:${siteConfig.email}` },
  { text: siteConfig.whatsappNumber, href: siteConfig.whatsappUrl, external: true },
  { text: siteConfig.supportShortNumber, href: `tel:${siteConfig.supportShortNumber}` },
];

const contactPattern = new RegExp(
  `(?<![\\w.@+])(${contactLinks.map((link) => escapeRegExp(link.text)).join("|")})(?![\\w@])`,
  "g",
);

/**
 * Turns the support e-mail, WhatsApp number and short number into links, isolated as
 * left-to-right text so that a phone number with spaces keeps its digit order in RTL paragraphs.
 * The rest of the text is written in the page's digits (the files are written with ASCII digits).
 */
function RichText({ text, locale }: { text: string; locale: ContentLocale }): ReactNode {
  const local = (part: string) => localizeDigits(part, locale);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(contactPattern)) {
    const index = match.index ?? 0;
    const link = contactLinks.find((candidate) => candidate.text === match[0]);
    if (!link) continue;
    if (index > last) parts.push(local(text.slice(last, index)));
    parts.push(
      <a
        key={index}
        className="content-page__contact-link"
        href={link.href}
        dir="ltr"
        {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {link.text}
      </a>,
    );
    last = index + match[0].length;
  }
  if (parts.length === 0) return local(text);
  if (last < text.length) parts.push(local(text.slice(last)));
  return <>{parts}</>;
}

function PageHeader({
  page,
  headingId,
  level = 1,
}: {
  page: ContentPageModel;
  headingId: string;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <header className="content-page__header">
      <Heading id={headingId} className="content-page__title">
        {localizeDigits(page.title, page.locale)}
      </Heading>
      <p className="content-page__updated">
        {labels[page.locale].updated}{" "}
        <time dateTime={page.updatedAt}>{formatDate(page.updatedAt, page.locale)}</time>
      </p>
    </header>
  );
}

function TableOfContents({ page, label }: { page: ContentPageModel; label: string }) {
  const id = useId();
  return (
    <nav className="content-page__toc" aria-labelledby={id}>
      <h2 id={id} className="content-page__toc-title">
        {label}
      </h2>
      <ol className="content-page__toc-list">
        {page.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{localizeDigits(section.heading, page.locale)}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SectionBody({ section, locale }: { section: ContentSection; locale: ContentLocale }) {
  return (
    <>
      {section.paragraphs.map((paragraph, index) => (
        // Paragraphs are static content with no stable id of their own.
        // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
        <p key={index} className="content-page__paragraph">
          <RichText text={paragraph} locale={locale} />
        </p>
      ))}
      {section.items ? (
        <ul className="content-page__list">
          {section.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static, never reordered
            <li key={index}>
              <RichText text={item} locale={locale} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export type ContentPageProps = { page: ContentPageModel; className?: string };

/** An info page: title, last-updated date, table of contents and the sections. */
export function ContentPage({ page, className }: ContentPageProps) {
  const headingId = useId();
  return (
    <article
      className={className ? `content-page ${className}` : "content-page"}
      lang={page.locale}
      dir={directionOf(page.locale)}
      aria-labelledby={headingId}
    >
      <PageHeader page={page} headingId={headingId} />
      {page.sections.length > 1 ? <TableOfContents page={page} label={labels[page.locale].contents} /> : null}
      {page.sections.map((section) => {
        const sectionHeadingId = `${section.id}-heading`;
        return (
          <section
            key={section.id}
            id={section.id}
            className="content-page__section"
            aria-labelledby={sectionHeadingId}
          >
            <h2 id={sectionHeadingId} className="content-page__heading">
              {localizeDigits(section.heading, page.locale)}
            </h2>
            <SectionBody section={section} locale={page.locale} />
          </section>
        );
      })}
    </article>
  );
}

/** Opens the `<details>` named by the URL fragment (e.g. `/faq#name-change`); works without it too. */
function useOpenDetailsFromHash() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id) return;
      const target = document.getElementById(id);
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.scrollIntoView({ block: "start" });
      }
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
}

export type FaqListProps = {
  page: ContentPageModel;
  className?: string;
  /** 2 when the list sits inside another page (home), so that page keeps the only h1. */
  headingLevel?: 1 | 2;
  /** Also write the questions as schema.org `FAQPage` data (one page of the site should: /faq). */
  structuredData?: boolean;
  /**
   * Only these questions (by id, in this order) and a link to the whole FAQ at /faq: the home
   * page's short list, which keeps its HTML small (issue 9: ≤ 35 KB).
   */
  only?: readonly string[];
};

/**
 * The FAQ page: each section is a question (`heading`) and its answer (`paragraphs`, `items`),
 * rendered as a native `<details>`/`<summary>` disclosure, so it opens with Enter/Space without JS.
 */
export function FaqList({ page, className, headingLevel = 1, structuredData = false, only }: FaqListProps) {
  const headingId = useId();
  const sections = only
    ? only.flatMap((id) => page.sections.filter((section) => section.id === id))
    : page.sections;
  const listHeadingId = useId();
  useOpenDetailsFromHash();
  return (
    <article
      className={className ? `content-page content-page--faq ${className}` : "content-page content-page--faq"}
      lang={page.locale}
      dir={directionOf(page.locale)}
      aria-labelledby={headingId}
    >
      <PageHeader page={page} headingId={headingId} level={headingLevel} />
      <section className="content-page__faq" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="content-page__visually-hidden">
          {labels[page.locale].questions}
        </h2>
        {sections.map((section) => (
          <details key={section.id} id={section.id} className="content-page__faq-item">
            <summary className="content-page__faq-question">
              <span>{localizeDigits(section.heading, page.locale)}</span>
              <span className="content-page__faq-icon" aria-hidden="true" />
            </summary>
            <div className="content-page__faq-answer">
              <SectionBody section={section} locale={page.locale} />
            </div>
          </details>
        ))}
      </section>
      {only ? (
        <p className="content-page__faq-more">
          <Link to="/faq">{labels[page.locale].allQuestions}</Link>
        </p>
      ) : null}
      {structuredData ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own FAQ, "<" escaped so no text can close the script
          dangerouslySetInnerHTML={{ __html: jsonForScript(faqStructuredData(page)) }}
        />
      ) : null}
    </article>
  );
}

export { jsonForScript };

/** schema.org `FAQPage` data for a `<script type="application/ld+json">` (FaqList's `structuredData`). */
export function faqStructuredData(page: ContentPageModel) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: page.locale,
    mainEntity: page.sections.map((section) => ({
      "@type": "Question",
      name: section.heading,
      acceptedAnswer: {
        "@type": "Answer",
        text: [...section.paragraphs, ...(section.items ?? [])].join("\n"),
      },
    })),
  };
}
