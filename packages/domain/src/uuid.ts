/**
 * UUID checks (spec §5: identifiers are well-formed UUIDs of versions 1 to 5, or the nil UUID) and
 * a v4 generator that works in browsers (also outside secure contexts, where crypto.randomUUID is
 * missing) and in Node, using only the Web Crypto global. Without zod (decision 028): the schema is
 * in uuid-schema.ts.
 */
const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const NIL_UUID = "00000000-0000-0000-0000-000000000000";

/** Well-formed UUID of version 1 to 5 with the RFC 4122 variant, or the nil UUID; case-insensitive. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && (value === NIL_UUID || UUID_V1_TO_V5.test(value));
}

type WebCrypto = { randomUUID?: () => string; getRandomValues?: <T extends Uint8Array>(array: T) => T };

/** A random version 4 UUID from the Web Crypto global. Throws when no secure random source exists. */
export function randomUuidV4(
  crypto: WebCrypto | undefined = (globalThis as { crypto?: WebCrypto }).crypto,
): string {
  if (crypto?.randomUUID) return crypto.randomUUID();
  if (!crypto?.getRandomValues) throw new Error("randomUuidV4: no Web Crypto random source available");
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
