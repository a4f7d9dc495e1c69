/**
 * The sign-in form's own checks, before anything is sent: each field filled and the code six digits
 * (typed in Arabic-Indic or Persian digits too, sent as ASCII). The server answers one message for a
 * wrong e-mail, password or code, so nothing here tells which one was wrong.
 */
import { normalizeDigits } from "@safar/domain";
import type { FieldErrors } from "../../lib/form-errors";

export const SIGN_IN_FIELDS = ["email", "password", "code"] as const;
export type SignInValues = Record<(typeof SIGN_IN_FIELDS)[number], string>;

export function checkSignIn(
  values: SignInValues,
): { ok: true; data: SignInValues } | { ok: false; errors: FieldErrors } {
  const data = {
    email: values.email.trim().toLowerCase(),
    password: values.password,
    code: normalizeDigits(values.code).replace(/\s/g, ""),
  };
  const errors: FieldErrors = {};
  if (!data.email) errors.email = "back-office.signIn.emailRequired";
  if (!data.password) errors.password = "back-office.signIn.passwordRequired";
  if (!/^\d{6}$/.test(data.code)) errors.code = "OPERATOR_CODE_IS_INVALID";
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data };
}
