/**
 * The online visa application (issue 15, /add-passenger with the visa query) as pure functions: the
 * form's values (the contact, the travel date, per traveller the visa variant of the passenger fields
 * and the documents), the earliest travel date, one zod schema whose refinement runs the domain's
 * rules (contact, the visa passenger variant of spec §5 with the age category on the travel date,
 * Iraqi nationality, each document's checks) and reports each issue at the field's path with the
 * API's message key; SubmitVisaRequest's request and its multipart body (bracket names, missing
 * values as empty strings, spec §7); and the form field a server error key names.
 */

import { contactSchema } from "@safar/domain/contact";
import { calendarDateIn, isIsoDate } from "@safar/domain/dates";
import { AgeCategory, CountryId, type ProductChannel } from "@safar/domain/enums";
import { passengerSchemaRequiring } from "@safar/domain/passenger";
import { ageCategoryOn } from "@safar/domain/passenger-counts";
import { PASSENGER_VARIANT_REQUIRED_FIELDS } from "@safar/domain/passenger-rules";
import { collapseWhitespace } from "@safar/domain/text";
import { addDays } from "@safar/domain/time-zones";
import { VisaMessageKey } from "@safar/domain/user-messages";
import { VISA_TRAVELLER_FIELDS, type VisaTravellerField } from "@safar/domain/visa-order";
import type { VisaDocumentKind, VisaProcessing } from "@safar/domain/visa-rules";
import { serialize } from "object-to-formdata";
import { z } from "zod";
import type { VisaApplicationRef } from "../../lib/visa-application-params";
import { documentProblem, type VisaDocumentsValues } from "../../lib/visa-documents";
import { type ContactFormValues, emptyPassenger, type PassengerFormValues } from "./booking-form";
import { addContactIssues, firstIssuePerField } from "./form-issues";

// ─── The form ───────────────────────────────────────────────────────────────────────────────────

export type VisaApplicationFormValues = {
  contact: ContactFormValues;
  /** `YYYY-MM-DD` or "" while incomplete. */
  travelDate: string;
  /** The travellers' passenger fields (named as the shared passenger fields expect). */
  passengers: PassengerFormValues[];
  /** Each traveller's documents, in the travellers' order. */
  documents: VisaDocumentsValues[];
};

/** Iraqis only (spec §1): the nationality every traveller starts with and must keep. */
export const IRAQ = String(CountryId.Iraq);

export function emptyVisaApplicationForm(travellers: number): VisaApplicationFormValues {
  return {
    contact: { phoneNumber: "", email: "" },
    travelDate: "",
    passengers: Array.from({ length: travellers }, () => ({
      ...emptyPassenger(IRAQ),
      passportIssuingCountry: IRAQ,
    })),
    documents: Array.from({ length: travellers }, () => ({})),
  };
}

/** One text per visa request: the scope of its idempotency key (and the form's React key). */
export function visaApplicationScopeOf(ref: VisaApplicationRef): string {
  return `visa|${ref.productId}|${ref.processing}|${ref.travellers}`;
}

/** How far ahead a visa can be applied for (the server refuses a later travel date too). */
export const MAX_DAYS_AHEAD = 365;

/** Today in Baghdad (`YYYY-MM-DD`). */
const todayOf = (now: Date) => calendarDateIn(now) ?? now.toISOString().slice(0, 10);

/**
 * The first day the travellers may enter: today (Baghdad) plus the processing days, the day the
 * server accepts at the earliest (an earlier one is VISA_TRAVEL_DATE_IS_INVALID).
 */
export function earliestTravelDate(processingDays: number, now: Date = new Date()): string {
  return addDays(todayOf(now), processingDays);
}

/** Whether the travel date is one the server takes: from the earliest day to a year ahead. */
export function isTravelDateOk(travelDate: string, processingDays: number, now: Date = new Date()): boolean {
  return (
    isIsoDate(travelDate) &&
    travelDate >= earliestTravelDate(processingDays, now) &&
    travelDate <= addDays(todayOf(now), MAX_DAYS_AHEAD)
  );
}

/** The fields the visa variant requires (spec §5), and the passport a visa is stamped in. */
export const VISA_REQUIRED_FIELDS = [
  ...PASSENGER_VARIANT_REQUIRED_FIELDS.visa,
  "passportNumber",
  "passportExpirationDate",
] as const;

