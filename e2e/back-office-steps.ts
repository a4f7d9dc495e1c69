import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect } from "./fixtures";

/**
 * What the back-office specs share: operators made through the development route (as `npm run
 * operator -- create` makes them), their authenticator's code, and the Arabic sign-in form.
 */

export type Operator = { email: string; password: string; totpSecret: string; name: string };
let serial = 0;

/** An operator of `role`, as `npm run operator -- create` makes one (the development route). */
export async function makeOperator(
  request: APIRequestContext,
  role: string,
  name: string,
): Promise<Operator> {
  const email = `${role}-${Date.now()}-${process.env.TEST_WORKER_INDEX ?? 0}${serial++}@example.com`;
  const password = "a long operator password";
  const made = await request.post("/api/dev/back-office/operators", {
    data: { email, displayName: name, role, password },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { totpSecret } = ((await made.json()) as { data: { totpSecret: string } }).data;
  return { email, password, totpSecret, name };
}

/** The authenticator app's code now (RFC 6238, as the server checks it). */
export function codeOf(operator: Operator, at = Date.now()): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(operator.totpSecret),
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  });
  return totp.generate({ timestamp: at });
}

/** Fills and sends the sign-in form (already open). */
export async function signIn(page: Page, operator: Operator, code = codeOf(operator)) {
  await page.getByLabel("البريد الإلكتروني").fill(operator.email);
  await page.getByLabel("كلمة المرور").fill(operator.password);
  await page.getByLabel("رمز تطبيق المصادقة").fill(code);
  await page.getByRole("button", { name: "دخول", exact: true }).click();
}
