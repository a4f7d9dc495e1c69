import { type CountryCode, getCountryCallingCode, isSupportedCountry } from "libphonenumber-js";
import { isoCountries } from "./data-loader.js";
import type { CountryRecord } from "./types.js";

/** Spec §3: the country ids the storefront already uses. */
export const IRAN_COUNTRY_ID = 3414;
export const IRAQ_COUNTRY_ID = 3415;

let cache: CountryRecord[] | undefined;

/**
 * Every ISO 3166-1 country (i18n-iso-countries) that has an international dialing code
 * (libphonenumber-js), with its names in Arabic, Persian and English.
 *
 * Id rule (stable and deterministic): the kept countries are sorted by their ISO 3166-1 alpha-3
 * code (plain code-unit order, no locale collation) and numbered consecutively, with the numbering
 * anchored so that Iran (IRN) gets 3414. No alpha-3 code lies between IRN and IRQ, so Iraq (IRQ)
 * always gets 3415. Sorting by code rather than by English name keeps ids independent of name
 * spellings in the data (the package's English name for Iran is "Islamic Republic of Iran", and
 * names change: "Turkey" became "Türkiye"). A country added to or dropped from the data shifts
 * the ids of the countries on its side of Iran only.
 *
 * English names are the package's official names ("Islamic Republic of Iran", "Türkiye");
 * Arabic and Persian names come from the same package.
 */
export function buildCountries(): CountryRecord[] {
  cache ??= computeCountries();
  return cache.slice();
}

function computeCountries(): CountryRecord[] {
  const iso = isoCountries();
  const rows: Omit<CountryRecord, "id">[] = [];
  for (const [alpha2, alpha3] of Object.entries(iso.getAlpha2Codes() as Record<string, string>)) {
    if (!isSupportedCountry(alpha2)) continue;
    const dialing = getCountryCallingCode(alpha2 as CountryCode);
    const en = iso.getName(alpha2, "en");
    const ar = iso.getName(alpha2, "ar");
    const fa = iso.getName(alpha2, "fa");
    if (!dialing || !en || !ar || !fa) continue;
    rows.push({ isoCode: alpha2, iso3: alpha3, name: { ar, fa, en }, dialingCode: `+${dialing}` });
  }
  rows.sort((a, b) => (a.iso3 < b.iso3 ? -1 : a.iso3 > b.iso3 ? 1 : 0));
  const iranIndex = rows.findIndex((c) => c.iso3 === "IRN");
  if (iranIndex < 0) throw new Error("reference data: Iran is missing from the country data");
  const base = IRAN_COUNTRY_ID - iranIndex;
  return rows.map((c, i) => Object.freeze({ id: base + i, ...c, name: Object.freeze(c.name) }));
}
