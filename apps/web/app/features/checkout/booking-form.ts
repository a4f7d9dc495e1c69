/**
 * The /add-passenger form as pure functions: its values (strings, as the inputs hold them), the
 * passenger places the search asked for and which fields each place shows. Its zod schema is in
 * booking-form-schema.ts, loaded when the form is first used (decision 031).
 */
import type { FlightProposal, SavedPassenger } from "@safar/domain";
import { calendarDateIn, isIsoDate } from "@safar/domain/dates";
import { AgeCategory, CountryId, type Gender, PassportType } from "@safar/domain/enum-values";
import { ageCategoryOn, type PassengerCounts } from "@safar/domain/passenger-counts";
import {
  type FlightPassengerForm,
  flightPassengerForm,
  flightPassengerRequiredFields,
  type VariantRequiredField,
} from "@safar/domain/passenger-rules";

/** An age category a place can be for (Unknown is never a place). */
export type PlaceCategory = typeof AgeCategory.Adult | typeof AgeCategory.Child | typeof AgeCategory.Infant;

/** Shown when a birth date gives another age category than the place's (see `ageMismatch`). */
export const AGE_MISMATCH_KEY = "booking.passenger.ageMismatch";

export type PassengerFormValues = {
  /** The saved passenger this place was filled from ("" for a new one). */
  savedId: string;
  /** Save (or update) this passenger in the customer's list after booking. */
  save: boolean;
  firstName: string;
  lastName: string;
  firstNameFarsi: string;
  lastNameFarsi: string;
  genderTitle: "" | Gender;
  /** `YYYY-MM-DD` or "". */
  birthDate: string;
  nationalCode: string;
  /** A country id (`GetAllCountries`), as a string; "" when none is chosen. */
  nationalityCountry: string;
  passportIssuingCountry: string;
  passportType: "" | PassportType;
  passportNumber: string;
  passportExpirationDate: string;
};

export type ContactFormValues = { phoneNumber: string; email: string };

export type BookingFormValues = { contact: ContactFormValues; passengers: PassengerFormValues[] };

export type PassengerField = Exclude<keyof PassengerFormValues, "savedId" | "save">;

/** The places of a booking in the order the form shows them: adults, then children, then infants. */
export function passengerPlaces(counts: PassengerCounts): PlaceCategory[] {
  return [
    ...Array<PlaceCategory>(counts.adults).fill(AgeCategory.Adult),
    ...Array<PlaceCategory>(counts.children).fill(AgeCategory.Child),
    ...Array<PlaceCategory>(counts.infants).fill(AgeCategory.Infant),
  ];
}

/** Spec §9: the default country is Iraq. */
export const DEFAULT_NATIONALITY = String(CountryId.Iraq);

/** The passport type a nationality suggests (an Iraqi or Iranian passport, else another country's). */
export function passportTypeFor(nationalityCountry: string): PassportType {
  if (nationalityCountry === String(CountryId.Iraq)) return PassportType.IraqPassport;
  if (nationalityCountry === String(CountryId.Iran)) return PassportType.IranianPassport;
  return PassportType.OtherCountries;
}

export function emptyPassenger(nationalityCountry: string = DEFAULT_NATIONALITY): PassengerFormValues {
  return {
    savedId: "",
    save: false,
    firstName: "",
    lastName: "",
    firstNameFarsi: "",
    lastNameFarsi: "",
    genderTitle: "",
    birthDate: "",
    nationalCode: "",
    nationalityCountry,
    passportIssuingCountry: "",
    passportType: passportTypeFor(nationalityCountry),
    passportNumber: "",
    passportExpirationDate: "",
  };
}

/** The form variant of a passenger (domain rule: route and nationality). */
export function formOf(isDomestic: boolean, passenger: Pick<PassengerFormValues, "nationalityCountry">) {
  return flightPassengerForm(isDomestic, passenger.nationalityCountry || undefined);
}

const ALWAYS: readonly PassengerField[] = [
  "firstName",
  "lastName",
  "genderTitle",
  "birthDate",
  "nationalityCountry",
];
const PASSPORT: readonly PassengerField[] = [
  "passportType",
  "passportNumber",
  "passportIssuingCountry",
  "passportExpirationDate",
];

/**
 * The fields a place shows for its form variant. A domestic Iraqi travels on the national card or
 * a passport; anyone else on an international route with a passport; an Iranian also gives the
 * Farsi names and may give the national code. Hidden fields are neither checked nor sent.
 */
export function visibleFields(form: FlightPassengerForm): readonly PassengerField[] {
  if (form === "international") return [...ALWAYS, ...PASSPORT];
  if (form === "iran") return [...ALWAYS, "firstNameFarsi", "lastNameFarsi", "nationalCode", ...PASSPORT];
  return [...ALWAYS, "nationalCode", ...PASSPORT];
}

/** Fields the variant requires (every form requires names, gender and birth date). */
export function requiredFields(form: FlightPassengerForm): ReadonlySet<PassengerField> {
  const extra: readonly VariantRequiredField[] = flightPassengerRequiredFields(form);
  return new Set<PassengerField>(["firstName", "lastName", "genderTitle", "birthDate", ...extra]);
}

/**
 * What a form variant truly asks of a field, as its label says it: required; one of the two
 * identity numbers (every variant needs the national ID or the passport number, so where both show
 * and neither is required on its own, each is "one of the two", not "optional"); or optional.
 */
export function fieldNeed(
  form: FlightPassengerForm,
  field: PassengerField,
): "required" | "oneOfIds" | "optional" {
  const required = requiredFields(form);
  if (required.has(field)) return "required";
  if (field !== "nationalCode" && field !== "passportNumber") return "optional";
  const shown = visibleFields(form);
  const bothShown = shown.includes("nationalCode") && shown.includes("passportNumber");
  return bothShown && !required.has("nationalCode") && !required.has("passportNumber")
    ? "oneOfIds"
    : "optional";
}

