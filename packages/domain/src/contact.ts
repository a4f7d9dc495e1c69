/**
 * Contact details of an order (spec §3 Contact, §5 rules).
 *
 * - phoneNumber: required (PL_ENTER_YOUR_CALL_NUMBER); 10 digits with an optional leading 0
 *   (PHONE_NUMBER_IS_INVALID). Spaces are ignored and Arabic/Persian digits accepted; the output
 *   keeps the number as typed, in ASCII digits without spaces (`toNationalPhoneNumber` drops the 0).
 * - email: required and valid (PL_ENTER_YOUR_EMAIL, EMAIL_IS_INVALID), except when the customer
 *   arrived through a partner-marketplace redirect: then optional, but still valid if given.
 */
import { z } from "zod";
import { SpecMessageKey as K } from "./messages";
import { normalizeDigits, stripWhitespace } from "./text";

export const PHONE_NUMBER_PATTERN = /^0?\d{10}$/;

export function normalizePhoneNumber(value: string): string {
  return stripWhitespace(normalizeDigits(value));
}

export function isValidPhoneNumber(value: string): boolean {
  return PHONE_NUMBER_PATTERN.test(normalizePhoneNumber(value));
}

/** The 10-digit national number (leading 0 dropped), or null when the input is not a valid phone number. */
export function toNationalPhoneNumber(value: string): string | null {
  const digits = normalizePhoneNumber(value);
  if (!PHONE_NUMBER_PATTERN.test(digits)) return null;
  return digits.length === 11 ? digits.slice(1) : digits;
}

export function isValidEmail(value: string): boolean {
  return z.email().safeParse(value.trim()).success;
}

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** Phone number field: required, 10 digits with optional leading 0. */
export const phoneNumberSchema = z.preprocess(
  blankToUndefined,
  z
    .string({
      error: (issue) => (issue.input === undefined ? K.PL_ENTER_YOUR_CALL_NUMBER : K.PHONE_NUMBER_IS_INVALID),
    })
    .transform(normalizePhoneNumber)
    .refine((v) => PHONE_NUMBER_PATTERN.test(v), { error: K.PHONE_NUMBER_IS_INVALID }),
);

export type ContactSchemaOptions = { fromPartnerMarketplace?: boolean };

/** Contact schema; email becomes optional after a partner-marketplace redirect. */
export function contactSchema({ fromPartnerMarketplace = false }: ContactSchemaOptions = {}) {
  const emailString = z
    .string({ error: (issue) => (issue.input === undefined ? K.PL_ENTER_YOUR_EMAIL : K.EMAIL_IS_INVALID) })
    .trim()
    .refine(isValidEmail, { error: K.EMAIL_IS_INVALID });
  return z.object({
    phoneNumber: phoneNumberSchema,
    email: z.preprocess(blankToUndefined, fromPartnerMarketplace ? emailString.optional() : emailString),
  });
}

export type Contact = z.output<ReturnType<typeof contactSchema>>;

/** An order's contact as the order keeps it (its `contact` column): the e-mail may be absent or null. */
export type OrderContact = { phoneNumber: string; email?: string | null };

/** E.164 for an Iraqi contact number kept as typed (10 digits, optional leading 0; spec §9). */
export function contactPhoneE164(phoneNumber: string, dialingCode = "+964"): string {
  const digits = phoneNumber.replace(/\D/g, "").replace(/^0/, "");
  return `${dialingCode}${digits}`;
}
