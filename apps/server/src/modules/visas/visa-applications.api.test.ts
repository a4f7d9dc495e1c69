/**
 * Applying for a visa online (issue 15): SubmitVisaRequest as the spec's multipart form (bracket
 * names, empty strings for missing values, documents as file parts), every refusal by its key
 * (Iraqi travellers only, documents by content, the personal photo's size and shape, the travel
 * date), the order it makes (type Visa, its payment window open), idempotency over fields and
 * files, the payment that opens the case (VerifyVisaPayment, VisaOrder/GetById), and ownership.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { OrderDetail, VerifyVisaPayment, VisaOrderDetails, VisaProduct } from "@safar/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eventually, payOnSandbox } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { baghdadDay } from "../../test/inventory";
import { pdfBytes } from "../../test/passport-images";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  baseDocuments as documentsOf,
  filePart as file,
  type Part,
  photo,
  submitVisa,
  visaTraveller as traveller,
  type VisaPictures,
  visaApplication,
  visaPictures,
  visaProducts,
} from "../../test/visas";

let t: TestApp;
let alice: TestCustomer;
let products: VisaProduct[];
let uae: VisaProduct;
let pictures: VisaPictures;
let uploadsDir: string;

const TURKEY_ISO3 = "TUR";

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), "safar-visas-"));
  t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir, FILE_STORAGE: "disk" } });
  alice = await signUpCustomer(t, "782");
  ({ products, uae30: uae } = await visaProducts(t));
  pictures = await visaPictures();
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** Every file the storage holds (the customers' private images). */
const storedCount = () =>
  readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

const uae30 = () => uae;
const thailand = () => {
  const found = products.find((p) => p.countryCode === "TH");
  if (!found) throw new Error("no Thai visa on sale");
  return found;
};
const baseDocuments = (i: number) => documentsOf(pictures, i);
const application = (overrides: Record<string, unknown> = {}) => visaApplication(uae, overrides);
const passportPage = () => pictures.passportPage;

function submit(
  body: Record<string, unknown>,
  documents: Part[],
  options: { who?: TestCustomer | null; key?: string } = {},
) {
  return submitVisa(t, options.who === undefined ? alice : options.who, body, documents, options.key);
}

const errorsOf = (r: { json(): unknown }) =>
  Object.fromEntries(
    (r.json() as { meta: { errors: { key: string; messages: string[] }[] } }).meta.errors.map((e) => [
      e.key,
      e.messages,
    ]),
  );

