/**
 * Back-office test set-ups: an operator made as the command line makes one (the service on the test's
 * database), signed in with the second factor, and calls with their session cookie from the site.
 */
import type { CreatedOperator, OperatorRole } from "@safar/domain";
import { createBackOfficeRepository } from "../modules/back-office/back-office.repository";
import { createBackOfficeService } from "../modules/back-office/back-office.service";
import { OPERATOR_COOKIE } from "../modules/back-office/operator-guard";
import { totpCode } from "../modules/back-office/totp";
import { createTotpSeal } from "../modules/back-office/totp-seal";
import type { TestApp } from "./test-app";

/** The Host and Origin of the site: calls that change something must come from it. */
export const SITE = { host: "bo.test", origin: "http://bo.test" };
export const OPERATOR_PASSWORD = "a long operator password";
let seq = 0;

export function newOperator(
  t: TestApp,
  role: OperatorRole,
  email = `${role}-${process.pid}-${seq++}@ops.test`,
) {
  const service = createBackOfficeService({
    repository: createBackOfficeRepository(t.infrastructure.database.db),
    seal: createTotpSeal(t.config.OPERATOR_TOTP_KEY),
  });
  return service.createOperator(
    { email, displayName: `${role} operator`, role, password: OPERATOR_PASSWORD },
    null,
  );
}

export const totpOf = (operator: CreatedOperator, at = Date.now()) => totpCode(operator.totpSecret, at);

export async function operatorSignIn(t: TestApp, body: Record<string, unknown>) {
  const r = await t.app.inject({
    method: "POST",
    url: "/api/back-office/auth/sign-in",
    headers: SITE,
    payload: body,
  });
  return { status: r.statusCode, body: r.json(), setCookie: r.headers["set-cookie"] };
}

/** Signs `operator` in with this step's code: their cookie header (`bo_session=…`). */
export async function operatorCookie(t: TestApp, operator: CreatedOperator): Promise<string> {
  const r = await operatorSignIn(t, {
    email: operator.operator.email,
    password: OPERATOR_PASSWORD,
    code: totpOf(operator),
  });
  if (r.status !== 200) throw new Error(`operator sign-in ${r.status}: ${JSON.stringify(r.body)}`);
  const token = new RegExp(`${OPERATOR_COOKIE}=([^;]+)`).exec(String(r.setCookie))?.[1];
  return `${OPERATOR_COOKIE}=${token}`;
}

/** A call from the site with `who`'s headers (an operator's cookie, a customer's bearer token, or none). */
export async function siteCall(
  t: TestApp,
  method: "GET" | "POST",
  url: string,
  who: { cookie?: string; authorization?: string } = {},
  payload?: object,
) {
  const r = await t.app.inject({
    method,
    url,
    headers: { ...SITE, ...who },
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, body: r.json() };
}
