/**
 * Saved passengers (spec §3 "saved passengers are the current user's", §7 Passenger calls): the
 * customer's address book of travellers, picked from and saved to on /add-passenger.
 *
 * A saved passenger is not tied to one trip, so the form variant is chosen from the passenger's
 * own documents (spec §5 variants):
 * - an Iranian (nationality Iran, 3414 / IR / IRN, or an IranianPassport): `iranInternational`,
 *   i.e. the Farsi names are required;
 * - anyone else with a passport number: `national`, i.e. a complete passport record (nationality,
 *   issuing country, number, expiry);
 * - anyone else without a passport (an Iraqi travelling domestically on the national card): no
 *   extra field; the format of every field given is still checked, and a passport number or a
 *   national code is still required.
 * The age category and the 6-month passport validity are judged on `travelDate` (the trip being
 * booked when the passenger is saved from the form), today in Baghdad when none is given; the
 * booking checks them again on its own travel date.
 */
import { z } from "zod";
import {
  ageCategorySchema,
  CountryId,
  genderSchema,
  IRAN_COUNTRY_CODE,
  PassportType,
  passportTypeSchema,
} from "./enums";
import { DateCalendar, type PassengerSchemaOptions, passengerSchemaRequiring } from "./passenger";
import { PASSENGER_VARIANT_REQUIRED_FIELDS, type VariantRequiredField } from "./passenger-rules";
import { uuidSchema } from "./uuid-schema";

/** Saved passengers per customer; one more answers CANNOT_ADD_TRAVELER. */
export const MAX_SAVED_PASSENGERS = 30;

const IRAN_REFS = new Set([String(CountryId.Iran), "IR", IRAN_COUNTRY_CODE]);

const filled = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");

/** The extra fields a saved passenger needs, from its nationality, passport type and number. */
export function savedPassengerRequiredFields(input: unknown): readonly VariantRequiredField[] {
  const p = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const nationality = filled(p.nationalityCountry) ? String(p.nationalityCountry).trim().toUpperCase() : "";
  if (IRAN_REFS.has(nationality) || p.passportType === PassportType.IranianPassport) {
    return PASSENGER_VARIANT_REQUIRED_FIELDS.iranInternational;
  }
  if (filled(p.passportNumber)) return PASSENGER_VARIANT_REQUIRED_FIELDS.national;
  return [];
}

/** The schema that validates `input` as a saved passenger (see the module comment). */
export function savedPassengerSchemaFor(input: unknown, options: PassengerSchemaOptions) {
  return passengerSchemaRequiring(savedPassengerRequiredFields(input), options);
}

const countryRefOut = z.union([z.string(), z.number()]).nullable();

/** A saved passenger as the API returns it (the passenger form's fields, dates `YYYY-MM-DD`). */
export const savedPassengerSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameFarsi: z.string().nullable(),
  lastNameFarsi: z.string().nullable(),
  genderTitle: genderSchema,
  birthDate: z.string(),
  nationalCode: z.string().nullable(),
  nationalityCountry: countryRefOut,
  passportIssuingCountry: countryRefOut,
  passportType: passportTypeSchema.nullable(),
  passportNumber: z.string().nullable(),
  passportExpirationDate: z.string().nullable(),
  passportExpirationDateType: z.enum(DateCalendar).nullable(),
  type: ageCategorySchema,
  updatedAt: z.string(),
});
export type SavedPassenger = z.infer<typeof savedPassengerSchema>;

/**
 * `AddOrUpdatePassenger` body: `{ passenger }`, the passenger form's fields; with an `id` it
 * updates that saved passenger, without one it saves a new one. `travelDate` (optional,
 * `YYYY-MM-DD`) is the trip the form is filled for.
 */
export const addOrUpdatePassengerRequestSchema = z.object({
  passenger: z.looseObject({
    id: z.preprocess((value) => (value === "" || value === null ? undefined : value), uuidSchema.optional()),
  }),
  travelDate: z.iso.date().optional(),
});
export type AddOrUpdatePassengerRequest = z.infer<typeof addOrUpdatePassengerRequestSchema>;
