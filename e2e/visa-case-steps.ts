import { readFile } from "node:fs/promises";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { png } from "./pictures";
import {
  baghdadDay,
  codeFromOutbox,
  DIALING_CODE,
  hydrated,
  setLocale,
  signInDirect,
  uniquePhone,
} from "./session";

/**
 * A customer's paid visa case, made through the API as the storefront sends it (the server's
 * visa-applications.api.test.ts does the same): the customer signs in with a code, sends
 * SubmitVisaRequest as the spec's multipart form (bracket names, empty strings for missing values,
 * a passport page and a 600 × 800 personal photo per traveller), and pays from the wallet; the
 * payment opens the case (Submitted) for the visa officers.
 */

type Customer = { phone: string; headers: Record<string, string> };

/**
 * A new customer signed in in a browser of their own (Arabic), for their side of a case: the
 * context, a page, and their bearer header for the API.
 */
export async function customerBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await setLocale(context, baseURL, "ar");
  const phone = uniquePhone();
  await signInDirect(context, context.request, baseURL, phone);
  const page = await context.newPage();
  const auth = (await context.cookies()).find((c) => c.name === "auth");
  const { accessToken } = JSON.parse(decodeURIComponent(auth?.value ?? "{}")) as { accessToken: string };
  return { context, page, customer: { phone, headers: { authorization: `Bearer ${accessToken}` } } };
}

/** A new customer signed in by a code from the development outbox; their bearer header. */
async function signUpCustomer(request: APIRequestContext): Promise<Customer> {
  const phone = uniquePhone();
  const created = await request.post("/account/otp/create", {
    data: { phoneNumber: phone, dialingCode: DIALING_CODE, channel: 1 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const code = await codeFromOutbox(request, phone);
  const token = await request.post("/account/connect/token", {
    form: { grant_type: "otp", phone_number: phone, dialing_code: DIALING_CODE, code },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const { access_token } = ((await token.json()) as { data: { access_token: string } }).data;
  return { phone, headers: { authorization: `Bearer ${access_token}` } };
}

let serial = 0;

/** One traveller of the visa variant (an Iraqi passport valid long after the trip). */
const traveller = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  // The visa variant asks for the names in Persian letters too.
  firstNameFarsi: "زينب",
  lastNameFarsi: "كريم",
  genderTitle: "Female",
  birthDate: "1991-09-03",
  type: 1,
  nationalityCountry: 3415,
  passportIssuingCountry: 3415,
  passportType: "",
  passportNumber: `A${String(Date.now()).slice(-7)}`,
  passportExpirationDate: baghdadDay(1500),
});

/** The spec's flattening: nested fields as bracket names, missing values as empty strings. */
function flatten(body: Record<string, unknown>, prefix = ""): [string, string][] {
  return Object.entries(body).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value !== null && typeof value === "object") return flatten(value as Record<string, unknown>, name);
    return [[name, value === undefined || value === null ? "" : String(value)] as [string, string]];
  });
}

/**
 * A paid UAE 30-day single-entry visa case for `names` (first and last), opened and Submitted.
 * Answers the order's id, the case's number and the customer's phone (to sign them in).
 */
export async function paidVisaCase(
  request: APIRequestContext,
  names: [string, string][],
  signedIn?: Customer,
): Promise<{ orderId: string; caseNumber: string; phone: string }> {
  const customer = signedIn ?? (await signUpCustomer(request));
  const products = (
    (await (await request.get("/api/visa/Visa/GetBasePrices?countryCode=AE")).json()) as {
      data: { id: string; countryCode: string; stay: number; entry: string; type: string }[];
    }
  ).data;
  const product = products.find((p) => p.type === "Tourist" && p.stay === 30 && p.entry === "Single");
  expect(product, "the UAE's 30-day single-entry visa").toBeDefined();

  const passportPage = await readFile("e2e/fixtures/passport-iraq.jpg");
  const photo = png(600, 800, [216, 221, 230]);
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {};
  const fields = flatten({
    productId: product?.id,
    processing: "Normal",
    travelDate: baghdadDay(30),
    contact: { phoneNumber: `0${customer.phone}`, email: "visa-applicant@example.com" },
    productChannel: 1,
    acceptedTotalPrice: undefined,
    travellers: names.map(([first, last]) => traveller(first, last)),
  });
  for (const [name, value] of fields) multipart[name] = value;
  names.forEach((_, i) => {
    multipart[`travellers[${i}][documents][PassportPage]`] = {
      name: "passport.jpg",
      mimeType: "image/jpeg",
      buffer: passportPage,
    };
    multipart[`travellers[${i}][documents][PersonalPhoto]`] = {
      name: "photo.png",
      mimeType: "image/png",
      buffer: photo,
    };
  });
  const submitted = await request.post("/api/visa/Submit/SubmitVisaRequest", {
    multipart,
    headers: {
      ...customer.headers,
      "idempotency-key": `visa-e2e-${Date.now()}-${process.env.TEST_WORKER_INDEX ?? 0}-${serial++}`,
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const { orderId } = ((await submitted.json()) as { data: { orderId: string } }).data;

  // Paid from the wallet, credited first (the development route).
  const credit = await request.post("/api/dev/wallet/credit", {
    data: { phoneNumber: customer.phone, dialingCode: DIALING_CODE, amount: 2000 },
  });
  expect(credit.ok(), await credit.text()).toBe(true);
  const paid = await request.post("/api/wallet/wallet/ConfirmOrder", {
    data: { orderId },
    headers: customer.headers,
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  let caseNumber = "";
  await expect
    .poll(
      async () => {
        const verify = await request.get(`/api/visa/Submit/VerifyVisaPayment/${orderId}`, {
          headers: customer.headers,
        });
        const data = (
          (await verify.json()) as { data?: { caseNumber: string | null; caseStatus: string | null } }
        ).data;
        caseNumber = data?.caseNumber ?? "";
        return data?.caseStatus;
      },
      { timeout: 30_000 },
    )
    .toBe("Submitted");
  return { orderId, caseNumber, phone: customer.phone };
}

/**
 * An officer's case page (open on `page`): the case's status, its actions, and `act(button)`, which
 * opens that action's dialog (once the button is hydrated) and answers the dialog.
 */
export function caseDesk(page: Page) {
  const status = page.getByTestId("bo-visa-summary").getByTestId("bo-visa-case-status");
  const actions = page.getByTestId("bo-visa-actions");
  const act = async (button: string) => {
    const opener = actions.getByRole("button", { name: button, exact: true });
    await hydrated(opener);
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    return dialog;
  };
  return { status, actions, act };
}
