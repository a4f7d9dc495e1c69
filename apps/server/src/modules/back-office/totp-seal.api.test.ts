/**
 * Operators' authenticator keys at rest (OPERATOR_TOTP_KEY): sealed in the database, opened to
 * check a code; a key stored plain before the setting is read and sealed at the next sign-in.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operators } from "../../db/schema";
import { newOperator, operatorCookie } from "../../test/operators";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      OPERATOR_TOTP_KEY: "a test key for operators' authenticator keys, 32+",
      OPERATOR_SIGN_INS_PER_IP: "1000",
    },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const storedKey = async (id: string) => {
  const [row] = await t.infrastructure.database.db
    .select({ totpSecret: operators.totpSecret })
    .from(operators)
    .where(eq(operators.id, id));
  return row?.totpSecret ?? "";
};

describe("authenticator keys at rest", () => {
  it("are kept sealed; the operator signs in with the app's code all the same", async () => {
    const made = await newOperator(t, "support");
    const stored = await storedKey(made.operator.operatorId);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(made.totpSecret);
    expect(await operatorCookie(t, made)).toMatch(/^bo_session=/);
  });

  it("a key stored plain before the setting still works, and is sealed at that sign-in", async () => {
    const made = await newOperator(t, "finance");
    await t.infrastructure.database.db
      .update(operators)
      .set({ totpSecret: made.totpSecret })
      .where(eq(operators.id, made.operator.operatorId));
    expect(await operatorCookie(t, made)).toMatch(/^bo_session=/);
    const resealed = await storedKey(made.operator.operatorId);
    expect(resealed).toMatch(/^v1\./);
    expect(resealed).not.toContain(made.totpSecret);
  });
});
