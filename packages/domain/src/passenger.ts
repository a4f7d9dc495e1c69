/**
 * The passenger form (spec §3 fields, §5 rules). Every message is a spec §5 key.
 *
 * Always required, in every variant: firstName, lastName (Latin), genderTitle, birthDate and type
 * (age category).
 *
 * Each variant adds required fields exactly as spec §5 lists them (the variant names are the
 * spec's, even where a name reads oddly next to its fields):
 * - national:                  nationalityCountry, passportIssuingCountry, passportNumber,
 *                              passportExpirationDate (+ expiry type, see below)
 * - passport:                  firstNameFarsi, lastNameFarsi, nationalCode
 * - iranInternational:         firstNameFarsi, lastNameFarsi
 * - visa:                      firstNameFarsi, lastNameFarsi, nationalityCountry, passportIssuingCountry
 * - domesticFlightNationality: passportIssuingCountry, passportNumber, passportExpirationDate
 *                              (+ expiry type), firstNameFarsi, lastNameFarsi
 * - all:                       every field above
 *
 * Rules that hold in every variant:
 * - a field that is filled is checked for format even when the variant does not require it;
 * - either passportNumber or nationalCode must be filled. The spec gives no key for this rule, so
 *   when both are empty the closest spec keys are reported on both fields:
 *   PL_ENTER_YOUR_PASSPORT_NO on passportNumber and PL_ENTER_YOUR_NATIONAL_CODE on nationalCode;
 * - the passport must be valid at least 6 months from the travel date: an expiry date before
 *   travelDate + 6 calendar months gives PASS_VALIDITY_LESS_6MONTH on passportExpirationDate (the
 *   expiry on exactly travelDate + 6 months is accepted; date-fns `addMonths` clamps 31 Aug + 6
 *   months to 28/29 Feb). Spec §5 pairs this key with the "expiry type" field: in the original form
 *   passportExpirationDateType is the calendar the expiry was picked in (Jalali or Gregorian). Here
 *   dates are ISO Gregorian, so that field is an optional hint and "expiry type required" means the
 *   6-month rule, which is enforced whenever an expiry date is given;
 * - type must be Adult, Child or Infant and equal the age category derived from birthDate on the
 *   travel date (see `ageCategoryOn`), otherwise PASSENGER_AGE_IS_INVALID. A missing type also gives
 *   PASSENGER_AGE_IS_INVALID (the spec's only key for that field).
 *
 * Formats: Latin names are letters A–Z and spaces (PL_ENTER_YOUR_EN_*); Farsi names are
 * Arabic-script letters (with diacritics, tatweel, ZWNJ) and spaces, at least one letter and no
 * digits (PL_ENTER_YOUR_FA_*; the same key when a required Farsi name is missing); dates are
 * `YYYY-MM-DD` (the form shows birthDateFa / passportExpirationDateFa in Jalali and converts); the
 * national code is exactly 10 digits; passport numbers by passportType: IraqPassport one letter + 7
 * or 8 digits, or two letters + 6 or 7 digits; IranianPassport one letter + 7 or 8 digits;
 * OtherCountries (also used when no type is given) 6 to 10 letters or digits.
 *
 * Normalisation in the output: names are trimmed with whitespace collapsed; Arabic-Indic and
 * Persian digits become ASCII; passport numbers are upper-cased without spaces; blank strings and
 * null become undefined.
 */
import { addMonths } from "date-fns";
import { z } from "zod";
import { isIsoDate, parseIsoDate } from "./dates";
import { AgeCategory, Gender, PassportType } from "./enums";
import { ExtraMessageKey, SpecMessageKey as K } from "./messages";
import { ageCategoryOn } from "./passenger-counts";
import {
  PASSENGER_VARIANT_REQUIRED_FIELDS,
  PassengerVariant,
  type VariantRequiredField,
} from "./passenger-rules";
import { collapseWhitespace, normalizeDigits, stripWhitespace } from "./text";

export const passengerVariantSchema = z.enum(PassengerVariant);

/** Calendar the passport expiry was picked in (the form's passportExpirationDateType). */
export const DateCalendar = { Gregorian: "gregorian", Jalali: "jalali" } as const;
export type DateCalendar = (typeof DateCalendar)[keyof typeof DateCalendar];

export const PASSPORT_MIN_VALIDITY_MONTHS = 6;
export const NATIONAL_CODE_PATTERN = /^\d{10}$/;

export const PASSPORT_NUMBER_PATTERNS: Readonly<Record<PassportType, RegExp>> = {
  IraqPassport: /^(?:[A-Z]\d{7,8}|[A-Z]{2}\d{6,7})$/,
  IranianPassport: /^[A-Z]\d{7,8}$/,
  OtherCountries: /^[A-Z0-9]{6,10}$/,
};

