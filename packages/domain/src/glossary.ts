/**
 * One term per thing per language (issue 10, "Words"): the storefront's customer-facing texts (web
 * translations, content pages, the FAQ, e-tickets, dates from Intl) use `term` and never one of the
 * variants in `not`. glossary.test.ts reads every text source and fails on a variant.
 *
 * Arabic follows the spec's locale, ar-EG: Gregorian month names as Intl writes them (نوفمبر),
 * never the Levantine/Iraqi ones (تشرين الثاني) that a hand-written date once mixed in.
 */
export interface GlossaryEntry {
  /** What the term names, in English. */
  thing: string;
  term: string;
  not: readonly string[];
}

export const GLOSSARY: Readonly<Record<"ar" | "fa", readonly GlossaryEntry[]>> = {
  ar: [
    { thing: "economy cabin", term: "الدرجة السياحية", not: ["الاقتصادية", "الدرجة الاقتصادية"] },
    // Standard Arabic letters (the Persian چ is not on an Arabic keyboard, so customers search تشارتر).
    { thing: "charter flight", term: "تشارتر", not: ["چارتر"] },
    { thing: "January", term: "يناير", not: ["كانون الثاني"] },
    { thing: "February", term: "فبراير", not: ["شباط"] },
    { thing: "March", term: "مارس", not: ["آذار"] },
    { thing: "April", term: "أبريل", not: ["نيسان"] },
    { thing: "May", term: "مايو", not: ["أيار"] },
    { thing: "June", term: "يونيو", not: ["حزيران"] },
    { thing: "July", term: "يوليو", not: ["تموز"] },
    { thing: "September", term: "سبتمبر", not: ["أيلول"] },
    { thing: "October", term: "أكتوبر", not: ["تشرين الأول"] },
    { thing: "November", term: "نوفمبر", not: ["تشرين الثاني"] },
    { thing: "December", term: "ديسمبر", not: ["كانون الأول"] },
  ],
  fa: [
    { thing: "ticket", term: "بلیت", not: ["بلیط"] },
    { thing: "economy cabin", term: "اکونومی", not: ["کلاس اقتصادی", "درجه اقتصادی"] },
  ],
};
