/**
 * Operators' second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, as every
 * authenticator app reads it) through the `otpauth` library. A code of the step before or after is
 * accepted too (clocks drift); the step a code belongs to is answered so a code is used only once.
 */
import { Secret, TOTP } from "otpauth";

const PERIOD_SECONDS = 30;
const ISSUER = "Safar back office";

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random key (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an authenticator's QR code holds. */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The time step `code` is right for (at `now`, ±1 step), or undefined when it is wrong. */
export function totpStep(secretBase32: string, code: string, now: number): number | undefined {
  const delta = totpOf(secretBase32, "").validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of `now` (tests, and the CLI's check that a key was typed in right). */
export function totpCode(secretBase32: string, now: number): string {
  return totpOf(secretBase32, "").generate({ timestamp: now });
}