const LATIN_NAME = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
const ARABIC_SCRIPT_NAME = /^[\p{Script=Arabic}\p{Mn}\u0640\u200C ]+$/u;
const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/u;
const ANY_DIGIT = /\p{Nd}/u;

export function isLatinName(value: string): boolean {
  return LATIN_NAME.test(collapseWhitespace(value));
}

export function isArabicScriptName(value: string): boolean {
  const name = collapseWhitespace(value);
  return ARABIC_SCRIPT_NAME.test(name) && ARABIC_LETTER.test(name) && !ANY_DIGIT.test(name);
}

/** Upper-cases, converts Arabic/Persian digits and removes spaces: the stored passport number form. */
export function normalizePassportNumber(value: string): string {
  return stripWhitespace(normalizeDigits(value)).toUpperCase();
}

/** Checks a passport number (after normalisation) against its passport type's format. */
export function isValidPassportNumber(value: string, passportType?: PassportType): boolean {
  return PASSPORT_NUMBER_PATTERNS[passportType ?? PassportType.OtherCountries].test(
    normalizePassportNumber(value),
  );
}

export function isValidNationalCode(value: string): boolean {
  return NATIONAL_CODE_PATTERN.test(stripWhitespace(normalizeDigits(value)));
}

/** Whether a passport expiring on `expirationDate` is valid at least 6 months from `travelDate`. */
export function hasMinimumPassportValidity(
  expirationDate: string | Date,
  travelDate: string | Date,
): boolean {
  const expiry = parseIsoDate(expirationDate);
  const travel = parseIsoDate(travelDate);
  if (!expiry || !travel) return false;
  return expiry.getTime() >= addMonths(travel, PASSPORT_MIN_VALIDITY_MONTHS).getTime();
}

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const text = (message: string, normalize: (value: string) => string = collapseWhitespace) =>
  optional(z.string({ error: message }).transform(normalize));

// Date format is checked in the object refinement below, with the other rules: zod runs object
// refinements after a non-aborting field refinement fails, which would report a date twice.
const isoDate = (message: string) => optional(z.string({ error: message }).trim());

const countryRef = (message: string) =>
  optional(
    z.union([z.string().trim(), z.number().int({ error: message }).positive({ error: message })], {
      error: message,
    }),
  );

const digitsOnly = (value: string) => stripWhitespace(normalizeDigits(value));

const passengerFields = z.object({
  firstName: text(K.PL_ENTER_YOUR_FIRST_NAME),
  lastName: text(K.PL_ENTER_YOUR_LAST_NAME),
  firstNameFarsi: text(K.PL_ENTER_YOUR_FA_FIRST_NAME),
  lastNameFarsi: text(K.PL_ENTER_YOUR_FA_LAST_NAME),
  genderTitle: optional(z.enum(Gender, { error: K.PL_SELECT_GENDER })),
  birthDate: isoDate(K.PL_ENTER_DATE_BIRTH),
  nationalCode: text(K.NATIONAL_CODE_IS_INVALID, digitsOnly),
  nationalityCountry: countryRef(K.PL_SELECT_NATIONALITY),
  passportIssuingCountry: countryRef(K.PL_SELECT_PASSPORT_ISSUING_COUNTRY),
  passportType: optional(z.enum(PassportType, { error: ExtraMessageKey.PASSPORT_TYPE_IS_INVALID })),
  passportNumber: text(K.PASSPORT_NO_IS_INVALID, normalizePassportNumber),
  passportExpirationDate: isoDate(K.PL_ENTER_PASSPORT_EXPIRATION_DATE),
  passportExpirationDateType: optional(z.enum(DateCalendar, { error: K.PL_ENTER_PASSPORT_EXPIRATION_DATE })),
  type: z.preprocess(
    (value) =>
      typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : blankToUndefined(value),
    z.enum(AgeCategory, { error: K.PASSENGER_AGE_IS_INVALID }).optional(),
  ),
});

export type PassengerInput = z.input<typeof passengerFields>;
export type Passenger = z.output<typeof passengerFields>;

export type PassengerSchemaOptions = {
  /** Departure date (`YYYY-MM-DD` or Date): age category and passport validity are judged on it. */
  travelDate: string | Date;
};

/**
 * The passenger schema for one form variant. Issues carry the field name as path and a spec key
 * as message. Throws RangeError when `travelDate` is not a valid date (a programming error).
 */
export function passengerSchema(variant: PassengerVariant, options: PassengerSchemaOptions) {
  return passengerSchemaRequiring(PASSENGER_VARIANT_REQUIRED_FIELDS[variant], options);
}

/**
 * The passenger schema with an explicit list of extra required fields (a variant's list, or fewer:
 * saved passengers ask only for what their documents need). Every rule that holds in all variants
 * holds here too.
 */
