/**
 * A checked MRZ in the passenger form's terms: names, gender, dates, the passport, and the two
 * countries as the storefront's country ids (GetAllCountries), found by ISO 3166-1 alpha-3. ICAO
 * writes a few states differently from ISO: Germany is `D`, British passports are GBR but also
 * GBD, GBN, GBO, GBP, GBS; organisations (UNO ...) and `XXA`–`XXX` (stateless, refugee) have no
 * country and stay null.
 */
import { PassportType } from "@safar/domain";
import type { ScannedPassenger } from "./images.types";
import type { MrzPassport } from "./mrz-text";

const ICAO_TO_ISO3: Record<string, string> = {
  D: "DEU",
  GBD: "GBR",
  GBN: "GBR",
  GBO: "GBR",
  GBP: "GBR",
  GBS: "GBR",
};

export type CountryIdOf = (icaoCode: string) => number | null;

/** A lookup from ICAO state codes to country ids, over the countries table's rows. */
export function countryLookup(countries: readonly { id: number; iso3: string }[]): CountryIdOf {
  const byIso3 = new Map(countries.map((country) => [country.iso3.toUpperCase(), country.id]));
  return (code) => {
    const clean = code.replace(/</g, "").toUpperCase();
    return byIso3.get(ICAO_TO_ISO3[clean] ?? clean) ?? null;
  };
}

/** The passport type the form would pick: by the issuing state. */
export function passportTypeOf(issuingState: string): PassportType {
  const iso3 = ICAO_TO_ISO3[issuingState] ?? issuingState;
  if (iso3 === "IRQ") return PassportType.IraqPassport;
  if (iso3 === "IRN") return PassportType.IranianPassport;
  return PassportType.OtherCountries;
}

export function toScannedPassenger(mrz: MrzPassport, countryIdOf: CountryIdOf): ScannedPassenger {
  return {
    firstName: mrz.firstName,
    lastName: mrz.lastName,
    genderTitle: mrz.sex,
    namesToCheck: mrz.namesToCheck,
    birthDate: mrz.birthDate,
    nationalityCountry: countryIdOf(mrz.nationality),
    passportIssuingCountry: countryIdOf(mrz.issuingState),
    passportType: passportTypeOf(mrz.issuingState),
    passportNumber: mrz.documentNumber,
    passportExpirationDate: mrz.expirationDate,
  };
}
