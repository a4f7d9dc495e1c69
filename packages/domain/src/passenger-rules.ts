/**
 * The passenger rules a page reads without checking a shape (spec §5): the form variants and the
 * fields each requires, which form a flight's passenger fills, and the idempotency key's pattern.
 * No zod here (decision 031): the booking page reads these before it hydrates; the shapes are in
 * passenger.ts and flight-order.ts, which export these too.
 */
import { CountryId, IRAN_COUNTRY_CODE } from "./enum-values";

export const PassengerVariant = {
  National: "national",
  Passport: "passport",
  IranInternational: "iranInternational",
  Visa: "visa",
  DomesticFlightNationality: "domesticFlightNationality",
  All: "all",
} as const;
export type PassengerVariant = (typeof PassengerVariant)[keyof typeof PassengerVariant];

export type VariantRequiredField =
  | "firstNameFarsi"
  | "lastNameFarsi"
  | "nationalCode"
  | "nationalityCountry"
  | "passportIssuingCountry"
  | "passportNumber"
  | "passportExpirationDate";

/** Fields each variant requires on top of the always-required ones (spec §5). */
export const PASSENGER_VARIANT_REQUIRED_FIELDS: Readonly<
  Record<PassengerVariant, readonly VariantRequiredField[]>
> = {
  national: ["nationalityCountry", "passportIssuingCountry", "passportNumber", "passportExpirationDate"],
  passport: ["firstNameFarsi", "lastNameFarsi", "nationalCode"],
  iranInternational: ["firstNameFarsi", "lastNameFarsi"],
  visa: ["firstNameFarsi", "lastNameFarsi", "nationalityCountry", "passportIssuingCountry"],
  domesticFlightNationality: [
    "passportIssuingCountry",
    "passportNumber",
    "passportExpirationDate",
    "firstNameFarsi",
    "lastNameFarsi",
  ],
  all: [
    "firstNameFarsi",
    "lastNameFarsi",
    "nationalCode",
    "nationalityCountry",
    "passportIssuingCountry",
    "passportNumber",
    "passportExpirationDate",
  ],
};

/** `Idempotency-Key` header or body field: 8 to 128 letters, digits, `-`, `_`, `:` or `.`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

const IRAN_REFS = new Set([String(CountryId.Iran), "IR", IRAN_COUNTRY_CODE]);

/** Which passenger form a flight needs: domestic Iraq, international, or an Iranian passenger. */
export type FlightPassengerForm = "domesticIraq" | "international" | "iran";

/**
 * The form a passenger fills, by route and nationality: an Iranian national fills the
 * iranInternational variant (Farsi names; identity by national code or passport); anyone else on an
 * international route fills the national variant (nationality, issuing country, passport number and
 * expiry); on a domestic Iraqi route only the fields every variant requires (names, gender, birth date,
 * age category, and a passport number or national code).
 */
export function flightPassengerForm(isDomestic: boolean, nationalityCountry: unknown): FlightPassengerForm {
  const ref =
    nationalityCountry === undefined || nationalityCountry === null
      ? ""
      : String(nationalityCountry).trim().toUpperCase();
  if (IRAN_REFS.has(ref)) return "iran";
  return isDomestic && (ref === "" || ref === String(CountryId.Iraq) || ref === "IQ" || ref === "IRQ")
    ? "domesticIraq"
    : "international";
}

export function flightPassengerRequiredFields(form: FlightPassengerForm): readonly VariantRequiredField[] {
  if (form === "iran") return PASSENGER_VARIANT_REQUIRED_FIELDS.iranInternational;
  if (form === "international") return PASSENGER_VARIANT_REQUIRED_FIELDS.national;
  return [];
}