describe("SubmitVisaRequest", () => {
  it("makes a Visa order for two travellers with their documents, open for payment", async () => {
    const r = await submit(
      application({ travellers: [traveller("Ali"), traveller("Zainab", { genderTitle: "Female" })] }),
      [...baseDocuments(0), ...baseDocuments(1)],
    );
    expect(r.statusCode, r.body).toBe(200);
    const order = r.json().data as OrderDetail;
    const priced = (
      await t.app.inject({ url: `/api/visa/Visa/GetTotalPrice?productId=${uae30().id}&travellers=2` })
    ).json().data;
    expect(order).toMatchObject({
      type: "Visa",
      status: "Approved",
      totalAmount: priced.totalPriceUsd,
      travellersCount: 2,
      visa: { countryCode: "AE", travelDate: baghdadDay(30) },
      visaOrder: {
        productId: uae30().id,
        countryCode: "AE",
        processing: "Normal",
        processingDays: uae30().processingDays,
        currency: "AED",
        unitPrice: 300,
        totalPrice: 600,
      },
    });
    expect(order.holdExpiresAt).not.toBeNull();
    expect(storedCount()).toBeGreaterThanOrEqual(4);
    const [ali, zainab] = order.visaOrder?.travellers ?? [];
    expect(ali).toMatchObject({ firstName: "Ali", firstNameFarsi: "علي", nationalityCountry: "3415" });
    expect(zainab?.documents.map((d) => d.kind)).toEqual(["PassportPage", "PersonalPhoto"]);
    // The documents are the customer's private images: hers to read, nobody else's.
    const path = zainab?.documents[1]?.path ?? "";
    const own = await t.app.inject({ url: `/images/${path}`, headers: alice.headers });
    expect(own.statusCode).toBe(200);
    expect((await sharp(own.rawPayload).metadata()).width).toBe(600);
    const bob = await signUpCustomer(t, "783");
    expect((await t.app.inject({ url: `/images/${path}`, headers: bob.headers })).statusCode).toBe(404);
  });

  it("answers the same order to the same request, and refuses the key with other files", async () => {
    const key = `visa-same-${process.pid}`;
    const first = await submit(application(), baseDocuments(0), { key });
    const again = await submit(application(), baseDocuments(0), { key });
    expect(again.json().data.orderId).toBe(first.json().data.orderId);
    const otherPhoto = [
      baseDocuments(0)[0] as Part,
      file("travellers[0][documents][PersonalPhoto]", await photo(620, 800)),
    ];
    const changed = await submit(application(), otherPhoto, { key });
    expect(changed.statusCode).toBe(409);
    expect(errorsOf(changed)).toEqual({ idempotencyKey: ["IDEMPOTENCY_KEY_REUSED"] });
  });

  it("refuses each bad traveller and document by its key, and stores nothing", async () => {
    const turkey = (
      await t.app.inject({
        method: "POST",
        url: "/api/flight-configuration/Country/GetAllCountries",
        payload: {},
      })
    )
      .json()
      .data?.find?.((c: { iso3: string }) => c.iso3 === TURKEY_ISO3)?.id;
    const before = storedCount();
    const r = await submit(
      application({
        travellers: [
          traveller("Ali", { nationalityCountry: turkey ?? 1 }),
          traveller("Sara", { passportNumber: "", lastNameFarsi: "" }),
          traveller("Omar"),
        ],
      }),
      [
        ...baseDocuments(0),
        file("travellers[1][documents][PassportPage]", pdfBytes(), "application/pdf"),
        file("travellers[1][documents][PersonalPhoto]", await photo(800, 600)),
        file("travellers[2][documents][PassportPage]", passportPage()),
        file("travellers[2][documents][PersonalPhoto]", await photo(150, 200)),
        file("travellers[2][documents][BankStatement]", passportPage()),
      ],
    );
    expect(r.statusCode).toBe(400);
    expect(errorsOf(r)).toEqual({
      "travellers[0].nationalityCountry": ["VISA_FOR_IRAQIS_ONLY"],
      "travellers[1].passportNumber": ["PL_ENTER_YOUR_PASSPORT_NO"],
      "travellers[1].lastNameFarsi": ["PL_ENTER_YOUR_FA_LAST_NAME"],
      "travellers[1].documents.PassportPage": ["IMAGE_FORMAT_IS_INVALID"],
      "travellers[1].documents.PersonalPhoto": ["VISA_PHOTO_WRONG_SHAPE"],
      "travellers[2].documents.PersonalPhoto": ["VISA_PHOTO_TOO_SMALL"],
      "travellers[2].documents.BankStatement": ["VISA_DOCUMENT_NOT_ASKED"],
    });
    expect(storedCount()).toBe(before);
  });

  it("asks for the documents the product names, per traveller", async () => {
    const r = await submit(
      application({ productId: thailand().id, travelDate: baghdadDay(40) }),
      baseDocuments(0),
    );
    expect(r.statusCode).toBe(400);
    const missing = thailand().documents.filter((d) => d !== "PassportPage" && d !== "PersonalPhoto");
    expect(missing.length).toBeGreaterThan(0);
    expect(errorsOf(r)).toEqual(
      Object.fromEntries(
        missing.map((kind) => [`travellers[0].documents.${kind}`, ["VISA_DOCUMENT_REQUIRED"]]),
      ),
    );
  });

  it("refuses a travel date before the visa can be ready, a file for a traveller not sent, and a missing contact", async () => {
    const early = await submit(application({ travelDate: baghdadDay(0) }), baseDocuments(0));
    expect(errorsOf(early)).toEqual({ travelDate: ["VISA_TRAVEL_DATE_IS_INVALID"] });
    const extra = await submit(application(), [...baseDocuments(0), ...baseDocuments(3)]);
    expect(errorsOf(extra)).toEqual({ travellers: ["IMAGE_COUNT_EXCEEDS_PASSENGERS"] });
    const noPhone = await submit(application({ contact: { phoneNumber: "", email: "" } }), baseDocuments(0));
    expect(noPhone.statusCode).toBe(400);
    expect(Object.keys(errorsOf(noPhone))).toContain("contact.phoneNumber");
    const unknown = await submit(
      application({ productId: "00000000-0000-4000-8000-000000000000" }),
      baseDocuments(0),
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown)).toEqual({ productId: ["VISA_PRODUCT_NOT_FOUND"] });
  });

  it("answers PRICE_CHANGED when the accepted total is not the price now", async () => {
    const r = await submit(application({ acceptedTotalPrice: 1 }), baseDocuments(0));
    expect(r.statusCode).toBe(409);
    expect(errorsOf(r)).toEqual({ totalPrice: ["PRICE_CHANGED"] });
  });

  it("reads nothing of an anonymous request", async () => {
    const r = await submit(application(), baseDocuments(0), { who: null });
    expect(r.statusCode).toBe(401);
  });
});

