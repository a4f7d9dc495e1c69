/**
 * The saved passengers page as pure functions: which fields the one-passenger form shows and asks
 * for (the domain's saved-passenger rules, see packages/domain/src/saved-passenger.ts), the payload
 * of AddOrUpdatePassenger, the form's schema (the same rules the server runs, keys per field), the
 * server's `meta.errors` as form paths, and what the list shows (age category today, a partly
 * masked document number, the passport's validity).
 */
import {
  AgeCategory,
  ageCategoryOn,
  hasMinimumPassportValidity,
  isIsoDate,
  type SavedPassenger,
  savedPassengerRequiredFields,
  savedPassengerSchemaFor,
} from "@safar/domain";
import { z } from "zod";
import { apiFieldErrors } from "../../../lib/form-errors";
import type { FieldPolicy, PassengerField, PassengerFormValues } from "../booking-form";
import type { PolicyInput } from "../passenger-fields";

/** Every field of the form, in the order the form shows them. */
export const SAVED_PASSENGER_FIELDS: readonly PassengerField[] = [
  "firstName",
  "lastName",
  "firstNameFarsi",
  "lastNameFarsi",
  "genderTitle",
  "birthDate",
  "nationalityCountry",
  "nationalCode",
  "passportType",
  "passportNumber",
  "passportIssuingCountry",
  "passportExpirationDate",
];

const ALWAYS_REQUIRED: readonly PassengerField[] = ["firstName", "lastName", "genderTitle", "birthDate"];

/**
 * A saved passenger is not tied to a trip, so the form shows every field (the Farsi names too: a
 * visa or an Iranian route asks for them later). What it requires follows the passenger's own
 * documents, as the server decides: an Iranian gives the Farsi names; a passport number calls for
 * the whole passport record; else the national code or the passport number, one of the two.
 */
export function savedFieldPolicy(passenger: PolicyInput): FieldPolicy {
  const extra = savedPassengerRequiredFields({
    nationalityCountry: passenger.nationalityCountry || undefined,
    passportType: passenger.passportType || undefined,
    passportNumber: passenger.passportNumber.trim() || undefined,
  });
  const required = new Set<PassengerField>([...ALWAYS_REQUIRED, ...extra]);
  return {
    shown: new Set(SAVED_PASSENGER_FIELDS),
    required,
    need: (field) => {
      if (required.has(field)) return "required";
      const isId = field === "nationalCode" || field === "passportNumber";
      return isId && !required.has("nationalCode") && !required.has("passportNumber")
        ? "oneOfIds"
        : "optional";
    },
  };
}

/** The age category a birth date gives on `today` (Unknown for a missing or future date). */
export function ageCategoryToday(birthDate: string, today: string): AgeCategory {
  return isIsoDate(birthDate) ? ageCategoryOn(birthDate, today) : AgeCategory.Unknown;
}

/**
 * AddOrUpdatePassenger's passenger: every filled field (country ids as numbers), the age category
 * of the birth date today, and the id of the passenger being edited.
 */
export function savedPassengerPayload(
  passenger: PassengerFormValues,
  today: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const field of SAVED_PASSENGER_FIELDS) {
    const value = passenger[field].trim();
    if (value === "") continue;
    out[field] =
      (field === "nationalityCountry" || field === "passportIssuingCountry") && /^\d+$/.test(value)
        ? Number(value)
        : value;
  }
  const category = ageCategoryToday(passenger.birthDate, today);
  if (category !== AgeCategory.Unknown) out.type = category;
  if (passenger.savedId) out.id = passenger.savedId;
  return out;
}

/** The form's path of a field; a wrong age category is the birth date's to fix. */
function pathOf(field: string): `passengers.0.${PassengerField}` | null {
  const target = field === "type" ? "birthDate" : field;
  return (SAVED_PASSENGER_FIELDS as readonly string[]).includes(target)
    ? (`passengers.0.${target}` as `passengers.0.${PassengerField}`)
    : null;
}

/** The form's values: one passenger, the shape PassengerFields works in. */
export type SavedPassengerFormValues = { passengers: [PassengerFormValues] };

/**
 * The form's schema: the domain's saved-passenger rules on `today` (as the server judges them),
 * each field's first problem at `passengers.0.<field>` with the spec §5 key.
 */
export function savedPassengerFormSchema(today: string) {
  return z
    .object({
      passengers: z.tuple([z.custom<PassengerFormValues>((v) => typeof v === "object" && v !== null)]),
    })
    .superRefine((values, ctx) => {
      const payload = savedPassengerPayload(values.passengers[0], today);
      const result = savedPassengerSchemaFor(payload, { travelDate: today }).safeParse(payload);
      if (result.success) return;
      const seen = new Set<string>();
      for (const issue of result.error.issues) {
        const path = pathOf(String(issue.path[0] ?? ""));
        if (!path || seen.has(path)) continue;
        seen.add(path);
        ctx.addIssue({
          code: "custom",
          path: path.split(".").map((p) => (p === "0" ? 0 : p)),
          message: issue.message,
        });
      }
    });
}

/** The server's refusal (`meta.errors` keys `passenger.<field>`) as form paths and message keys. */
export function serverFieldErrors(
  error: unknown,
): { path: `passengers.0.${PassengerField}`; message: string }[] {
  const keys = [...SAVED_PASSENGER_FIELDS, "type"].map((field) => `passenger.${field}`);
  const errors = apiFieldErrors(error, keys);
  const out: { path: `passengers.0.${PassengerField}`; message: string }[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const path = pathOf(key.slice("passenger.".length));
    if (path && message && !out.some((e) => e.path === path)) out.push({ path, message });
  }
  return out;
}

/** A document number shown in part: its first character and last three (`A•••••567`). */
export function maskDocument(value: string): string {
  const clean = value.replace(/\s+/g, "");
  if (clean.length <= 4) return `${"•".repeat(Math.max(clean.length - 1, 0))}${clean.slice(-1)}`;
  return `${clean.slice(0, 1)}${"•".repeat(clean.length - 4)}${clean.slice(-3)}`;
}

/** How the passport stands today: expired, valid under 6 months (a trip would refuse it), or fine. */
export function passportStanding(
  expiry: string | null,
  today: string,
): "none" | "expired" | "underSixMonths" | "valid" {
  if (!expiry || !isIsoDate(expiry)) return "none";
  if (expiry < today) return "expired";
  return hasMinimumPassportValidity(expiry, today) ? "valid" : "underSixMonths";
}

/** The Latin name, then the Farsi/Arabic one when given. */
export function savedNames(saved: SavedPassenger): { latin: string; native: string | null } {
  const native = `${saved.firstNameFarsi ?? ""} ${saved.lastNameFarsi ?? ""}`.trim();
  return { latin: `${saved.firstName} ${saved.lastName}`.trim(), native: native || null };
}
