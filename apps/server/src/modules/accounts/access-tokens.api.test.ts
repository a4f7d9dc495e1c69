import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signUpCustomer } from "../../test/customers";
import { createTestApp, type TestApp } from "../../test/test-app";

// Access tokens are refused unless they name a user id, say when they end, and their account may
// still act (read again at every call here: ACCOUNT_STATUS_CACHE_SECONDS=0).
const SECRET = "access-token-test-secret-".padEnd(48, "x");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JWT_SECRET: SECRET, ACCOUNT_STATUS_CACHE_SECONDS: "0" } });
});
afterAll(async () => {
  await t?.close();
});

const currentUser = (token: string) =>
  t.app.inject({ url: "/account/api/Account/CurrentUser", headers: { authorization: `Bearer ${token}` } });

function sign(claims: { sub?: string; exp?: boolean }) {
  let jwt = new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer("rahhal-storefront")
    .setAudience("rahhal-web")
    .setIssuedAt();
  if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub);
  if (claims.exp !== false) jwt = jwt.setExpirationTime("10m");
  return jwt.sign(new TextEncoder().encode(SECRET));
}

async function signedUpUser(): Promise<{ id: string; token: string }> {
  const customer = await signUpCustomer(t);
  const token = customer.headers.authorization.replace(/^Bearer /, "");
  expect((await currentUser(token)).statusCode).toBe(200);
  return { id: customer.userId, token };
}

it.each([
  ["without an expiry", { exp: false }],
  ["whose subject is not a user id", { sub: "not-a-uuid" }],
  ["without a subject", { sub: undefined }],
])("a well-signed token %s answers 401, not 500", async (_name, claims) => {
  const { id } = await signedUpUser();
  const response = await currentUser(await sign({ sub: id, ...claims }));
  expect(response.statusCode).toBe(401);
});

it("a well-signed token for a user that does not exist answers 401", async () => {
  expect((await currentUser(await sign({ sub: randomUUID() }))).statusCode).toBe(401);
});

it("a suspended account is refused at its next call, though its access token has not run out", async () => {
  const { id, token } = await signedUpUser();
  await t.infrastructure.database.query("update users set status = 'suspended' where id = $1", [id]);
  expect((await currentUser(token)).statusCode).toBe(401);
  await t.infrastructure.database.query("update users set status = 'active' where id = $1", [id]);
  expect((await currentUser(token)).statusCode).toBe(200);
});
