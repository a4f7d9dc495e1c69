import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { ownCharter } from "./booking-steps";
import { expect } from "./fixtures";
import { baghdadDay, bearer, DIALING_CODE } from "./session";

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

/** Fills and sends the sign-in form (already open). */
export async function signIn(page: Page, operator: Operator, code = codeOf(operator)) {
  await page.getByLabel("البريد الإلكتروني").fill(operator.email);
  await page.getByLabel("كلمة المرور").fill(operator.password);
  await page.getByLabel("رمز تطبيق المصادقة").fill(code);
  await page.getByRole("button", { name: "دخول", exact: true }).click();
}

let orderSerial = 0;

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
  const call = async (path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request.post(path, { data, headers: { ...auth, ...headers } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const date = baghdadDay(days);
  const flightNumber = await ownCharter(page.request, { origin: "NJF", destination: "IKA", date, seats: 9 });
  const search = (await call("/api/flight-catalog/FlightCatalog/Available", {
    adults: 1,
    origin: "NJF",
    destination: "IKA",
    departureDates: [date],
  })) as { requestId: string; proposals: { proposalId: string; flightGroups: { flightNumber: string }[] }[] };
  const proposal = search.proposals.find((p) => p.flightGroups.some((g) => g.flightNumber === flightNumber));
  expect(proposal, `own charter ${flightNumber} in the search`).toBeDefined();
  const { orderId } = (await call(
    "/api/flight-reservation/Submit/SubmitFlightOrder",
    {
      requestId: search.requestId,
      proposalId: proposal?.proposalId,
      contact,
      passengers: [
        {
          firstName: "Zainab",
          lastName: "Kareem",
          genderTitle: "Female",
          birthDate: "1991-09-03",
          nationalityCountry: 3415,
          passportIssuingCountry: 3415,
          passportType: "IraqPassport",
          passportNumber: "A1234567",
          passportExpirationDate: "2036-01-01",
          type: 1,
        },
      ],
      productChannel: 1,
    },
    {
      "idempotency-key": `back-office-${Date.now()}-${process.env.TEST_WORKER_INDEX ?? 0}-${orderSerial++}`,
    },
  )) as { orderId: string };
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
