/**
 * Refund request form (spec §3 Refund request, §5 rules, §9 constants).
 *
 * - reason: required (PL_ENTER_REFUND_REASON).
 * - cancellationPolicyAccepted: must be `true` (PL_ACCEPT_CANCELLATION_POLICY).
 * - name: required (PL_ENTER_YOUR_NAME) and must match the signed-in user's name
 *   (REFUND_NAME_DOES_NOT_MATCH), compared with `namesMatch`: trimmed, whitespace collapsed,
 *   case-insensitive, Unicode NFC, and Arabic/Persian letter variants folded (ي/ی/ى, ك/ک, ة/ه,
 *   أ/إ/آ/ا) so a name typed on the other keyboard still matches. A user without a name on file
 *   matches nothing.
 * - accountNumber: at least 10 digits, digits only (ACCOUNT_NUMBER_IS_INVALID).
 * - iban: exactly 24 digits after removing spaces (IBAN_IS_INVALID; no country prefix).
 * - cardNumber: exactly 16 digits after removing spaces and dashes (CARD_NUMBER_IS_INVALID).
 * The spec requires only reason and agreement; the three bank fields are optional (blank means
 * not given) but checked when filled. Arabic/Persian digits are accepted and stored as ASCII.
 * All keys here are invented (the spec names the rules, not the keys) and listed in
 * `extraMessageKeys`.
 */
import { z } from "zod";
import { ExtraMessageKey as X } from "./messages";
import { collapseWhitespace, normalizeDigits, stripWhitespace } from "./text";

export const ACCOUNT_NUMBER_MIN_DIGITS = 10;
export const IBAN_DIGITS = 24;
export const CARD_NUMBER_DIGITS = 16;

const ACCOUNT_NUMBER_PATTERN = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_DIGITS},}$`);
const IBAN_PATTERN = new RegExp(`^\\d{${IBAN_DIGITS}}$`);
const CARD_NUMBER_PATTERN = new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`);

export const normalizeAccountNumber = (value: string): string => stripWhitespace(normalizeDigits(value));
export const normalizeIban = (value: string): string => stripWhitespace(normalizeDigits(value));
export const normalizeCardNumber = (value: string): string =>
  stripWhitespace(normalizeDigits(value)).replace(/-/g, "");

export const isValidAccountNumber = (value: string): boolean =>
  ACCOUNT_NUMBER_PATTERN.test(normalizeAccountNumber(value));
export const isValidIban = (value: string): boolean => IBAN_PATTERN.test(normalizeIban(value));
export const isValidCardNumber = (value: string): boolean =>
  CARD_NUMBER_PATTERN.test(normalizeCardNumber(value));

const LETTER_VARIANTS: Record<string, string> = {
  "\u064A": "\u06CC", // Arabic yeh -> Persian yeh
  "\u0649": "\u06CC", // alef maksura -> Persian yeh
  "\u0643": "\u06A9", // Arabic kaf -> Persian keheh
  "\u0629": "\u0647", // teh marbuta -> heh
  "\u0623": "\u0627", // alef with hamza above -> alef
  "\u0625": "\u0627", // alef with hamza below -> alef
  "\u0622": "\u0627", // alef with madda -> alef
};

/** The form two names are compared in. */
export function normalizePersonName(name: string): string {
  return collapseWhitespace(name.normalize("NFC").replace(/\u200C/g, " "))
    .toLowerCase()
    .replace(/[\u064A\u0649\u0643\u0629\u0623\u0625\u0622]/g, (ch) => LETTER_VARIANTS[ch] ?? ch);
}

/** Whether a typed name matches the user's name (see module comment); blank names never match. */
export function namesMatch(typed: string, userName: string): boolean {
  const a = normalizePersonName(typed);
  return a !== "" && a === normalizePersonName(userName);
}

const blankToUndefined = (value: unknown): unknown =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const bankNumber = (message: string, normalize: (v: string) => string, pattern: RegExp) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .transform(normalize)
      .refine((v) => pattern.test(v), { error: message })
      .optional(),
  );

/** Refund form schema for the signed-in user whose name is `userName`. */
export function refundSchema(userName: string) {
  return z.object({
    reason: z.preprocess(
      blankToUndefined,
      z.string({ error: X.PL_ENTER_REFUND_REASON }).transform((v) => v.trim()),
    ),
    name: z.preprocess(
      blankToUndefined,
      z
        .string({ error: X.PL_ENTER_YOUR_NAME })
        .transform(collapseWhitespace)
        .refine((v) => namesMatch(v, userName), { error: X.REFUND_NAME_DOES_NOT_MATCH }),
    ),
    accountNumber: bankNumber(X.ACCOUNT_NUMBER_IS_INVALID, normalizeAccountNumber, ACCOUNT_NUMBER_PATTERN),
    iban: bankNumber(X.IBAN_IS_INVALID, normalizeIban, IBAN_PATTERN),
    cardNumber: bankNumber(X.CARD_NUMBER_IS_INVALID, normalizeCardNumber, CARD_NUMBER_PATTERN),
    cancellationPolicyAccepted: z.literal(true, { error: X.PL_ACCEPT_CANCELLATION_POLICY }),
  });
}

export type RefundRequestForm = z.output<ReturnType<typeof refundSchema>>;
