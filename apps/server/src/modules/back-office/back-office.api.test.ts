/**
 * The back office's API (issue 13): operators' sign-in with a second factor, their sessions, the
 * permission of every route for every role (and for a customer's token and nobody), the audit log,
 * and the refund decisions taken through it.
 */
import {
  type CreatedOperator,
  OPERATOR_MAX_FAILED_SIGN_INS,
  type OperatorRole,
  operatorRoles,
  type RefundRequestView,
} from "@safar/domain";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reservedOrder, searchCharter } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { expectLedgerSound } from "../../test/ledger";
import {
  newOperator as makeOperator,
  OPERATOR_PASSWORD,
  operatorCookie,
  operatorSignIn,
  siteCall,
  totpOf,
} from "../../test/operators";
import { iraqiAdult, savePassenger } from "../../test/passengers";
import { issuedCharterOrder, setCustomerName } from "../../test/refunds";
import { createTestApp, PRODUCTION_ENV, type TestApp } from "../../test/test-app";

/** PGlite runs one query at a time, so concurrent decisions only mean something on PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const PASSWORD = OPERATOR_PASSWORD;

let t: TestApp;
let customer: TestCustomer;
/** One signed-in operator per role: their cookie header. */
const cookies = {} as Record<OperatorRole, string>;
const created = {} as Record<OperatorRole, CreatedOperator>;

const newOperator = (role: OperatorRole, email?: string) => makeOperator(t, role, email);
const signIn = (body: Record<string, unknown>) => operatorSignIn(t, body);
const codeOf = totpOf;
const call = (
  method: "GET" | "POST",
  url: string,
  who: { cookie?: string; authorization?: string } = {},
  payload?: object,
) => siteCall(t, method, url, who, payload);
const as = (role: OperatorRole) => ({ cookie: cookies[role] });

