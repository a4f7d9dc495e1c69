/**
 * Plural forms without i18next's suffixes: a counted phrase is an object of the six CLDR categories
 * (`zero`, `one`, `two`, `few`, `many`, `other`) in every language's file, and `pluralKey` picks the
 * one the language's rules name for the count (Arabic uses all six: ليلة واحدة، ليلتان، ٣ ليالٍ،
 * ١١ ليلة; Persian and English only `one` and `other`, the others repeat `other`).
 */
import { intlLocaleFor } from "@safar/domain/dates";
import type { Locale } from "@safar/domain/site-config";

const rules = new Map<Locale, Intl.PluralRules>();

export function pluralKey(base: string, count: number, locale: Locale): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(intlLocaleFor(locale));
    rules.set(locale, rule);
  }
  return `${base}.${rule.select(count)}`;
}
