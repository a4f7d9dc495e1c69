/**
 * The scanned passenger as the passenger form holds its values: strings, "" for what the MRZ did
 * not tell (a gender other than M/F, a country the storefront does not list), country ids as
 * strings (the form's selects hold `String(countryId)`).
 */
import type { Gender, PassportType } from "@safar/domain";
import type { ScannedPassenger } from "./passport-scan-api";

export type PassportFormFields = {
  firstName: string;
  lastName: string;
  genderTitle: "" | Gender;
  /** `YYYY-MM-DD` */
  birthDate: string;
  nationalityCountry: string;
  passportIssuingCountry: string;
  passportType: "" | PassportType;
  passportNumber: string;
  /** `YYYY-MM-DD` */
  passportExpirationDate: string;
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function toPassportFormFields(passenger: ScannedPassenger): PassportFormFields {
  return {
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    genderTitle: passenger.genderTitle ?? "",
    birthDate: passenger.birthDate,
    nationalityCountry: text(passenger.nationalityCountry),
    passportIssuingCountry: text(passenger.passportIssuingCountry),
    passportType: passenger.passportType ?? "",
    passportNumber: text(passenger.passportNumber),
    passportExpirationDate: text(passenger.passportExpirationDate),
  };
}

/** The fields the scan filled (not blank): to tell the customer which ones to check. */
export function filledFields(fields: PassportFormFields): (keyof PassportFormFields)[] {
  return (Object.keys(fields) as (keyof PassportFormFields)[]).filter((key) => fields[key] !== "");
}
