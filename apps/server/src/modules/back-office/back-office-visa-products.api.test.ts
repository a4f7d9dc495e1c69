/**
 * Visa products in the back office (issue 15): a visa officer adds a product and the storefront
 * sells it (GetBasePrices, country/getall, GetTotalPrice), changes its price (the next price shows
 * it, an order already made keeps its own), takes it off sale (gone from the public lists); every
 * bad field by its key; every change audited; roles without the permission refused.
 */
import type { VisaOrderDetails, VisaProduct, VisaProductAdmin, VisaProductsAdmin } from "@safar/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { newOperator, operatorCookie, siteCall } from "../../test/operators";
import { createTestApp, type TestApp } from "../../test/test-app";
import { baseDocuments, filePart, submitVisa, visaApplication, visaPictures } from "../../test/visas";

let t: TestApp;
let officer: string;
let admin: string;
let customer: TestCustomer;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_SIGN_INS_PER_IP: "1000" } });
  officer = await operatorCookie(t, await newOperator(t, "visa"));
  admin = await operatorCookie(t, await newOperator(t, "admin"));
  customer = await signUpCustomer(t, "786");
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const PRODUCTS = "/api/back-office/visa-products";
const three = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const input = (overrides: Record<string, unknown> = {}) => ({
  countryCode: "AE",
  type: "Tourist",
  name: three("UAE 14 days"),
  stay: 14,
  stayUnit: "Days",
  validityDays: 58,
  entry: "Single",
  currency: "AED",
  price: 150,
  quickPrice: 225.5,
  processingDays: 3,
  quickProcessingDays: 1,
  rejectionFee: 50,
  documents: ["PersonalPhoto", "PassportPage", "ReturnTicket"],
  notes: three("Bring a return ticket"),
  sortOrder: 5,
  isActive: true,
  ...overrides,
});
const errorsOf = (body: { meta: { errors: { key: string; messages: string[] }[] } }) =>
  Object.fromEntries(body.meta.errors.map((e) => [e.key, e.messages[0]]));

const publicProducts = async () =>
  (await t.app.inject({ url: "/api/visa/Visa/GetBasePrices?countryCode=AE" })).json().data as VisaProduct[];
const totalPrice = (productId: string, query = "") =>
  t.app.inject({ url: `/api/visa/Visa/GetTotalPrice?productId=${productId}${query}` });