/** The fields the visa variant shows (no national code: a visa goes in a passport). */
export const VISA_SHOWN_FIELDS = [
  "firstName",
  "lastName",
  "firstNameFarsi",
  "lastNameFarsi",
  "genderTitle",
  "birthDate",
  "nationalityCountry",
  "passportType",
  "passportNumber",
  "passportIssuingCountry",
  "passportExpirationDate",
] as const satisfies readonly Exclude<keyof PassengerFormValues, "savedId" | "save">[];

const countryValue = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

/** The age category of a traveller on the travel date (today when no date is chosen yet). */
export function travellerCategory(birthDate: string, travelDate: string, now: Date = new Date()) {
  const on = isIsoDate(travelDate) ? travelDate : todayOf(now);
  return ageCategoryOn(birthDate, on);
}

/** A traveller's passenger fields as the API takes them (trimmed, blank ones left out, countries as ids). */
export function visaTravellerPayload(
  passenger: PassengerFormValues,
  travelDate: string,
  now: Date = new Date(),
): Partial<Record<VisaTravellerField, string | number>> {
  const out: Partial<Record<VisaTravellerField, string | number>> = {};
  for (const field of VISA_SHOWN_FIELDS) {
    const value = collapseWhitespace(passenger[field]);
    if (value === "") continue;
    out[field] =
      field === "nationalityCountry" || field === "passportIssuingCountry" ? countryValue(value) : value;
  }
  const category = travellerCategory(passenger.birthDate, travelDate, now);
  if (category !== AgeCategory.Unknown) out.type = category;
  return out;
}

const documentValue = z.custom<VisaDocumentsValues[VisaDocumentKind]>(
  (value) => value === null || value === undefined || typeof value === "object",
);

/** The form's values as zod sees them: the domain's rules run in the refinement. */
const formValues = z.object({
  contact: z.object({ phoneNumber: z.string(), email: z.string() }),
  travelDate: z.string(),
  passengers: z.array(z.record(z.string(), z.unknown())),
  documents: z.array(z.record(z.string(), documentValue)),
});

export type VisaSchemaOptions = {
  /** The working days the processing takes (the earliest travel date counts them from today). */
  processingDays: number;
  /** The documents each traveller gives. */
  documents: readonly VisaDocumentKind[];
  now?: () => Date;
};

/** The whole form's schema; issues carry paths such as `passengers.1.birthDate`, `documents.0.PersonalPhoto`. */
export function visaApplicationSchema(options: VisaSchemaOptions) {
  const contact = contactSchema();
  return formValues.superRefine((raw, ctx) => {
    const values = raw as unknown as VisaApplicationFormValues;
    const now = options.now?.() ?? new Date();
    const add = firstIssuePerField(ctx);

    addContactIssues(add, contact, values.contact);

    if (!isTravelDateOk(values.travelDate, options.processingDays, now))
      add(["travelDate"], VisaMessageKey.VISA_TRAVEL_DATE_IS_INVALID);
    // Age and passport validity are judged on the travel date (today until one is chosen).
    const judgeOn = isIsoDate(values.travelDate) ? values.travelDate : todayOf(now);
    const passengerSchema = passengerSchemaRequiring(VISA_REQUIRED_FIELDS, { travelDate: judgeOn });

    values.passengers.forEach((passenger, index) => {
      const at = (field: string) => ["passengers", index, field === "type" ? "birthDate" : field];
      if (passenger.nationalityCountry && passenger.nationalityCountry !== IRAQ)
        add(at("nationalityCountry"), VisaMessageKey.VISA_FOR_IRAQIS_ONLY);
      const result = passengerSchema.safeParse(visaTravellerPayload(passenger, judgeOn, now));
      if (!result.success)
        for (const issue of result.error.issues) add(at(String(issue.path[0] ?? "firstName")), issue.message);
    });

    values.documents.forEach((documents, index) => {
      for (const kind of options.documents) {
        const value = documents[kind];
        const problem = value ? documentProblem(kind, value) : VisaMessageKey.VISA_DOCUMENT_REQUIRED;
        if (problem) add(["documents", index, kind], problem);
      }
    });
  });
}

