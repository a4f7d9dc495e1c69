/**
 * The signed-in customer as the accounts host answers CurrentUser (spec §7), read without zod
 * (decision 031): every signed-in page asks for it once hydrated (the header shows the name), and
 * building zod for it was a task of ~40 ms at a phone's CPU on pages that needed zod for nothing
 * else. account.ts's `currentUserSchema` is the same shape; a property test holds the two to the
 * same verdicts and results.
 */
export type CurrentUser = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** E.164, e.g. +9647801234567. */
  phoneNumber: string | null;
  dialingCode: string | null;
  hasPassword: boolean;
  createdAt: string;
};

/** zod's `z.uuid()`: RFC 9562 versions 1 to 8 with the RFC variant, the nil and the max UUID. */
const ZOD_UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const NULLABLE_TEXT = ["firstName", "lastName", "email", "phoneNumber", "dialingCode"] as const;

/** The answer's customer, or a TypeError naming the first field that is not as the schema says. */
export function readCurrentUser(value: unknown): CurrentUser {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError("CurrentUser: the answer is not an object");
  }
  const answer = value as Record<string, unknown>;
  const { id, hasPassword, createdAt } = answer;
  if (typeof id !== "string" || !ZOD_UUID.test(id)) throw new TypeError("CurrentUser: id is not a UUID");
  const text: Partial<Record<(typeof NULLABLE_TEXT)[number], string | null>> = {};
  for (const key of NULLABLE_TEXT) {
    const field = answer[key];
    if (field !== null && typeof field !== "string")
      throw new TypeError(`CurrentUser: ${key} is not text or null`);
    text[key] = field;
  }
  if (typeof hasPassword !== "boolean") throw new TypeError("CurrentUser: hasPassword is not a boolean");
  if (typeof createdAt !== "string") throw new TypeError("CurrentUser: createdAt is not text");
  return {
    id,
    firstName: text.firstName ?? null,
    lastName: text.lastName ?? null,
    email: text.email ?? null,
    phoneNumber: text.phoneNumber ?? null,
    dialingCode: text.dialingCode ?? null,
    hasPassword,
    createdAt,
  };
}
