/**
 * Password rules (spec §5, §9): 6 to 50 characters; changing a password needs the old, the new and
 * the repeated new password, and the repeat must match. The spec gives no keys here, so these are
 * invented (listed in `extraMessageKeys`): PL_ENTER_YOUR_PASSWORD, PL_ENTER_YOUR_OLD_PASSWORD,
 * PL_ENTER_YOUR_NEW_PASSWORD, PL_REPEAT_YOUR_PASSWORD, PASSWORD_LENGTH_IS_INVALID,
 * PASSWORDS_DO_NOT_MATCH.
 *
 * Length is counted in Unicode code points (an emoji is one character), and passwords are never
 * trimmed: a space is a character like any other. The old password is only required, not
 * length-checked: it is whatever the account has, and a wrong one is the server's answer.
 */
import { z } from "zod";
import { ExtraMessageKey as X } from "./messages";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 50;

export function isValidPasswordLength(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

const requiredString = (missing: string) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string({ error: missing }).min(1, { error: missing, abort: true }),
  );

const newPassword = (missing: string) =>
  requiredString(missing).refine(isValidPasswordLength, { error: X.PASSWORD_LENGTH_IS_INVALID, abort: true });

/** A single password field (login with password). */
export const passwordSchema = newPassword(X.PL_ENTER_YOUR_PASSWORD);

/** Change password: old, new and repeat required; new 6–50; repeat equals new (issue on repeatPassword). */
export const changePasswordSchema = z
  .object({
    oldPassword: requiredString(X.PL_ENTER_YOUR_OLD_PASSWORD),
    newPassword: newPassword(X.PL_ENTER_YOUR_NEW_PASSWORD),
    repeatPassword: requiredString(X.PL_REPEAT_YOUR_PASSWORD),
  })
  .superRefine((value, ctx) => {
    if (value.repeatPassword !== value.newPassword) {
      ctx.addIssue({ code: "custom", message: X.PASSWORDS_DO_NOT_MATCH, path: ["repeatPassword"] });
    }
  });

/** Set a first password (account without one): password 6–50 and its repeat must match. */
export const setPasswordSchema = z
  .object({
    password: newPassword(X.PL_ENTER_YOUR_PASSWORD),
    repeatPassword: requiredString(X.PL_REPEAT_YOUR_PASSWORD),
  })
  .superRefine((value, ctx) => {
    if (value.repeatPassword !== value.password) {
      ctx.addIssue({ code: "custom", message: X.PASSWORDS_DO_NOT_MATCH, path: ["repeatPassword"] });
    }
  });

export type ChangePassword = z.output<typeof changePasswordSchema>;
export type SetPassword = z.output<typeof setPasswordSchema>;