// ─── The request ────────────────────────────────────────────────────────────────────────────────

/** A document as the request carries it: the file, and what tells it apart (the idempotency key's content). */
export type VisaDocumentUpload = {
  file: File;
  name: string;
  size: number;
  type: string;
  lastModified: number;
};

export type VisaApplicationRequest = {
  productId: string;
  processing: VisaProcessing;
  travelDate: string;
  contact: { phoneNumber: string; email: string };
  productChannel: ProductChannel;
  travellers: (Partial<Record<VisaTravellerField, string | number>> & {
    documents: Partial<Record<VisaDocumentKind, VisaDocumentUpload>>;
  })[];
  /** The total the customer accepted after a PRICE_CHANGED answer (decimal USD). */
  acceptedTotalPrice?: number;
};

/** SubmitVisaRequest's request from the (valid) form: the documents the visa asks for, nothing else. */
export function visaApplicationRequestOf(
  ref: VisaApplicationRef,
  values: VisaApplicationFormValues,
  kinds: readonly VisaDocumentKind[],
  productChannel: ProductChannel,
  now: Date = new Date(),
): VisaApplicationRequest {
  return {
    productId: ref.productId,
    processing: ref.processing,
    travelDate: values.travelDate,
    contact: { phoneNumber: values.contact.phoneNumber.trim(), email: values.contact.email.trim() },
    productChannel,
    travellers: values.passengers.map((passenger, index) => {
      const documents: Partial<Record<VisaDocumentKind, VisaDocumentUpload>> = {};
      for (const kind of kinds) {
        const value = values.documents[index]?.[kind];
        if (value) {
          const { file, name, size, type, lastModified } = value;
          documents[kind] = { file, name, size, type, lastModified };
        }
      }
      return { ...visaTravellerPayload(passenger, values.travelDate, now), documents };
    }),
  };
}

/**
 * The multipart body of SubmitVisaRequest (spec §7): nested fields flattened to bracket names by
 * object-to-formdata (`contact[email]`, `travellers[0][firstName]`), every field present with a
 * missing value as an empty string, and each document as a file part
 * `travellers[i][documents][{kind}]`.
 */
export function visaApplicationFormData(request: VisaApplicationRequest): FormData {
  const body = {
    productId: request.productId,
    processing: request.processing,
    travelDate: request.travelDate,
    contact: { phoneNumber: request.contact.phoneNumber, email: request.contact.email },
    productChannel: request.productChannel,
    acceptedTotalPrice: request.acceptedTotalPrice ?? null,
    travellers: request.travellers.map((traveller) => {
      const fields: Record<string, unknown> = {};
      for (const field of VISA_TRAVELLER_FIELDS) fields[field] = traveller[field] ?? null;
      const documents: Record<string, File> = {};
      for (const [kind, upload] of Object.entries(traveller.documents))
        if (upload) documents[kind] = upload.file;
      return { ...fields, documents };
    }),
  };
  // object-to-formdata writes null as "" (undefined would be left out).
  return serialize(body, { indices: true, nullsAsUndefineds: false });
}

/**
 * A form field path from a server error key (`travellers[0].passportNumber` →
 * `passengers.0.passportNumber`, a wrong age category on the birth date,
 * `travellers[0].documents.PersonalPhoto` → `documents.0.PersonalPhoto`, `travelDate`,
 * `contact.email`); null for keys that name no field (`productId`, `travellers`…).
 */
export function visaFieldPathOfErrorKey(key: string): string | null {
  const path = key.replace(/\[(\d+)\]/g, ".$1").replace(/\[([A-Za-z]+)\]/g, ".$1");
  const traveller = /^travellers\.(\d+)\.([A-Za-z]+)$/.exec(path);
  if (traveller) {
    const field = traveller[2] === "type" ? "birthDate" : traveller[2];
    return (VISA_SHOWN_FIELDS as readonly string[]).includes(field ?? "")
      ? `passengers.${traveller[1]}.${field}`
      : null;
  }
  const document = /^travellers\.(\d+)\.documents\.([A-Za-z]+)$/.exec(path);
  if (document) return `documents.${document[1]}.${document[2]}`;
  if (/^contact\.(phoneNumber|email)$/.test(path)) return path;
  if (path === "travelDate") return path;
  return null;
}