beforeAll(async () => {
  // Every call reads the account's status afresh (a suspension is then seen on the next call).
  // Every sign-in of this file comes from one address: the per-address limit has its own test below.
  t = await createTestApp({
    env: { JOBS_POLL_SECONDS: "0.5", ACCOUNT_STATUS_CACHE_SECONDS: "0", OPERATOR_SIGN_INS_PER_IP: "1000" },
  });
  customer = await signUpCustomer(t);
  for (const role of operatorRoles) {
    created[role] = await newOperator(role);
    cookies[role] = await operatorCookie(t, created[role]);
  }
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe("sign-in", () => {
  it("with e-mail, password and the authenticator's code: an 8-hour HttpOnly SameSite=Strict cookie", async () => {
    const op = await newOperator("support", "Mixed.Case@Ops.Test".toLowerCase());
    const r = await signIn({ email: "Mixed.Case@Ops.Test", password: PASSWORD, code: codeOf(op) });
    expect(r.status).toBe(200);
    expect(r.body.data.operator).toMatchObject({ email: "mixed.case@ops.test", role: "support" });
    expect(r.body.data.permissions).toEqual(["orders:view", "customers:manage", "orders:operate"]);
    const cookie = String(r.setCookie);
    expect(cookie).toMatch(/^bo_session=[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict$/);
    const expires = Date.parse(r.body.data.expiresAt) - Date.now();
    expect(Math.abs(expires - 8 * 3_600_000)).toBeLessThan(60_000);

    const session = await call("GET", "/api/back-office/auth/session", { cookie: cookie.split(";")[0] });
    expect(session.status).toBe(200);
    expect(session.body.data.operator.email).toBe("mixed.case@ops.test");
  });

  it("one answer for a wrong password, a wrong code or an unknown e-mail; a code works once", async () => {
    const op = await newOperator("finance");
    const email = op.operator.email;
    const failed = ["OPERATOR_SIGN_IN_FAILED"];
    const wrongPassword = await signIn({ email, password: "not the password", code: codeOf(op) });
    expect([wrongPassword.status, wrongPassword.body.meta.errors[0].messages]).toEqual([401, failed]);
    const wrongCode = String((Number(codeOf(op)) + 500_000) % 1_000_000).padStart(6, "0");
    const badCode = await signIn({ email, password: PASSWORD, code: wrongCode });
    expect([badCode.status, badCode.body.meta.errors[0].messages]).toEqual([401, failed]);
    const unknown = await signIn({ email: "nobody@ops.test", password: PASSWORD, code: "123456" });
    expect([unknown.status, unknown.body.meta.errors[0].messages]).toEqual([401, failed]);
    const malformed = await signIn({ email, password: PASSWORD, code: "12ab" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.meta.errors[0]).toEqual({ key: "code", messages: ["OPERATOR_CODE_IS_INVALID"] });

    const code = codeOf(op);
    expect((await signIn({ email, password: PASSWORD, code })).status).toBe(200);
    // the same code again (a replay, or an onlooker): refused
    expect((await signIn({ email, password: PASSWORD, code })).status).toBe(401);
  });

  it(`locks the account for 15 minutes at the ${OPERATOR_MAX_FAILED_SIGN_INS}th wrong sign-in in a row`, async () => {
    const op = await newOperator("operations");
    const email = op.operator.email;
    for (let i = 1; i < OPERATOR_MAX_FAILED_SIGN_INS; i++)
      expect((await signIn({ email, password: `wrong ${i}`, code: codeOf(op) })).status).toBe(401);
    const last = await signIn({ email, password: "wrong again", code: codeOf(op) });
    expect([last.status, last.body.meta.errors[0].messages]).toEqual([429, ["OPERATOR_LOCKED"]]);
    // locked: even the right password and code wait
    const right = await signIn({ email, password: PASSWORD, code: codeOf(op) });
    expect(right.status).toBe(429);
    const audit = await call("GET", `/api/back-office/audit?objectId=${op.operator.operatorId}`, as("admin"));
    expect(audit.body.data.items.map((e: { action: string }) => e.action)).toContain("operator.locked");
  });

  it("a session ends after 8 hours, and at sign-out", async () => {
    const op = await newOperator("content");
    const r = await signIn({ email: op.operator.email, password: PASSWORD, code: codeOf(op) });
    const cookie = String(r.setCookie).split(";")[0] as string;
    expect((await call("GET", "/api/back-office/auth/session", { cookie })).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 8 * 3_600_000 + 1000 });
    try {
      const late = await call("GET", "/api/back-office/auth/session", { cookie });
      expect([late.status, late.body.meta.errors[0].messages]).toEqual([401, ["OPERATOR_UNAUTHENTICATED"]]);
    } finally {
      vi.useRealTimers();
    }
    const again = await newOperator("content");
    const second = await signIn({ email: again.operator.email, password: PASSWORD, code: codeOf(again) });
    const cookie2 = String(second.setCookie).split(";")[0] as string;
    expect((await call("POST", "/api/back-office/auth/sign-out", { cookie: cookie2 })).status).toBe(200);
    expect((await call("GET", "/api/back-office/auth/session", { cookie: cookie2 })).status).toBe(401);
  });
});

describe("sign-ins from one address", () => {
  it("are limited per 15 minutes, whichever accounts they try (429 TOO_MANY_REQUESTS)", async () => {
    const limited = await createTestApp({ env: { OPERATOR_SIGN_INS_PER_IP: "3" } });
    try {
      const attempt = (i: number) =>
        operatorSignIn(limited, { email: `guess-${i}@ops.test`, password: PASSWORD, code: "123456" });
      for (let i = 0; i < 3; i++) expect((await attempt(i)).status).toBe(401);
      const fourth = await attempt(3);
      expect([fourth.status, fourth.body.meta.errors[0].messages]).toEqual([429, ["TOO_MANY_REQUESTS"]]);
    } finally {
      await limited.close();
    }
  });
});

describe("every route checks the role on the server", () => {
  const id = "00000000-0000-4000-8000-000000000001";
  /** Each route, the roles that may call it, and a call that gets past the guard when allowed. */
  const readers: OperatorRole[] = ["admin", "support", "finance", "operations", "visa"];
  const routes: { method: "GET" | "POST"; url: string; allowed: OperatorRole[]; body?: object }[] = [
    { method: "GET", url: "/api/back-office/auth/session", allowed: [...operatorRoles] },
    { method: "GET", url: "/api/back-office/operators", allowed: ["admin"] },
    { method: "POST", url: "/api/back-office/operators", allowed: ["admin"], body: {} },
    { method: "GET", url: "/api/back-office/audit", allowed: ["admin"] },
    { method: "GET", url: "/api/back-office/dashboard", allowed: readers },
    { method: "GET", url: "/api/back-office/orders", allowed: readers },
    { method: "GET", url: `/api/back-office/orders/${id}`, allowed: readers },
    { method: "GET", url: `/api/back-office/orders/${id}/activity`, allowed: readers },
    { method: "GET", url: `/api/back-office/orders/${id}/notes`, allowed: readers },
    { method: "POST", url: `/api/back-office/orders/${id}/notes`, allowed: readers, body: { text: "x" } },
    { method: "POST", url: `/api/back-office/orders/${id}/resend-ticket`, allowed: readers },
    {
      method: "POST",
      url: `/api/back-office/orders/${id}/retry-issuance`,
      allowed: ["admin", "support", "operations"],
    },
    {
      method: "POST",
      url: `/api/back-office/orders/${id}/offline-tickets`,
      allowed: ["admin", "support", "operations"],
      body: { bookingReference: "ABCDE", ticketNumbers: ["0651234567890"] },
    },
    {
      method: "POST",
      url: `/api/back-office/orders/${id}/cancel-and-refund`,
      allowed: ["admin", "support", "operations"],
      body: {},
    },
    { method: "GET", url: "/api/back-office/markup-rules", allowed: ["admin", "finance"] },
    { method: "POST", url: "/api/back-office/markup-rules", allowed: ["admin", "finance"], body: {} },
    { method: "POST", url: `/api/back-office/markup-rules/${id}`, allowed: ["admin", "finance"], body: {} },
    { method: "GET", url: "/api/back-office/hotel-markup-rules", allowed: ["admin", "finance"] },
    { method: "POST", url: "/api/back-office/hotel-markup-rules", allowed: ["admin", "finance"], body: {} },
    {
      method: "POST",
      url: `/api/back-office/hotel-markup-rules/${id}`,
      allowed: ["admin", "finance"],
      body: {},
    },
    { method: "GET", url: "/api/back-office/vouchers", allowed: ["admin", "finance", "content"] },
    { method: "POST", url: "/api/back-office/vouchers", allowed: ["admin", "finance", "content"], body: {} },
    {
      method: "POST",
      url: `/api/back-office/vouchers/${id}/active`,
      allowed: ["admin", "finance", "content"],
      body: {},
    },
    { method: "GET", url: "/api/back-office/payment-gateways", allowed: ["admin", "finance"] },
    {
      method: "POST",
      url: `/api/back-office/payment-gateways/${id}`,
      allowed: ["admin", "finance"],
      body: {},
    },
    { method: "GET", url: "/api/back-office/customers", allowed: readers },
    { method: "GET", url: `/api/back-office/customers/${id}`, allowed: readers },
    {
      method: "POST",
      url: `/api/back-office/customers/${id}/status`,
      allowed: ["admin", "support"],
      body: {},
    },
    {
      method: "POST",
      url: `/api/back-office/customers/${id}/wallet-adjustments`,
      allowed: ["finance"],
      body: {},
    },
    { method: "GET", url: "/api/back-office/wallet-adjustments", allowed: ["finance"] },
    { method: "POST", url: `/api/back-office/wallet-adjustments/${id}/approve`, allowed: ["finance"] },
    {
      method: "POST",
      url: `/api/back-office/wallet-adjustments/${id}/reject`,
      allowed: ["finance"],
      body: { note: "x" },
    },
    { method: "GET", url: "/api/back-office/charter-flights", allowed: ["admin", "operations"] },
    { method: "GET", url: "/api/back-office/charter-flights/references", allowed: ["admin", "operations"] },
    { method: "POST", url: "/api/back-office/charter-flights", allowed: ["admin", "operations"], body: {} },
    {
      method: "POST",
      url: `/api/back-office/charter-flights/${id}/sales`,
      allowed: ["admin", "operations"],
      body: { open: true },
    },
    ...(
      [
        ["GET", "/api/back-office/hotels"],
        ["GET", "/api/back-office/hotels/cities"],
        ["POST", "/api/back-office/hotels"],
        ["GET", `/api/back-office/hotels/${id}`],
        ["POST", `/api/back-office/hotels/${id}`],
        ["POST", `/api/back-office/hotels/${id}/room-types`],
        ["POST", `/api/back-office/hotels/${id}/room-types/${id}`],
        ["POST", `/api/back-office/hotels/${id}/rate-plans`],
        ["POST", `/api/back-office/hotels/${id}/rate-plans/${id}`],
        ["GET", `/api/back-office/hotels/${id}/calendar`],
        ["POST", `/api/back-office/hotels/${id}/calendar`],
        ["POST", `/api/back-office/hotels/${id}/photos`],
        ["POST", `/api/back-office/hotels/${id}/photos/order`],
        ["POST", `/api/back-office/hotels/${id}/photos/remove`],
        ["POST", `/api/back-office/hotels/${id}/photos/caption`],
      ] as const
    ).map(([method, url]) => ({
      method,
      url,
      allowed: ["admin", "operations"] as OperatorRole[],
      ...(method === "POST" ? { body: {} } : {}),
    })),
    ...(
      [
        ["GET", "/api/back-office/visa-cases"],
        ["GET", `/api/back-office/visa-cases/${id}`],
        ["GET", `/api/back-office/visa-cases/${id}/documents/${id}`],
        ["POST", `/api/back-office/visa-cases/${id}/review`],
        ["POST", `/api/back-office/visa-cases/${id}/request-document`],
        ["POST", `/api/back-office/visa-cases/${id}/file`],
        ["POST", `/api/back-office/visa-cases/${id}/approve`],
        ["POST", `/api/back-office/visa-cases/${id}/reject`],
      ] as const
    ).map(([method, url]) => ({
      method,
      url,
      allowed: ["admin", "visa"] as OperatorRole[],
      ...(method === "POST" ? { body: {} } : {}),
    })),
    { method: "GET", url: "/api/back-office/visa-products", allowed: ["admin", "visa"] },
    { method: "POST", url: "/api/back-office/visa-products", allowed: ["admin", "visa"], body: {} },
    { method: "POST", url: `/api/back-office/visa-products/${id}`, allowed: ["admin", "visa"], body: {} },
    ...(
      [
        ["GET", "/api/back-office/tours"],
        ["POST", "/api/back-office/tours"],
        ["GET", `/api/back-office/tours/${id}`],
        ["POST", `/api/back-office/tours/${id}`],
        ["POST", `/api/back-office/tours/${id}/departures`],
        ["POST", `/api/back-office/tours/${id}/departures/${id}`],
        ["POST", `/api/back-office/tours/${id}/departures/${id}/remove`],
        ["POST", `/api/back-office/tours/${id}/photos`],
      ] as const
    ).map(([method, url]) => ({
      method,
      url,
      allowed: ["admin", "operations"] as OperatorRole[],
      ...(method === "POST" ? { body: {} } : {}),
    })),
    ...(
      [
        ["GET", "/api/back-office/promotions"],
        ["POST", "/api/back-office/promotions"],
        ["POST", `/api/back-office/promotions/${id}`],
        ["GET", "/api/back-office/landing-pages"],
        ["GET", `/api/back-office/landing-pages/${id}`],
        ["POST", `/api/back-office/landing-pages/${id}`],
      ] as const
    ).map(([method, url]) => ({
      method,
      url,
      allowed: ["admin", "operations", "content"] as OperatorRole[],
      ...(method === "POST" ? { body: {} } : {}),
    })),
    { method: "GET", url: "/api/back-office/currency-rates", allowed: ["admin", "finance"] },
    { method: "POST", url: "/api/back-office/currency-rates", allowed: ["admin", "finance"], body: {} },
    { method: "GET", url: "/api/back-office/refunds", allowed: readers },
    { method: "GET", url: `/api/back-office/refunds/${id}`, allowed: readers },
    {
      method: "POST",
      url: `/api/back-office/refunds/${id}/approve`,
      allowed: ["admin", "finance"],
      body: {},
    },
    {
      method: "POST",
      url: `/api/back-office/refunds/${id}/reject`,
      allowed: ["admin", "finance"],
      body: { note: "x" },
    },
    {
      method: "POST",
      url: `/api/back-office/refunds/${id}/paid-out`,
      allowed: ["admin", "finance"],
      body: { reference: "x" },
    },
  ];

  it("lists every back-office route the app serves (none left out of the matrix)", async () => {
    const spec = (await t.app.inject({ url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(spec.paths)
      // Sign-in takes no session; sign-out ends the one it is called with (tested above).
      .filter(([path]) => path.startsWith("/api/back-office/") && !/\/auth\/sign-(in|out)$/.test(path))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{\w+\}/g, id)}`),
      )
      .sort();
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(served);
  });

  it("anonymous and customer tokens: 401; a role without the right: 403; with it: past the guard", async () => {
    const matrix: string[] = [];
    for (const route of routes) {
      const anonymous = await call(route.method, route.url, {}, route.body);
      const withCustomerToken = await call(
        route.method,
        route.url,
        { authorization: customer.headers.authorization as string },
        route.body,
      );
      matrix.push(
        `${route.method} ${route.url} anonymous ${anonymous.status} customer ${withCustomerToken.status}`,
      );
      expect(anonymous.body.meta.errors[0].messages).toEqual(["OPERATOR_UNAUTHENTICATED"]);
      for (const role of operatorRoles) {
        const r = await call(route.method, route.url, as(role), route.body);
        const allowed = route.allowed.includes(role);
        matrix.push(`${route.method} ${route.url} ${role} ${r.status}`);
        if (!allowed)
          expect(r.body.meta.errors[0].messages, `${role} ${route.url}`).toEqual(["OPERATOR_FORBIDDEN"]);
        else expect([401, 403], `${role} ${route.url}`).not.toContain(r.status);
      }
    }
    const expected: string[] = [];
    for (const route of routes) {
      expected.push(`${route.method} ${route.url} anonymous 401 customer 401`);
      for (const role of operatorRoles) {
        const status = route.allowed.includes(role) ? "ok" : "403";
        expected.push(`${route.method} ${route.url} ${role} ${status}`);
      }
    }
    // 415: the photo upload takes multipart only, and the matrix sends JSON (past the guard all the same).
    expect(matrix.map((line) => line.replace(/ (200|400|404|409|415)$/, " ok"))).toEqual(expected);
  });

  it("a call that changes something must come from the site itself", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/back-office/operators",
      headers: { host: "bo.test", origin: "http://evil.test", cookie: cookies.admin },
      payload: { email: "x@ops.test", displayName: "X", role: "support", password: PASSWORD },
    });
    expect(r.statusCode).toBe(403);
  });
});

describe("operators and the audit log", () => {
  it("an admin creates an operator (the key shown once), each rule by its key; the audit log has it", async () => {
    const body = { email: "new.support@ops.test", displayName: "Huda", role: "support", password: PASSWORD };
    const r = await call("POST", "/api/back-office/operators", as("admin"), body);
    expect(r.status).toBe(200);
    expect(r.body.data.totpUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    const again = await call("POST", "/api/back-office/operators", as("admin"), body);
    expect([again.status, again.body.meta.errors[0].messages]).toEqual([409, ["OPERATOR_EMAIL_TAKEN"]]);
    const bad = await call("POST", "/api/back-office/operators", as("admin"), {
      email: "not an e-mail",
      displayName: "",
      role: "boss",
      password: "short",
    });
    expect(bad.status).toBe(400);
    const keys = Object.fromEntries(
      bad.body.meta.errors.map((e: { key: string; messages: string[] }) => [e.key, e.messages[0]]),
    );
    expect(keys).toEqual({
      email: "OPERATOR_EMAIL_IS_INVALID",
      displayName: "OPERATOR_NAME_IS_REQUIRED",
      role: "OPERATOR_ROLE_IS_INVALID",
      password: "OPERATOR_PASSWORD_TOO_SHORT",
    });

    const audit = await call(
      "GET",
      "/api/back-office/audit?action=operator.create&pageSize=100",
      as("admin"),
    );
    const entry = audit.body.data.items.find(
      (e: { objectId: string }) => e.objectId === r.body.data.operator.operatorId,
    );
    expect(entry).toMatchObject({
      operatorEmail: created.admin.operator.email,
      role: "admin",
      objectType: "operator",
      after: { email: "new.support@ops.test", role: "support" },
    });
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
    expect(JSON.stringify(audit.body.data)).not.toContain(r.body.data.totpSecret);
  });

  it("pages the audit log within bounds, each refused by its key", async () => {
    const zero = await call("GET", "/api/back-office/audit?page=0", as("admin"));
    expect([zero.status, zero.body.meta.errors[0].messages]).toEqual([400, ["PAGE_IS_INVALID"]]);
    const big = await call("GET", "/api/back-office/audit?pageSize=101", as("admin"));
    expect([big.status, big.body.meta.errors[0].messages]).toEqual([400, ["PAGE_SIZE_IS_INVALID"]]);
    const first = await call("GET", "/api/back-office/audit?pageSize=2", as("admin"));
    expect(first.body.data.items).toHaveLength(2);
    expect(first.body.data.total).toBeGreaterThanOrEqual(5);
    const second = await call("GET", "/api/back-office/audit?pageSize=2&page=2", as("admin"));
    expect(second.body.data.items[0].id).not.toBe(first.body.data.items[0].id);
  });

  it("is append-only: the database refuses to change or delete an entry", async () => {
    await expect(t.infrastructure.database.query("update audit_log set action = 'x'")).rejects.toThrow(
      /append-only/,
    );
    await expect(t.infrastructure.database.query("delete from audit_log")).rejects.toThrow(/append-only/);
  });
});

describe("refund decisions through the back office", () => {
  /** A bank refund of an issued order: it waits for an operator. */
  async function waitingRequest(): Promise<RefundRequestView> {
    const who = await signUpCustomer(t);
    await setCustomerName(t, who, "Ali", "Hassan");
    const order = await issuedCharterOrder(t, who, { days: 12 });
    const r = await t.app.inject({
      method: "POST",
      url: "/api/refund/RefundRequest/Create",
      headers: who.headers,
      payload: {
        orderId: order.orderId,
        reason: 1,
        name: "Ali Hassan",
        cancellationPolicyAccepted: true,
        destination: "Bank",
        iban: "123456789012345678901234",
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  }

  it("finance approves a waiting request once, with the decision in the audit log; support only reads", async () => {
    const request = await waitingRequest();
    const queue = await call("GET", "/api/back-office/refunds?status=Requested&pageSize=100", as("support"));
    expect(queue.status).toBe(200);
    expect(queue.body.data.items.map((x: RefundRequestView) => x.id)).toContain(request.id);
    expect(
      (await call("POST", `/api/back-office/refunds/${request.id}/approve`, as("support"), {})).status,
    ).toBe(403);

    const approved = await call("POST", `/api/back-office/refunds/${request.id}/approve`, as("finance"), {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe("Approved");
    const twice = await call("POST", `/api/back-office/refunds/${request.id}/approve`, as("finance"), {});
    expect(twice.status).toBe(409);

    const paid = await call("POST", `/api/back-office/refunds/${request.id}/paid-out`, as("finance"), {
      reference: "TRX-20261126-7",
    });
    expect(paid.body.data).toMatchObject({ status: "Refunded", payoutReference: "TRX-20261126-7" });

    const audit = await call("GET", `/api/back-office/audit?objectId=${request.id}`, as("admin"));
    const entries = audit.body.data.items.map((e: { action: string; before: unknown; after: unknown }) => [
      e.action,
      (e.before as { status: string }).status,
      (e.after as { status: string }).status,
    ]);
    expect(entries).toEqual([
      ["refund.paid-out", "Approved", "Refunded"],
      ["refund.approve", "Requested", "Approved"],
    ]);
  });

  it("the dashboard counts today's paid order and the waiting refund with its 24-hour deadline", async () => {
    const dashboard = async () => (await call("GET", "/api/back-office/dashboard", as("support"))).body.data;
    const before = await dashboard();
    const request = await waitingRequest();
    const after = await dashboard();
    expect(after.paidOrders).toBe(before.paidOrders + 1);
    expect(after.revenue).toBeCloseTo(before.revenue + request.paidAmount, 2);
    expect(after.refundsAwaiting).toBe(before.refundsAwaiting + 1);
    expect(Date.parse(after.oldestRefundDueAt)).toBeLessThanOrEqual(Date.parse(request.decisionDueAt));
    expect(after).toMatchObject({ paymentsPending: expect.any(Number), issueFailures: expect.any(Number) });
  });

  it("a rejection needs its reason; the audit entry keeps it", async () => {
    const request = await waitingRequest();
    const blank = await call("POST", `/api/back-office/refunds/${request.id}/reject`, as("admin"), {
      note: " ",
    });
    expect([blank.status, blank.body.meta.errors[0].messages]).toEqual([
      400,
      ["REFUND_DECISION_REASON_REQUIRED"],
    ]);
    const rejected = await call("POST", `/api/back-office/refunds/${request.id}/reject`, as("admin"), {
      note: "The ticket was used.",
    });
    expect(rejected.body.data).toMatchObject({ status: "Rejected", decisionNote: "The ticket was used." });
    const audit = await call("GET", `/api/back-office/audit?objectId=${request.id}`, as("admin"));
    expect(audit.body.data.items[0]).toMatchObject({
      action: "refund.reject",
      after: { status: "Rejected", decisionNote: "The ticket was used." },
    });
  });

  it.runIf(onPostgres)("two operators approving one request at once: one wins, one audit entry", async () => {
    const request = await waitingRequest();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call("POST", `/api/back-office/refunds/${request.id}/approve`, as(i % 2 ? "finance" : "admin"), {}),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    const audit = await call("GET", `/api/back-office/audit?objectId=${request.id}`, as("admin"));
    expect(audit.body.data.items).toHaveLength(1);
  });
});

describe("finding an order", () => {
  /** Today in Baghdad, and another day, as YYYY-MM-DD. */
  const baghdadDay = (offsetDays = 0) =>
    new Date(Date.now() + 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

  it("by whatever support has: order number, phone in any form, e-mail, PNR, ticket number, account phone", async () => {
    const who = await signUpCustomer(t);
    const order = await issuedCharterOrder(t, who, {
      days: 14,
      contact: { phoneNumber: "0770 555 1234", email: "Zainab.K@Example.com" },
    });
    const details = await call("GET", `/api/back-office/orders/${order.orderId}`, as("support"));
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      orderId: order.orderId,
      userId: who.userId,
      status: "Successful",
    });
    expect(details.body.data.timeline.map((e: { kind: string }) => e.kind)).toContain("TicketsIssued");
    const pnr: string = details.body.data.bookingReference;
    const passengers = await t.app.inject({
      url: `/api/orders/Order/GetOrderPassengers/${order.orderId}`,
      headers: who.headers,
    });
    const ticket: string = passengers.json().data.items[0].ticketNumber;
    expect(pnr).toBeTruthy();
    expect(ticket).toBeTruthy();

    const found = async (q: string) => {
      const r = await call(
        "GET",
        `/api/back-office/orders?q=${encodeURIComponent(q)}&pageSize=100`,
        as("support"),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data.items.map((o: { orderId: string }) => o.orderId) as string[];
    };
    expect(await found(order.orderNumber)).toEqual([order.orderId]);
    expect(await found("٠٧٧٠ ٥٥٥ ١٢٣٤")).toEqual([order.orderId]);
    expect(await found("+964 770-555-1234")).toEqual([order.orderId]);
    expect(await found("zainab.k@example.COM")).toEqual([order.orderId]);
    expect(await found(pnr)).toEqual([order.orderId]);
    expect(await found(pnr.toLowerCase())).toEqual([order.orderId]);
    expect(await found(ticket)).toEqual([order.orderId]);
    expect(await found(order.trackingNumber)).toEqual([order.orderId]);
    // the customer's own account phone, though the order's contact is another number
    expect(await found(`0${who.phoneNumber}`)).toContain(order.orderId);
    expect(await found("no-such-order")).toEqual([]);

    const row = (await call("GET", `/api/back-office/orders?q=${order.orderNumber}`, as("support"))).body.data
      .items[0];
    expect(row).toMatchObject({
      orderNumber: order.orderNumber,
      userId: who.userId,
      // as the booking form stored it (spaces taken out)
      contact: { phoneNumber: "07705551234", email: "Zainab.K@Example.com" },
    });
  });

  it("internal notes and a resent e-ticket, each in the audit log", async () => {
    const who = await signUpCustomer(t);
    const order = await issuedCharterOrder(t, who, {
      days: 17,
      contact: { phoneNumber: "07705559876", email: "notes@bench.test" },
    });
    const notesUrl = `/api/back-office/orders/${order.orderId}/notes`;
    const blank = await call("POST", notesUrl, as("support"), { text: "  " });
    expect([blank.status, blank.body.meta.errors[0].messages]).toEqual([400, ["ORDER_NOTE_IS_REQUIRED"]]);
    const added = await call("POST", notesUrl, as("support"), {
      text: "Customer called: wants a window seat.",
    });
    expect(added.body.data).toMatchObject({ operatorEmail: created.support.operator.email });
    const notes = await call("GET", notesUrl, as("operations"));
    expect(notes.body.data.map((n: { text: string }) => n.text)).toEqual([
      "Customer called: wants a window seat.",
    ]);

    const sms = async () =>
      (await t.app.inject({ url: "/api/dev/outbox?to=%2B9647705559876" })).json().data.length as number;
    const before = await sms();
    const resent = await call(
      "POST",
      `/api/back-office/orders/${order.orderId}/resend-ticket`,
      as("support"),
    );
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(await sms()).toBe(before + 1);
    const audit = await call("GET", `/api/back-office/audit?objectId=${order.orderId}`, as("admin"));
    expect(audit.body.data.items.map((e: { action: string }) => e.action)).toEqual([
      "order.resend-ticket",
      "order.note",
    ]);

    const unknown = "00000000-0000-4000-8000-00000000000a";
    expect(
      (await call("POST", `/api/back-office/orders/${unknown}/resend-ticket`, as("support"))).status,
    ).toBe(404);
    expect((await call("GET", `/api/back-office/orders/${unknown}/notes`, as("support"))).status).toBe(404);
  });

  it("an order without an issued ticket has none to resend", async () => {
    const who = await signUpCustomer(t);
    const found = await searchCharter(t, 18);
    const order = await reservedOrder(t, who, found);
    const r = await call("POST", `/api/back-office/orders/${order.orderId}/resend-ticket`, as("support"));
    expect([r.status, r.body.meta.errors[0].messages]).toEqual([409, ["TICKET_NOT_ISSUED"]]);
  });

  it("lists by status and registration days (Baghdad), newest first; a reversed range is refused", async () => {
    const who = await signUpCustomer(t);
    const order = await issuedCharterOrder(t, who, { days: 15 });
    const list = async (query: string) =>
      (await call("GET", `/api/back-office/orders?${query}&pageSize=100`, as("operations"))).body.data;
    const today = await list(`from=${baghdadDay()}&to=${baghdadDay()}&status=Successful`);
    expect(today.items.map((o: { orderId: string }) => o.orderId)).toContain(order.orderId);
    const dates = today.items.map((o: { registrationTime: string }) => o.registrationTime);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await list(`from=${baghdadDay(1)}`)).items).toEqual([]);
    const rejected = await list(`status=Rejected&q=${order.orderNumber}`);
    expect(rejected.items).toEqual([]);
    const reversed = await call(
      "GET",
      `/api/back-office/orders?from=${baghdadDay(1)}&to=${baghdadDay()}`,
      as("operations"),
    );
    expect([reversed.status, reversed.body.meta.errors[0].messages]).toEqual([
      400,
      ["DATE_RANGE_IS_INVALID"],
    ]);
    const missing = await call(
      "GET",
      "/api/back-office/orders/00000000-0000-4000-8000-000000000009",
      as("admin"),
    );
    expect(missing.status).toBe(404);
  });
});

describe("cancel and refund from an order (for the customer on the phone)", () => {
  const refundsOf = async (who: TestCustomer, orderId: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/refund/RefundRequest/GetOrderRefundRequests/${orderId}`,
        headers: who.headers,
      })
    ).json();

  it("to the wallet: decided at once by the customer's rules, in the account's name, told to the customer, audited", async () => {
    const who = await signUpCustomer(t);
    await setCustomerName(t, who, "Hawraa", "Jaber");
    const order = await issuedCharterOrder(t, who, {
      days: 20,
      contact: { phoneNumber: `0${who.phoneNumber}`, email: "hawraa@example.com" },
    });
    const r = await call(
      "POST",
      `/api/back-office/orders/${order.orderId}/cancel-and-refund`,
      as("support"),
      {
        reason: 1,
        destination: "Wallet",
        description: "asked on the phone",
        cancellationPolicyAccepted: true,
        locale: "en",
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ orderId: order.orderId, status: "Refunded", destination: "Wallet" });
    expect(r.body.data.refundAmount).toBeGreaterThan(0);
    const details = await call("GET", `/api/back-office/orders/${order.orderId}`, as("support"));
    expect(details.body.data.timeline.map((e: { kind: string }) => e.kind)).toContain("Refunded");
    expect((await refundsOf(who, order.orderId)).data).toEqual([
      expect.objectContaining({ id: r.body.data.id, status: "Refunded" }),
    ]);
    // told in the language the operator chose (English here)
    const outbox = await call("GET", `/api/dev/outbox?to=${encodeURIComponent(`+964${who.phoneNumber}`)}`);
    expect(
      outbox.body.data.some(
        (m: { text: string }) => m.text.includes(r.body.data.requestNumber) && /wallet/i.test(m.text),
      ),
    ).toBe(true);
    const customer = await call("GET", `/api/back-office/customers/${who.userId}`, as("support"));
    expect(customer.body.data.walletBalance).toBe(r.body.data.refundAmount);
    const audit = await call(
      "GET",
      `/api/back-office/audit?action=order.cancel-and-refund&objectId=${order.orderId}`,
      as("admin"),
    );
    expect(audit.body.data.items).toEqual([
      expect.objectContaining({
        role: "support",
        after: expect.objectContaining({ refundRequestId: r.body.data.id, status: "Refunded" }),
      }),
    ]);
    // the same items again: already asked
    const again = await call(
      "POST",
      `/api/back-office/orders/${order.orderId}/cancel-and-refund`,
      as("support"),
      {
        reason: 1,
        destination: "Wallet",
        cancellationPolicyAccepted: true,
      },
    );
    expect(again.status).toBe(409);
  });

  it("to a bank: waits in the queue for finance; each rule of the form by its key; 404 for no order", async () => {
    const who = await signUpCustomer(t);
    const order = await issuedCharterOrder(t, who, { days: 21 });
    const url = `/api/back-office/orders/${order.orderId}/cancel-and-refund`;
    const bad = async (body: object) => (await call("POST", url, as("operations"), body)).body.meta.errors;
    expect(await bad({ reason: 1, destination: "Bank", cancellationPolicyAccepted: true })).toEqual([
      { key: "iban", messages: ["REFUND_BANK_DETAILS_REQUIRED"] },
    ]);
    expect(await bad({ reason: 1, destination: "Wallet" })).toEqual([
      { key: "cancellationPolicyAccepted", messages: ["PL_ACCEPT_CANCELLATION_POLICY"] },
    ]);
    expect(await bad({ reason: 999, destination: "Wallet", cancellationPolicyAccepted: true })).toEqual([
      { key: "reason", messages: ["REFUND_REASON_IS_INVALID"] },
    ]);
    const missing = await call(
      "POST",
      "/api/back-office/orders/00000000-0000-4000-8000-00000000abcd/cancel-and-refund",
      as("operations"),
      { reason: 1, destination: "Wallet", cancellationPolicyAccepted: true },
    );
    expect(missing.status).toBe(404);

    const made = await call("POST", url, as("operations"), {
      reason: 1,
      destination: "Bank",
      iban: "123456789012345678901234",
      cancellationPolicyAccepted: true,
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ status: "Requested", bankAccount: "••••••••1234" });
    const queue = await call("GET", "/api/back-office/refunds?status=Requested&pageSize=100", as("finance"));
    expect(queue.body.data.items.map((x: { id: string }) => x.id)).toContain(made.body.data.id);
    // the customer sees the request on their order
    expect((await refundsOf(who, order.orderId)).data.map((x: { id: string }) => x.id)).toEqual([
      made.body.data.id,
    ]);
  });
});

describe("customers", () => {
  it("found by phone in any form or by name; the account, its wallet and its orders", async () => {
    const who = await signUpCustomer(t);
    await setCustomerName(t, who, "Ruqayya", "Al-Tamimi");
    const order = await issuedCharterOrder(t, who, { days: 16 });
    expect((await savePassenger(t, who, iraqiAdult({ firstName: "Zainab" }))).statusCode).toBe(200);
    const search = async (q: string) =>
      (
        await call("GET", `/api/back-office/customers?q=${encodeURIComponent(q)}`, as("support"))
      ).body.data.items.map((c: { userId: string }) => c.userId);
    expect(await search(`0${who.phoneNumber}`)).toEqual([who.userId]);
    expect(await search(`+964 ${who.phoneNumber}`)).toEqual([who.userId]);
    expect(await search("ruqayya tamimi")).toEqual([who.userId]);
    expect(await search("100%_")).toEqual([]);
    const details = await call("GET", `/api/back-office/customers/${who.userId}`, as("support"));
    expect(details.status).toBe(200);
    expect(details.body.data.customer).toMatchObject({ firstName: "Ruqayya", status: "active" });
    expect(details.body.data.walletBalance).toBe(0);
    expect(details.body.data.travellers.map((p: { firstName: string }) => p.firstName)).toEqual(["Zainab"]);
    expect(details.body.data.orders.items.map((o: { orderId: string }) => o.orderId)).toEqual([
      order.orderId,
    ]);
    const missing = await call(
      "GET",
      "/api/back-office/customers/00000000-0000-4000-8000-000000000010",
      as("support"),
    );
    expect([missing.status, missing.body.meta.errors[0].messages]).toEqual([404, ["CUSTOMER_NOT_FOUND"]]);
  });

  it("suspended: refused on the next call, sessions ended; reinstated; terminated for good (spec §6)", async () => {
    const who = await signUpCustomer(t);
    const me = () => t.app.inject({ url: "/account/api/Account/CurrentUser", headers: who.headers });
    expect((await me()).statusCode).toBe(200);
    const status = (body: object) =>
      call("POST", `/api/back-office/customers/${who.userId}/status`, as("support"), body);

    const noReason = await status({ status: "suspended", reason: " " });
    expect([noReason.status, noReason.body.meta.errors[0].messages]).toEqual([
      400,
      ["CUSTOMER_STATUS_REASON_REQUIRED"],
    ]);
    const suspended = await status({ status: "suspended", reason: "card fraud reported" });
    expect(suspended.body.data.status).toBe("suspended");
    expect((await me()).statusCode).toBe(401);
    const live = await t.infrastructure.database.query<{ n: number }>(
      "select count(*)::int as n from refresh_tokens where user_id = $1 and revoked_at is null",
      [who.userId],
    );
    expect(live[0]?.n).toBe(0);

    expect((await status({ status: "active", reason: "cleared by the bank" })).body.data.status).toBe(
      "active",
    );
    expect((await me()).statusCode).toBe(200);
    expect((await status({ status: "terminated", reason: "asked to close the account" })).status).toBe(200);
    const reopen = await status({ status: "active", reason: "mistake" });
    expect([reopen.status, reopen.body.meta.errors[0].messages]).toEqual([409, ["CUSTOMER_TERMINATED"]]);

    const audit = await call("GET", `/api/back-office/audit?objectId=${who.userId}`, as("admin"));
    expect(
      audit.body.data.items.map((e: { action: string; after: { reason: string } }) => [
        e.action,
        e.after.reason,
      ]),
    ).toEqual([
      ["customer.terminated", "asked to close the account"],
      ["customer.active", "cleared by the bank"],
      ["customer.suspended", "card fraud reported"],
    ]);
  });
});

describe("wallet adjustments (finance only)", () => {
  let secondFinance: string;
  beforeAll(async () => {
    const op = await newOperator("finance");
    const r = await signIn({ email: op.operator.email, password: PASSWORD, code: codeOf(op) });
    secondFinance = String(r.setCookie).split(";")[0] as string;
  });
  const balanceOf = async (who: TestCustomer) =>
    (
      await t.app.inject({ url: "/api/wallet/wallet/CurrentUserBalance?type=Cache", headers: who.headers })
    ).json().data.balance as number;

  it("up to the set amount: applied at once as a balanced ledger transaction; above it: a second operator approves", async () => {
    const who = await signUpCustomer(t);
    const adjust = (body: object) =>
      call("POST", `/api/back-office/customers/${who.userId}/wallet-adjustments`, as("finance"), body);
    const small = await adjust({ amount: 25.5, reason: "goodwill: delayed flight" });
    expect(small.body.data).toMatchObject({ status: "applied", amount: 25.5 });
    expect(await balanceOf(who)).toBe(25.5);

    const large = await adjust({ amount: 250, reason: "refund of a cancelled hotel paid by transfer" });
    expect(large.body.data.status).toBe("pending");
    expect(await balanceOf(who)).toBe(25.5);
    const id = large.body.data.id;
    const self = await call("POST", `/api/back-office/wallet-adjustments/${id}/approve`, as("finance"));
    expect([self.status, self.body.meta.errors[0].messages]).toEqual([
      403,
      ["WALLET_ADJUSTMENT_SAME_OPERATOR"],
    ]);
    const pending = await call("GET", "/api/back-office/wallet-adjustments?status=pending&pageSize=100", {
      cookie: secondFinance,
    });
    expect(pending.body.data.items.map((a: { id: string }) => a.id)).toContain(id);
    expect(pending.body.data.approvalAbove).toBe(100);
    // the customer's own list: theirs only
    const theirs = await call(
      "GET",
      `/api/back-office/wallet-adjustments?userId=${who.userId}`,
      as("finance"),
    );
    expect(theirs.body.data.items.length).toBeGreaterThanOrEqual(2);
    expect(theirs.body.data.items.every((a: { userId: string }) => a.userId === who.userId)).toBe(true);
    const approved = await call("POST", `/api/back-office/wallet-adjustments/${id}/approve`, {
      cookie: secondFinance,
    });
    expect(approved.body.data).toMatchObject({
      status: "applied",
      decidedBy: expect.stringContaining("finance"),
    });
    expect(await balanceOf(who)).toBe(275.5);
    const again = await call("POST", `/api/back-office/wallet-adjustments/${id}/approve`, {
      cookie: secondFinance,
    });
    expect([again.status, again.body.meta.errors[0].messages]).toEqual([
      409,
      ["WALLET_ADJUSTMENT_ALREADY_DECIDED"],
    ]);
    await expectLedgerSound(t);

    const audit = await call("GET", `/api/back-office/audit?objectId=${who.userId}`, as("admin"));
    expect(audit.body.data.items.map((e: { action: string }) => e.action)).toEqual([
      "wallet-adjustment.approve",
      "wallet-adjustment.request",
      "wallet-adjustment.apply",
    ]);
  });

  it("a debit the wallet cannot bear stays pending; a rejection needs its note; bad amounts by their key", async () => {
    const who = await signUpCustomer(t);
    const adjust = (body: object) =>
      call("POST", `/api/back-office/customers/${who.userId}/wallet-adjustments`, as("finance"), body);
    const debit = await adjust({ amount: -500, reason: "duplicate credit" });
    const approve = await call("POST", `/api/back-office/wallet-adjustments/${debit.body.data.id}/approve`, {
      cookie: secondFinance,
    });
    expect([approve.status, approve.body.meta.errors[0].messages]).toEqual([
      400,
      ["NOT_ENOUGH_WALLET_BALANCE"],
    ]);
    const stillPending = await call(
      "GET",
      "/api/back-office/wallet-adjustments?status=pending&pageSize=100",
      as("finance"),
    );
    expect(stillPending.body.data.items.map((a: { id: string }) => a.id)).toContain(debit.body.data.id);
    const noNote = await call(
      "POST",
      `/api/back-office/wallet-adjustments/${debit.body.data.id}/reject`,
      {
        cookie: secondFinance,
      },
      { note: "" },
    );
    expect(noNote.body.meta.errors[0].messages).toEqual(["WALLET_ADJUSTMENT_REASON_REQUIRED"]);
    const rejected = await call(
      "POST",
      `/api/back-office/wallet-adjustments/${debit.body.data.id}/reject`,
      {
        cookie: secondFinance,
      },
      { note: "no duplicate found" },
    );
    expect(rejected.body.data).toMatchObject({ status: "rejected", decisionNote: "no duplicate found" });

    for (const amount of [0, 0.001, 100_001, "5"]) {
      const bad = await adjust({ amount, reason: "x" });
      expect([bad.status, bad.body.meta.errors[0]]).toEqual([
        400,
        { key: "amount", messages: ["WALLET_ADJUSTMENT_AMOUNT_IS_INVALID"] },
      ]);
    }
    const noReason = await adjust({ amount: 5, reason: " " });
    expect(noReason.body.meta.errors[0].messages).toEqual(["WALLET_ADJUSTMENT_REASON_REQUIRED"]);
    const nobody = await call(
      "POST",
      "/api/back-office/customers/00000000-0000-4000-8000-00000000000b/wallet-adjustments",
      as("finance"),
      { amount: 5, reason: "x" },
    );
    expect(nobody.status).toBe(404);
    expect(await balanceOf(who)).toBe(0);
  });

  it.runIf(onPostgres)("ten approvals of one adjustment at once: one applies it", async () => {
    const who = await signUpCustomer(t);
    const large = await call(
      "POST",
      `/api/back-office/customers/${who.userId}/wallet-adjustments`,
      as("finance"),
      {
        amount: 300,
        reason: "compensation",
      },
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("POST", `/api/back-office/wallet-adjustments/${large.body.data.id}/approve`, {
          cookie: secondFinance,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await balanceOf(who)).toBe(300);
  });
});

describe("currency rates", () => {
  it("finance sets a rate: the storefront uses it at once, the history and the audit log keep the change", async () => {
    const before = await call("GET", "/api/back-office/currency-rates?currencyCode=AED", as("finance"));
    const aed = before.body.data.currencies.find((c: { currencyCode: string }) => c.currencyCode === "AED");
    const set = await call("POST", "/api/back-office/currency-rates", as("finance"), {
      currencyCode: "AED",
      exchangeRate: 3.7,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const shown = await t.app.inject({ url: "/api/pricing/CurrencyRate/GetUICurrencyCodes" });
    expect(
      shown.json().data.find((c: { currencyCode: string }) => c.currencyCode === "AED").exchangeRate,
    ).toBe(3.7);

    const after = await call("GET", "/api/back-office/currency-rates?currencyCode=AED", as("finance"));
    expect(after.body.data.history[0]).toMatchObject({
      currencyCode: "AED",
      exchangeRate: 3.7,
      previousRate: aed.exchangeRate,
      setBy: created.finance.operator.email,
    });
    const audit = await call(
      "GET",
      "/api/back-office/audit?action=currency-rate.set&objectId=AED",
      as("admin"),
    );
    expect(audit.body.data.items[0]).toMatchObject({
      role: "finance",
      before: { exchangeRate: aed.exchangeRate },
      after: { exchangeRate: 3.7 },
    });
  });

  it("refuses the base currency and a rate that is not a positive number, by their keys", async () => {
    const usd = await call("POST", "/api/back-office/currency-rates", as("admin"), {
      currencyCode: "USD",
      exchangeRate: 2,
    });
    expect([usd.status, usd.body.meta.errors[0]]).toEqual([
      400,
      { key: "currencyCode", messages: ["CURRENCY_RATE_IS_FIXED"] },
    ]);
    for (const exchangeRate of [0, -5, "1310"]) {
      const bad = await call("POST", "/api/back-office/currency-rates", as("admin"), {
        currencyCode: "IQD",
        exchangeRate,
      });
      expect([bad.status, bad.body.meta.errors[0]]).toEqual([
        400,
        { key: "exchangeRate", messages: ["CURRENCY_RATE_IS_INVALID"] },
      ]);
    }
  });
});

describe("the development route that makes an operator", () => {
  it("makes one with its key outside production (the end-to-end suite signs in with it)", async () => {
    const body = { email: "e2e-admin@ops.test", displayName: "E2E", role: "admin", password: PASSWORD };
    const r = await call("POST", "/api/dev/back-office/operators", {}, body);
    expect(r.status).toBe(200);
    const op = r.body.data as CreatedOperator;
    expect((await signIn({ email: op.operator.email, password: PASSWORD, code: codeOf(op) })).status).toBe(
      200,
    );
  });

  it("does not exist in production", async () => {
    const production = await createTestApp({ env: PRODUCTION_ENV });
    try {
      const r = await production.app.inject({
        method: "POST",
        url: "/api/dev/back-office/operators",
        payload: { email: "x@ops.test", displayName: "X", role: "admin", password: PASSWORD },
      });
      expect(r.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
