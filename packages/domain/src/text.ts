/**
 * Small text normalisers shared by the schemas. Customers type on Arabic and Persian keyboards, so
 * numeric fields accept Arabic-Indic (٠–٩) and Extended Arabic-Indic / Persian (۰–۹) digits and
 * are stored as ASCII digits.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Replaces Arabic-Indic and Persian digits with ASCII digits; other characters are kept. */
export function normalizeDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

const LOCAL_ZERO = { ar: ARABIC_INDIC_ZERO, fa: PERSIAN_ZERO } as const;

/**
 * Writes ASCII digits in the digits of a page's language (Arabic-Indic for Arabic, Persian for
 * Persian; English keeps them): one digit system per screen, also in texts written with ASCII
 * digits. Codes read left to right (phone numbers, references) are left to the caller to skip.
 */
export function localizeDigits(input: string, locale: "ar" | "fa" | "en"): string {
  if (locale === "en") return input;
  const zero = LOCAL_ZERO[locale];
  return input.replace(/[0-9]/g, (digit) => String.fromCharCode(zero + Number(digit)));
}

/** Trims and collapses every run of whitespace into one space. */
export function collapseWhitespace(input: string): string {
  return input.trim().replace(/\s+/g, " ");
}

/** Removes all whitespace (used for numbers typed in groups, e.g. card numbers and IBANs). */
export function stripWhitespace(input: string): string {
  return input.replace(/\s+/g, "");
}