/** What a passenger form shows and asks of each field (a booking's variant, or a saved passenger's). */
export type FieldPolicy = {
  shown: ReadonlySet<PassengerField>;
  required: ReadonlySet<PassengerField>;
  need: (field: PassengerField) => "required" | "oneOfIds" | "optional";
};

/** The booking's policy: the form variant of the route and the passenger's nationality. */
export function bookingFieldPolicy(
  isDomestic: boolean,
  passenger: Pick<PassengerFormValues, "nationalityCountry">,
): FieldPolicy {
  const form = formOf(isDomestic, passenger);
  return {
    shown: new Set(visibleFields(form)),
    required: requiredFields(form),
    need: (field) => fieldNeed(form, field),
  };
}

/**
 * The passenger as the API takes it: the fields its variant shows (blank ones left out), country
 * ids as numbers and the age category of its place.
 */
export function toPassengerPayload(
  passenger: PassengerFormValues,
  category: PlaceCategory,
  isDomestic: boolean,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of visibleFields(formOf(isDomestic, passenger))) {
    const value = passenger[field].trim();
    if (value === "") continue;
    out[field] =
      field === "nationalityCountry" || field === "passportIssuingCountry"
        ? /^\d+$/.test(value)
          ? Number(value)
          : value
        : value;
  }
  out.type = category;
  return out;
}

/** The travel date of a proposal: its first leg's departure, as a Baghdad calendar day (as the server). */
export function travelDateOf(proposal: FlightProposal): string {
  const departure =
    proposal.flightGroups[0]?.flightLegs[0]?.departureTime ?? proposal.flightGroups[0]?.departureTime ?? "";
  return calendarDateIn(departure) ?? departure.slice(0, 10);
}

/** The age category a birth date gives on the travel date, when it is not the place's; else null. */
export function ageMismatch(
  birthDate: string,
  travelDate: string,
  category: PlaceCategory,
): { actual: PlaceCategory } | null {
  if (!isIsoDate(birthDate)) return null;
  const actual = ageCategoryOn(birthDate, travelDate);
  if (actual === AgeCategory.Unknown || actual === category) return null;
  return { actual };
}

export type BookingSchemaOptions = {
  isDomestic: boolean;
  /** `YYYY-MM-DD`: the departure day, on which age and passport validity are judged. */
  travelDate: string;
  places: readonly PlaceCategory[];
  /** The contact e-mail is optional after a partner-marketplace redirect (spec §5). */
  fromPartnerMarketplace?: boolean;
};

/** A saved passenger's country reference as the form's country id ("" when unknown). */
export function countryIdOf(
  ref: string | number | null,
  countries: readonly { id: number; isoCode: string; iso3: string }[],
): string {
  if (ref === null || ref === "") return "";
  const value = String(ref).trim().toUpperCase();
  if (/^\d+$/.test(value)) return value;
  const country = countries.find((c) => c.isoCode === value || c.iso3 === value);
  return country ? String(country.id) : "";
}

/** A place filled from a saved passenger. */
export function fromSavedPassenger(
  saved: SavedPassenger,
  countries: readonly { id: number; isoCode: string; iso3: string }[],
): PassengerFormValues {
  const nationality = countryIdOf(saved.nationalityCountry, countries);
  return {
    savedId: saved.id,
    save: false,
    firstName: saved.firstName,
    lastName: saved.lastName,
    firstNameFarsi: saved.firstNameFarsi ?? "",
    lastNameFarsi: saved.lastNameFarsi ?? "",
    genderTitle: saved.genderTitle,
    birthDate: saved.birthDate,
    nationalCode: saved.nationalCode ?? "",
    nationalityCountry: nationality,
    passportIssuingCountry: countryIdOf(saved.passportIssuingCountry, countries),
    passportType: saved.passportType ?? passportTypeFor(nationality),
    passportNumber: saved.passportNumber ?? "",
    passportExpirationDate: saved.passportExpirationDate ?? "",
  };
}

/** `AddOrUpdatePassenger`'s passenger: with the saved id it updates that one, else saves a new one. */
export function toSavedPassengerPayload(
  passenger: PassengerFormValues,
  category: PlaceCategory,
  isDomestic: boolean,
): Record<string, string | number> {
  const payload = toPassengerPayload(passenger, category, isDomestic);
  if (passenger.savedId) payload.id = passenger.savedId;
  return payload;
}

/** Whether a saved passenger fits a place on the travel date (its age category then). */
export function savedFitsPlace(saved: SavedPassenger, travelDate: string, category: PlaceCategory): boolean {
  return ageCategoryOn(saved.birthDate, travelDate) === category;
}

/**
 * A form field path from a server error key (`passengers[0].passportNumber` →
 * `passengers.0.passportNumber`, `contact.email` as it is); null for keys that name no field.
 */
export function fieldPathOfErrorKey(key: string): string | null {
  const path = key.replace(/\[(\d+)\]/g, ".$1");
  if (/^passengers\.\d+\.[A-Za-z]+$/.test(path)) {
    return path.endsWith(".type") ? path.replace(/\.type$/, ".birthDate") : path;
  }
  if (/^contact\.(phoneNumber|email)$/.test(path)) return path;
  return null;
}

/** The contact phone field's start value from the customer's number (`+9647…` → `07…`). */
export function nationalPhoneOf(phone: string | null | undefined, dialingCode = "+964"): string {
  if (!phone) return "";
  const digits = phone.replace(/\s+/g, "");
  if (digits.startsWith(dialingCode)) return `0${digits.slice(dialingCode.length)}`;
  return digits.startsWith("+") ? "" : digits;
}
