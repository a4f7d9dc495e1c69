import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { currentUserSchema } from "./account";
import { type CurrentUser, readCurrentUser } from "./current-user";

/** The zod-free reader's verdict and result, or its refusal. */
function read(value: unknown) {
  try {
    return { success: true, data: readCurrentUser(value) };
  } catch {
    return { success: false };
  }
}

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF"), minLength: length, maxLength: length });
/** UUID-like text of every version and variant, and the nil and max UUIDs. */
const uuidLike = fc.oneof(
  fc
    .tuple(
      hex(8),
      hex(4),
      fc.constantFrom(..."0123456789abcdef"),
      hex(3),
      fc.constantFrom(..."0789abcdefAB"),
      hex(3),
      hex(12),
    )
    .map(([a, b, version, c, variant, d, e]) => `${a}-${b}-${version}${c}-${variant}${d}-${e}`),
  fc.constantFrom(
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  ),
  fc.uuid(),
  fc.string(),
);
/** Mostly what the schema takes, sometimes not: both verdicts come up often. */
const text = fc.oneof(
  { arbitrary: fc.string(), weight: 6 },
  { arbitrary: fc.constant(null), weight: 6 },
  { arbitrary: fc.constantFrom(undefined, 0, false), weight: 1 },
);

describe("readCurrentUser", () => {
  it("has the schema's output type", () => {
    expectTypeOf<CurrentUser>().toEqualTypeOf<z.output<typeof currentUserSchema>>();
  });

  it("agrees with currentUserSchema, verdict and result (unknown keys dropped)", () => {
    const answers = fc.oneof(
      fc.record(
        {
          id: uuidLike,
          firstName: text,
          lastName: text,
          email: text,
          phoneNumber: text,
          dialingCode: text,
          hasPassword: fc.oneof(
            { arbitrary: fc.boolean(), weight: 8 },
            { arbitrary: fc.constantFrom("true", undefined), weight: 1 },
          ),
          createdAt: fc.oneof(
            fc.string(),
            fc.date().map((d) => d.getTime()),
          ),
          extra: fc.anything(),
        },
        {
          requiredKeys: [
            "id",
            "firstName",
            "lastName",
            "email",
            "phoneNumber",
            "dialingCode",
            "hasPassword",
            "createdAt",
          ],
        },
      ),
      fc.anything(),
    );
    let accepted = 0;
    fc.assert(
      fc.property(answers, (answer) => {
        const zod = currentUserSchema.safeParse(answer);
        const ours = read(answer);
        expect(ours.success).toBe(zod.success);
        if (zod.success) {
          accepted += 1;
          expect(ours.data).toStrictEqual(zod.data);
        }
      }),
      { numRuns: 3_000 },
    );
    // Both verdicts were tried many times.
    expect(accepted).toBeGreaterThan(50);
    expect(accepted).toBeLessThan(2_950);
  });

  it("reads the accounts host's answer", () => {
    const answer = {
      id: "6f1c2a4e-8d1b-4c6a-9e2f-0a1b2c3d4e5f",
      firstName: "Zainab",
      lastName: null,
      email: null,
      phoneNumber: "+9647801234567",
      dialingCode: "+964",
      hasPassword: false,
      createdAt: "2026-11-29T10:00:00.000Z",
      roles: ["customer"],
    };
    const { roles: _, ...user } = answer;
    expect(readCurrentUser(answer)).toStrictEqual(user);
    expect(() => readCurrentUser({ ...answer, id: "6f1c2a4e-8d1b-9c6a-9e2f-0a1b2c3d4e5f" })).toThrow(/id/);
    expect(() => readCurrentUser({ ...answer, hasPassword: "no" })).toThrow(/hasPassword/);
  });
});