export function passengerSchemaRequiring(
  requiredFields: readonly VariantRequiredField[],
  { travelDate }: PassengerSchemaOptions,
) {
  const travel = parseIsoDate(travelDate);
  if (!travel) throw new RangeError(`passengerSchema: invalid travelDate ${String(travelDate)}`);
  const required = new Set<VariantRequiredField>(requiredFields);

  return passengerFields.superRefine((p, ctx) => {
    const issue = (path: keyof Passenger, message: string) =>
      ctx.addIssue({ code: "custom", message, path: [path] });

    // Latin names: always required.
    if (p.firstName === undefined) issue("firstName", K.PL_ENTER_YOUR_FIRST_NAME);
    else if (!isLatinName(p.firstName)) issue("firstName", K.PL_ENTER_YOUR_EN_FIRST_NAME);
    if (p.lastName === undefined) issue("lastName", K.PL_ENTER_YOUR_LAST_NAME);
    else if (!isLatinName(p.lastName)) issue("lastName", K.PL_ENTER_YOUR_EN_LAST_NAME);

    // Farsi names.
    if (
      p.firstNameFarsi === undefined ? required.has("firstNameFarsi") : !isArabicScriptName(p.firstNameFarsi)
    ) {
      issue("firstNameFarsi", K.PL_ENTER_YOUR_FA_FIRST_NAME);
    }
    if (
      p.lastNameFarsi === undefined ? required.has("lastNameFarsi") : !isArabicScriptName(p.lastNameFarsi)
    ) {
      issue("lastNameFarsi", K.PL_ENTER_YOUR_FA_LAST_NAME);
    }

    if (p.genderTitle === undefined) issue("genderTitle", K.PL_SELECT_GENDER);

    // Birth date and age category.
    const birth = isIsoDate(p.birthDate) ? parseIsoDate(p.birthDate) : null;
    if (!birth) issue("birthDate", K.PL_ENTER_DATE_BIRTH);
    if (p.type === undefined || p.type === AgeCategory.Unknown) {
      issue("type", K.PASSENGER_AGE_IS_INVALID);
    } else if (birth && ageCategoryOn(birth, travel) !== p.type) {
      issue("type", K.PASSENGER_AGE_IS_INVALID);
    }

    // Countries.
    if (p.nationalityCountry === undefined && required.has("nationalityCountry")) {
      issue("nationalityCountry", K.PL_SELECT_NATIONALITY);
    }
    if (p.passportIssuingCountry === undefined && required.has("passportIssuingCountry")) {
      issue("passportIssuingCountry", K.PL_SELECT_PASSPORT_ISSUING_COUNTRY);
    }

    // Identity documents: each checked when filled; either one must be filled.
    const bothMissing = p.nationalCode === undefined && p.passportNumber === undefined;
    if (p.nationalCode === undefined) {
      if (required.has("nationalCode") || bothMissing) issue("nationalCode", K.PL_ENTER_YOUR_NATIONAL_CODE);
    } else if (!NATIONAL_CODE_PATTERN.test(p.nationalCode)) {
      issue("nationalCode", K.NATIONAL_CODE_IS_INVALID);
    }
    if (p.passportNumber === undefined) {
      if (required.has("passportNumber") || bothMissing) issue("passportNumber", K.PL_ENTER_YOUR_PASSPORT_NO);
    } else if (!isValidPassportNumber(p.passportNumber, p.passportType)) {
      issue("passportNumber", K.PASSPORT_NO_IS_INVALID);
    }

    // Passport expiry and the 6-month validity rule.
    if (p.passportExpirationDate === undefined) {
      if (required.has("passportExpirationDate")) {
        issue("passportExpirationDate", K.PL_ENTER_PASSPORT_EXPIRATION_DATE);
      }
    } else if (!isIsoDate(p.passportExpirationDate)) {
      issue("passportExpirationDate", K.PL_ENTER_PASSPORT_EXPIRATION_DATE);
    } else if (!hasMinimumPassportValidity(p.passportExpirationDate, travel)) {
      issue("passportExpirationDate", K.PASS_VALIDITY_LESS_6MONTH);
    }
  });
}

/** A passenger as an order keeps it (a flight's passengers, a tour's travellers): blank fields null. */
export const bookedPassengerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  firstNameFarsi: z.string().nullable(),
  lastNameFarsi: z.string().nullable(),
  genderTitle: z.string(),
  birthDate: z.string(),
  nationalCode: z.string().nullable(),
  nationalityCountry: z.union([z.string(), z.number()]).nullable(),
  passportIssuingCountry: z.union([z.string(), z.number()]).nullable(),
  passportType: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportExpirationDate: z.string().nullable(),
  type: z.number().int(),
});
export type BookedPassenger = z.infer<typeof bookedPassengerSchema>;
