/**
 * The /add-passenger form's zod schema (and the tour booking's): its refinement runs the domain's
 * rules (contact, the passenger form variant chosen by route and nationality, the age category on
 * the travel date, the saved-passenger rules when the customer asks to save) and reports each issue
 * at the field's path with the domain's message key. Loaded when the form is first used, not with
 * the page (decision 031: zod and these schemas were a task of 115–167 ms at a phone's CPU).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema } from "@safar/domain/contact";
import { AgeCategory, Gender, PassportType } from "@safar/domain/enum-values";
import { passengerSchemaRequiring } from "@safar/domain/passenger";
import { flightPassengerRequiredFields } from "@safar/domain/passenger-rules";
import { savedPassengerSchemaFor } from "@safar/domain/saved-passenger";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import {
  AGE_MISMATCH_KEY,
  ageMismatch,
  type BookingFormValues,
  type BookingSchemaOptions,
  formOf,
  toPassengerPayload,
  visibleFields,
} from "./booking-form";
import { addContactIssues, firstIssuePerField } from "./form-issues";

const genderValue = z.union([z.literal(""), z.enum(Gender)]);
const passportTypeValue = z.union([z.literal(""), z.enum(PassportType)]);

/** The form's values as zod sees them (plain strings): the domain's rules run in the refinement. */
const passengerValues = z.object({
  savedId: z.string(),
  save: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameFarsi: z.string(),
  lastNameFarsi: z.string(),
  genderTitle: genderValue,
  birthDate: z.string(),
  nationalCode: z.string(),
  nationalityCountry: z.string(),
  passportIssuingCountry: z.string(),
  passportType: passportTypeValue,
  passportNumber: z.string(),
  passportExpirationDate: z.string(),
});

/** The whole form's schema; issues carry paths such as `passengers.1.birthDate` and domain keys. */
export function bookingFormSchema(options: BookingSchemaOptions) {
  const contact = contactSchema({ fromPartnerMarketplace: options.fromPartnerMarketplace ?? false });
  return z
    .object({
      contact: z.object({ phoneNumber: z.string(), email: z.string() }),
      passengers: z.array(passengerValues),
    })
    .superRefine((values, ctx) => {
      const add = firstIssuePerField(ctx);
      addContactIssues(add, contact, values.contact);

      values.passengers.forEach((passenger, index) => {
        const category = options.places[index] ?? AgeCategory.Adult;
        const form = formOf(options.isDomestic, passenger);
        const payload = toPassengerPayload(passenger, category, options.isDomestic);
        const at = (field: string) => ["passengers", index, field];
        const shown = new Set<string>(visibleFields(form));
        // An issue of a field the variant hides cannot be fixed by the customer: its visible
        // companion (passport number for a missing national code) carries the rule.
        const report = (field: string, message: string) => {
          const target = field === "type" ? "birthDate" : field;
          if (shown.has(target)) add(at(target), message);
        };

        // The birth date against the place: a clearer message than the domain's on `type`.
        if (ageMismatch(passenger.birthDate, options.travelDate, category)) {
          add(at("birthDate"), AGE_MISMATCH_KEY);
        }
        const result = passengerSchemaRequiring(flightPassengerRequiredFields(form), {
          travelDate: options.travelDate,
        }).safeParse(payload);
        if (!result.success) {
          // A wrong category is reported on the birth date (above, or here when it is missing).
          for (const issue of result.error.issues)
            report(String(issue.path[0] ?? "firstName"), issue.message);
        }
        if (passenger.save) {
          // A saved passenger follows the saved-passenger rules (a full passport record, ...).
          const saved = savedPassengerSchemaFor(payload, { travelDate: options.travelDate }).safeParse(
            payload,
          );
          if (!saved.success) {
            for (const issue of saved.error.issues)
              report(String(issue.path[0] ?? "firstName"), issue.message);
          }
        }
      });
    });
}

export type BookingFormSchema = ReturnType<typeof bookingFormSchema>;

/** The form's resolver, for react-hook-form (see lazy-resolver.ts). */
export function bookingFormResolver(options: BookingSchemaOptions) {
  return zodResolver(bookingFormSchema(options)) as Resolver<BookingFormValues>;
}
