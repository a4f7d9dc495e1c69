/**
 * Place-name search that forgives the ways one name is written (docs/flights.md, "Place names"):
 * Arabic or Persian letters, hamza and alef forms, ya and kaf variants, ta marbuta, diacritics and
 * tatweel, an optional "ال", spaces and zero-width non-joiners, Arabic-Indic or Persian digits, and
 * Latin case and accents. Both the typed text and every name go through {@link normalizePlaceName};
 * a place matches when one of its normalized names contains the normalized text.
 */

const LETTER_FOLDS: Record<string, string> = {
  // alef forms left after the marks are removed (NFKD splits أ إ آ into ا + mark)
  ٱ: "ا",
  // ya: Arabic ي, Persian ی, alef maqsura ى, Pashto/Uyghur forms
  ی: "ي",
  ى: "ي",
  ې: "ي",
  ۍ: "ي",
  ێ: "ي",
  // kaf: Arabic ك, Persian ک, swash kaf
  ک: "ك",
  ڪ: "ك",
  // ta marbuta and heh forms: "بصرة" and "بصره" are one name
  ة: "ه",
  ۀ: "ه",
  ە: "ه",
  ھ: "ه",
  ہ: "ه",
  // waw forms
  ۆ: "و",
  ۇ: "و",
  // dotless i of Turkish names, and letters NFKD leaves alone
  ı: "i",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  đ: "d",
  ł: "l",
  þ: "th",
};

const FOLD_PATTERN = new RegExp(`[${Object.keys(LETTER_FOLDS).join("")}]`, "g");

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits to ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

/**
 * The search form of a name: lower case, no marks or tatweel, one letter for each group of
 * variants, a leading "ال" dropped from each word, and no spaces or punctuation.
 * "البصرة" → "بصره", "بصره" → "بصره", "أربيل" and "اربیل" → "اربيل", "Arbīl" → "arbil".
 */
export function normalizePlaceName(text: string): string {
  const folded = asciiDigits(text)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "") // Arabic harakat and hamza marks, Latin accents
    .replace(/\u0640/g, "") // tatweel
    .toLowerCase()
    .replace(FOLD_PATTERN, (ch) => LETTER_FOLDS[ch] ?? ch)
    .replace(/[ؤ]/g, "و")
    .replace(/[ئ]/g, "ي")
    .replace(/ء/g, "");
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 1 && words[0] === "ال") return "ال"; // someone has just started typing
  return words
    .map((word) => (word === "ال" ? "" : word.length > 3 && word.startsWith("ال") ? word.slice(2) : word))
    .join("");
}

/** A place as the search sees it: its codes and every name it is known by, in any language. */
export interface SearchablePlace {
  iataCode: string;
  cityCode: string;
  names: readonly (string | null | undefined)[];
}

/** Normalized names, computed once per place. */
export interface PlaceSearchKeys {
  codes: readonly string[];
  names: readonly string[];
}

export function placeSearchKeys(place: SearchablePlace): PlaceSearchKeys {
  const names = new Set<string>();
  for (const name of place.names) {
    if (!name) continue;
    const key = normalizePlaceName(name);
    if (key) names.add(key);
  }
  return { codes: [place.iataCode.toLowerCase(), place.cityCode.toLowerCase()], names: [...names] };
}

/**
 * How well a place answers a search: 0 its IATA or city code, 1 a name that starts with the text,
 * 2 a name that contains it, null no match. An empty search matches everything (rank 2).
 */
export function placeMatchRank(keys: PlaceSearchKeys, search: string): number | null {
  const needle = normalizePlaceName(search);
  if (!needle) return 2;
  if (keys.codes.includes(needle)) return 0;
  let rank: number | null = null;
  for (const name of keys.names) {
    if (name.startsWith(needle)) return 1;
    if (rank === null && name.includes(needle)) rank = 2;
  }
  return rank;
}