describe("after payment", () => {
  it("opens the case as Submitted, shown by VerifyVisaPayment and VisaOrder/GetById, for the owner only", async () => {
    const submitted = await submit(application(), baseDocuments(0));
    const order = submitted.json().data as OrderDetail;
    const verify = async (who: TestCustomer = alice) =>
      t.app.inject({ url: `/api/visa/Submit/VerifyVisaPayment/${order.orderId}`, headers: who.headers });
    expect((await verify()).json().data).toMatchObject({ paid: false, caseNumber: null, caseStatus: null });

    await payOnSandbox(t, alice, order.orderId);
    const paid = await eventually(
      async () => (await verify()).json().data as VerifyVisaPayment,
      (v) => v.caseStatus !== null,
    );
    expect(paid).toMatchObject({
      paid: true,
      caseNumber: `V${order.orderNumber}`,
      caseStatus: "Submitted",
      orderStatus: "FinalizationPending",
    });

    const getById = (who: TestCustomer) =>
      t.app.inject({
        method: "POST",
        url: "/api/orders/VisaOrder/GetById",
        headers: who.headers,
        payload: { orderId: order.orderId },
      });
    const details = await getById(alice);
    expect(details.statusCode).toBe(200);
    const data = details.json().data as VisaOrderDetails;
    expect(data).toMatchObject({
      orderId: order.orderId,
      status: "FinalizationPending",
      visa: { countryCode: "AE", travellers: [{ firstName: "Ali" }] },
      case: { caseNumber: `V${order.orderNumber}`, status: "Submitted" },
    });
    expect(data.case?.events.map((e) => e.status)).toEqual(["Submitted"]);

    // The order waits for the officers: no attempt is due, none counted. The fulfilment's first
    // pass after payment runs beside the answer; under load (CI on PostgreSQL) it may still be due.
    await vi.waitFor(
      async () => {
        const fulfilment = await t.app.inject({
          url: `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`,
          headers: alice.headers,
        });
        expect(fulfilment.json().data).toMatchObject({ state: "Pending", attempts: 0, nextAttemptAt: null });
      },
      { timeout: 10_000, interval: 100 },
    );

    // Another customer's order, or another product's, answers as a missing one.
    const bob = await signUpCustomer(t, "784");
    expect((await verify(bob)).statusCode).toBe(404);
    expect((await getById(bob)).statusCode).toBe(404);
  });
});
