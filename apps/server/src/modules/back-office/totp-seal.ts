/**
 * Operators' authenticator keys at rest: sealed with AES-256-GCM under a key derived (HKDF-SHA256)
 * from OPERATOR_TOTP_KEY, so a copy of the database alone cannot mint operators' codes. A sealed
 * value reads `v1.<iv>.<tag>.<ciphertext>` (base64url); a key stored before the setting existed is
 * plain base32 and still read (a sign-in seals it again). Without the setting keys are kept plain
 * (development; production warns at start), and a sealed key cannot be read: the sign-in fails closed.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const AAD = Buffer.from("safar operator totp secret");

export type TotpSeal = {
  /** Whether new keys are sealed. */
  readonly sealing: boolean;
  seal(secretBase32: string): string;
  /** The base32 key, or undefined when it is sealed and cannot be opened (no key, wrong key, tampered). */
  open(stored: string): string | undefined;
  /** Whether a stored value is plain (to be sealed again when sealing is on). */
  isPlain(stored: string): boolean;
};

export function createTotpSeal(setting: string | undefined): TotpSeal {
  const key = setting ? Buffer.from(hkdfSync("sha256", setting, "safar", "operator-totp-v1", 32)) : undefined;
  const isPlain = (stored: string) => !stored.startsWith(`${VERSION}.`);
  return {
    sealing: key !== undefined,
    isPlain,
    seal(secretBase32) {
      if (!key) return secretBase32;
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(AAD);
      const body = Buffer.concat([cipher.update(secretBase32, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(stored) {
      if (isPlain(stored)) return stored;
      if (!key) return undefined;
      const [, iv, tag, body] = stored.split(".");
      if (!iv || !tag || !body) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(AAD);
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        return undefined;
      }
    },
  };
}