describe("visa products in the back office", () => {
  let created: VisaProductAdmin;

  it("adds a product that the storefront sells and prices at once", async () => {
    const r = await siteCall(t, "POST", PRODUCTS, { cookie: officer }, input());
    expect(r.status).toBe(200);
    created = r.body.data;
    expect(created).toMatchObject({
      countryCode: "AE",
      price: 150,
      quickPrice: 225.5,
      rejectionFee: 50,
      // In the enumeration's order, whatever order they were sent in.
      documents: ["PassportPage", "PersonalPhoto", "ReturnTicket"],
      sortOrder: 5,
      isActive: true,
    });

    expect((await publicProducts()).find((p) => p.id === created.id)).toMatchObject({
      price: 150,
      quickPrice: 225.5,
      processingDays: 3,
    });
    const quick = await totalPrice(created.id, "&processing=Quick&travellers=2");
    expect(quick.statusCode).toBe(200);
    expect(quick.json().data).toMatchObject({
      currency: "AED",
      unitPrice: 225.5,
      totalPrice: 451,
      processingDays: 1,
    });

    const list = await siteCall(t, "GET", PRODUCTS, { cookie: officer });
    expect(list.status).toBe(200);
    const data = list.body.data as VisaProductsAdmin;
    expect(data.countries.map((c) => c.countryCode)).toEqual(["AE", "AZ", "TH", "IT"]);
    expect(data.countries[0]?.name.en).toBeTruthy();
    expect(data.countries[0]?.products.some((p) => p.id === created.id)).toBe(true);
    expect(data.currencies).toEqual(expect.arrayContaining(["USD", "AED"]));
  });

  it("changes the price: the next GetTotalPrice shows it, an order already made keeps its own", async () => {
    const pictures = await visaPictures();
    const product = (await publicProducts()).find((p) => p.id === created.id) as VisaProduct;
    const submitted = await submitVisa(t, customer, visaApplication(product), [
      ...baseDocuments(pictures, 0),
      filePart("travellers[0][documents][ReturnTicket]", pictures.passportPage),
    ]);
    expect(submitted.statusCode).toBe(200);
    const orderId = submitted.json().data.orderId as string;

    const r = await siteCall(
      t,
      "POST",
      `${PRODUCTS}/${created.id}`,
      { cookie: officer },
      input({ price: 175 }),
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: created.id, price: 175 });
    expect((await totalPrice(created.id)).json().data).toMatchObject({ unitPrice: 175 });

    const order = await t.app.inject({
      method: "POST",
      url: "/api/orders/VisaOrder/GetById",
      headers: customer.headers,
      payload: { orderId },
    });
    expect((order.json().data as VisaOrderDetails).visa.unitPrice).toBe(150);
  });

  it("takes it off sale: gone from the public lists and prices, still in the back office's", async () => {
    const r = await siteCall(
      t,
      "POST",
      `${PRODUCTS}/${created.id}`,
      { cookie: officer },
      input({ price: 175, isActive: false }),
    );
    expect(r.status).toBe(200);
    expect((await publicProducts()).some((p) => p.id === created.id)).toBe(false);
    expect((await totalPrice(created.id)).statusCode).toBe(404);
    const list = (await siteCall(t, "GET", PRODUCTS, { cookie: officer })).body.data as VisaProductsAdmin;
    expect(list.countries[0]?.products.find((p) => p.id === created.id)).toMatchObject({ isActive: false });
  });

  it("audits each change with the product before and after", async () => {
    const audit = await siteCall(t, "GET", "/api/back-office/audit?pageSize=100", { cookie: admin });
    expect(audit.status).toBe(200);
    const entries = (
      audit.body.data.items as { action: string; objectId: string; before: unknown; after: unknown }[]
    )
      .filter((e) => e.objectId === created.id)
      .reverse();
    expect(entries.map((e) => e.action)).toEqual([
      "visa-product.create",
      "visa-product.update",
      "visa-product.update",
    ]);
    expect(entries[0]).toMatchObject({ after: { price: 150, isActive: true } });
    expect(entries[1]).toMatchObject({ before: { price: 150 }, after: { price: 175 } });
    expect(entries[2]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it("refuses each bad field by its key", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ countryCode: "FR" }, "countryCode", "VISA_COUNTRY_IS_INVALID"],
      [{ type: "Student" }, "type", "VISA_TYPE_IS_INVALID"],
      [{ name: { ar: "", fa: "x", en: "x" } }, "name.ar", "VISA_PRODUCT_NAME_IS_INVALID"],
      [{ name: three("x".repeat(121)) }, "name.en", "VISA_PRODUCT_NAME_IS_INVALID"],
      [{ stay: 0 }, "stay", "VISA_STAY_IS_INVALID"],
      [{ stay: 366 }, "stay", "VISA_STAY_IS_INVALID"],
      [{ stayUnit: "Hours" }, "stayUnit", "VISA_STAY_IS_INVALID"],
      [{ validityDays: 0 }, "validityDays", "VISA_VALIDITY_IS_INVALID"],
      [{ entry: "Twice" }, "entry", "VISA_ENTRY_IS_INVALID"],
      [{ currency: "EURO" }, "currency", "VISA_CURRENCY_IS_INVALID"],
      [{ currency: "EUR" }, "currency", "VISA_CURRENCY_IS_INVALID"],
      [{ price: 0 }, "price", "VISA_PRICE_IS_INVALID"],
      [
        { price: 10.005, quickPrice: null, quickProcessingDays: null, rejectionFee: 0 },
        "price",
        "VISA_PRICE_IS_INVALID",
      ],
      [{ quickPrice: 150 }, "quickPrice", "VISA_QUICK_PRICE_IS_INVALID"],
      [{ processingDays: 61 }, "processingDays", "VISA_PROCESSING_DAYS_IS_INVALID"],
      [{ quickProcessingDays: null }, "quickProcessingDays", "VISA_QUICK_PROCESSING_DAYS_IS_INVALID"],
      [{ quickProcessingDays: 3 }, "quickProcessingDays", "VISA_QUICK_PROCESSING_DAYS_IS_INVALID"],
      [{ rejectionFee: 150.01 }, "rejectionFee", "VISA_REJECTION_FEE_IS_INVALID"],
      [{ rejectionFee: -1 }, "rejectionFee", "VISA_REJECTION_FEE_IS_INVALID"],
      [{ documents: ["PassportPage"] }, "documents", "VISA_DOCUMENTS_ARE_INVALID"],
      [{ documents: [] }, "documents", "VISA_DOCUMENTS_ARE_INVALID"],
      [
        { documents: ["PassportPage", "PersonalPhoto", "Diploma"] },
        "documents",
        "VISA_DOCUMENTS_ARE_INVALID",
      ],
      [{ notes: three("n".repeat(1001)) }, "notes.en", "VISA_NOTES_ARE_TOO_LONG"],
      [{ sortOrder: 1000 }, "sortOrder", "VISA_SORT_ORDER_IS_INVALID"],
      [{ isActive: "yes" }, "isActive", "ACTIVE_IS_INVALID"],
    ];
    for (const [overrides, field, key] of cases) {
      const r = await siteCall(t, "POST", PRODUCTS, { cookie: officer }, input(overrides));
      expect([JSON.stringify(overrides), r.status]).toEqual([JSON.stringify(overrides), 400]);
      expect([JSON.stringify(overrides), errorsOf(r.body)[field]]).toEqual([JSON.stringify(overrides), key]);
    }
    const unknown = await siteCall(
      t,
      "POST",
      `${PRODUCTS}/00000000-0000-4000-8000-000000000001`,
      { cookie: officer },
      input(),
    );
    expect(unknown.status).toBe(404);
    expect(errorsOf(unknown.body).id).toBe("VISA_PRODUCT_NOT_FOUND");
  });

  it("a transit visa's stay in hours is taken; other roles get 403", async () => {
    const transit = await siteCall(
      t,
      "POST",
      PRODUCTS,
      { cookie: officer },
      input({ type: "Transit", stay: 48, stayUnit: "Hours", quickPrice: null, quickProcessingDays: null }),
    );
    expect(transit.status).toBe(200);
    expect(transit.body.data).toMatchObject({ stay: 48, stayUnit: "Hours", quickPrice: null });

    for (const role of ["support", "finance", "operations", "content"] as const) {
      const cookie = await operatorCookie(t, await newOperator(t, role));
      expect((await siteCall(t, "GET", PRODUCTS, { cookie })).status).toBe(403);
      expect((await siteCall(t, "POST", PRODUCTS, { cookie }, input())).status).toBe(403);
    }
  });
});
