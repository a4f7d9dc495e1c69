import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { ownCharter } from "./booking-steps";
import { expect } from "./fixtures";
import { baghdadDay, bearer, DIALING_CODE, hydrated, yearsAgo } from "./session";

/**
 * What the back-office specs share: operators made through the development route (as `npm run
 * operator -- create` makes them), their authenticator's code, the Arabic sign-in form, and a
 * customer's paid charter order.
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

/**
 * Signs `operator` in through the API (the session cookie lands in the page's context) and opens the
 * dashboard. The sign-in form itself is tested in back-office.spec.ts and the story.
 */
export async function openBackOffice(page: Page, operator: Operator) {
  const signedIn = await page.request.post("/api/back-office/auth/sign-in", {
    data: { email: operator.email, password: operator.password, code: codeOf(operator) },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  // The layout and the dashboard both need the session: one call serves them.
  const sessionCalls: string[] = [];
  const count = (request: { url(): string }) => {
    if (request.url().includes("/api/back-office/auth/session")) sessionCalls.push(request.url());
  };
  page.on("request", count);
  await page.goto("/back-office");
  await expect(page.getByTestId("bo-role")).toBeVisible();
  page.off("request", count);
  expect(sessionCalls).toHaveLength(1);
}

/** Fills and sends the sign-in form (already open). */
export async function signIn(page: Page, operator: Operator, code = codeOf(operator)) {
  await page.getByLabel("البريد الإلكتروني").fill(operator.email);
  await page.getByLabel("كلمة المرور").fill(operator.password);
  await page.getByLabel("رمز تطبيق المصادقة").fill(code);
  await page.getByRole("button", { name: "دخول", exact: true }).click();
}

let orderSerial = 0;

/** The signed-in customer's API as the storefront calls it (their token): each answer's `data`. */
export async function customerApi(page: Page) {
  const auth = { authorization: `Bearer ${await bearer(page)}` };
  return async <T = Record<string, unknown>>(
    path: string,
    data: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await page.request.post(path, { data, headers: { ...auth, ...headers } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
}

/** One adult Iraqi traveller as the booking form sends one. */
export const zainab = {
  firstName: "Zainab",
  lastName: "Kareem",
  genderTitle: "Female",
  birthDate: "1991-09-03",
  nationalityCountry: 3415,
  passportIssuingCountry: 3415,
  passportType: "IraqPassport",
  passportNumber: "A1234567",
  passportExpirationDate: yearsAgo(-10),
  type: 1,
};

/** Submits the customer's order of one proposal for `zainab` (its own idempotency key); answers its id and number. */
export async function submitOrder(
  call: Awaited<ReturnType<typeof customerApi>>,
  chosen: { requestId: string; proposalId: string | undefined },
  contact: { phoneNumber: string; email: string },
) {
  const order = await call<{ orderId: string; orderNumber: string }>(
    "/api/flight-reservation/Submit/SubmitFlightOrder",
    { ...chosen, contact, passengers: [zainab], productChannel: 1 },
    {
      "idempotency-key": `back-office-${Date.now()}-${process.env.TEST_WORKER_INDEX ?? 0}-${orderSerial++}`,
    },
  );
  return { orderId: order.orderId, orderNumber: String(order.orderNumber) };
}

/**
 * The signed-in customer's paid charter order, through the API as the storefront sends it: a charter
 * of the test's own `days` ahead (NJF → IKA, so any calendar day has one), one traveller, the wallet
 * credited and paying it, and the ticket issued. Answers the order's id and the customer's API call.
 */
export async function paidCharterOrder(
  page: Page,
  phone: string,
  days: number,
  contact = { phoneNumber: "07801234567", email: "zainab@example.com" },
) {
  const auth = { authorization: `Bearer ${await bearer(page)}` };
  const call = await customerApi(page);
  const date = baghdadDay(days);
  const flightNumber = await ownCharter(page.request, { origin: "NJF", destination: "IKA", date, seats: 9 });
  const search = await call<{
    requestId: string;
    proposals: { proposalId: string; flightGroups: { flightNumber: string }[] }[];
  }>("/api/flight-catalog/FlightCatalog/Available", {
    adults: 1,
    origin: "NJF",
    destination: "IKA",
    departureDates: [date],
  });
  const proposal = search.proposals.find((p) => p.flightGroups.some((g) => g.flightNumber === flightNumber));
  expect(proposal, `own charter ${flightNumber} in the search`).toBeDefined();
  const { orderId } = await submitOrder(
    call,
    { requestId: search.requestId, proposalId: proposal?.proposalId },
    contact,
  );
  await call("/api/flight-reservation/Reserve/ReserveFlightOrder", { orderId });
  const credit = await page.request.post("/api/dev/wallet/credit", {
    data: { phoneNumber: phone, dialingCode: DIALING_CODE, amount: 2000 },
  });
  expect(credit.ok()).toBe(true);
  await call("/api/wallet/wallet/ConfirmOrder", { orderId });
  await expect
    .poll(
      async () => {
        const r = await page.request.get(`/api/flight-reservation/Issue/VerifyIssueFlightTicket/${orderId}`, {
          headers: auth,
        });
        return ((await r.json()) as { data?: { state?: string } }).data?.state;
      },
      { timeout: 30_000 },
    )
    .toBe("Issued");
  return { orderId, call };
}

/** Opens the orders from the navigation and searches for `query` (as support types it). */
export async function searchOrders(page: Page, query: string) {
  await page
    .getByRole("navigation", { name: "أقسام لوحة الإدارة" })
    .getByRole("link", { name: "الطلبات" })
    .click();
  await page.waitForURL(/\/back-office\/orders$/);
  const box = page.getByLabel("رقم الطلب أو رمز الحجز أو التذكرة أو الهاتف أو البريد");
  await hydrated(box);
  await box.fill(query);
  await page.getByRole("button", { name: "عرض" }).click();
  await page.waitForURL(/\/back-office\/orders\?q=/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A new charter flight in the charters page's form (times on each airport's clock); sends it. */
export async function createCharterInForm(
  page: Page,
  flight: {
    airline: string;
    number: string;
    origin: string;
    destination: string;
    day: string;
    departs: string;
    arrives: string;
    seats: string;
    adultFare?: string;
  },
) {
  const form = page.getByTestId("bo-charter-form");
  await form.getByLabel("رمز شركة الطيران").fill(flight.airline);
  await form.getByLabel("رقم الرحلة").fill(flight.number);
  await form.getByLabel("من (المطار)").fill(flight.origin);
  await form.getByLabel("إلى (المطار)").fill(flight.destination);
  await form.getByLabel("الطائرة").selectOption({ index: 1 });
  await form.getByLabel("المقاعد المعروضة").fill(flight.seats);
  const departure = form.getByRole("group", { name: /^الإقلاع/ });
  await departure.getByLabel("اليوم").fill(flight.day);
  await departure.getByLabel("الساعة").fill(flight.departs);
  const arrival = form.getByRole("group", { name: /^الوصول/ });
  await arrival.getByLabel("اليوم").fill(flight.day);
  await arrival.getByLabel("الساعة").fill(flight.arrives);
  if (flight.adultFare !== undefined) await form.getByLabel("بالغ").fill(flight.adultFare);
  await form.getByRole("button", { name: "إنشاء الرحلة" }).click();
  return form;
}
