/**
 * Visas (issue 15): the countries served, the products on sale with the spec's facts (§9: the UAE
 * visa valid 58 days for stays of 10, 30 or 90 days from 100, 300, 310 and 500 AED; the 96-hour
 * transit visa for 50 AED; Thailand's 60-day tourist visa), the enumerations, and a request's price
 * in the product's currency and in USD at the display rate, each bad parameter by its key.
 */
import {
  type VisaCountry,
  type VisaEnums,
  type VisaProduct,
  type VisaSearchHistory,
  type VisaTotalPrice,
  visaUsdCents,
} from "@safar/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { newOperator, operatorCookie, siteCall } from "../../test/operators";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let products: VisaProduct[];

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_SIGN_INS_PER_IP: "1000" } });
  products = (await get<VisaProduct[]>("/api/visa/Visa/GetBasePrices")).body.data;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string) {
  const r = await t.app.inject({ method: "GET", url });
  return {
    status: r.statusCode,
    headers: r.headers,
    body: r.json() as { data: T; meta: { errors: { key: string; messages: string[] }[] } },
  };
}
const errorsOf = (body: { meta: { errors: { key: string; messages: string[] }[] } }) =>
  Object.fromEntries(body.meta.errors.map((e) => [e.key, e.messages]));
const product = (find: (p: VisaProduct) => boolean) => {
  const found = products.find(find);
  if (!found) throw new Error("no such visa product");
  return found;
};

describe("visa products", () => {
  it("serves the four countries with their pages and lowest prices", async () => {
    const r = await t.app.inject({ method: "POST", url: "/api/visa/country/getall", payload: {} });
    expect(r.statusCode).toBe(200);
    const countries = r.json().data as VisaCountry[];
    expect(countries.map((c) => [c.countryCode, c.slug])).toEqual([
      ["AE", "visa-uae"],
      ["AZ", "visa-azerbaijan"],
      ["TH", "visa-thiland"],
      ["IT", "visa-italy"],
    ]);
    expect(countries[0]).toMatchObject({ currency: "AED", fromPrice: 50, productCount: 5 });
    expect(countries[0]?.name).toEqual({
      ar: "الإمارات العربية المتحدة",
      fa: "امارات متحده عربی",
      en: "United Arab Emirates",
    });
  });

  it("holds the spec's facts: the UAE's stays, validity, transit visa and starting prices; Thailand's 60 days", () => {
    const uae = products.filter((p) => p.countryCode === "AE");
    const tourist = uae.filter((p) => p.type === "Tourist");
    expect([...new Set(tourist.map((p) => p.stay))]).toEqual([10, 30, 90]);
    expect(tourist.every((p) => p.validityDays === 58 && p.stayUnit === "Days")).toBe(true);
    expect(tourist.map((p) => p.price)).toEqual([100, 300, 310, 500]);
    expect(uae.every((p) => p.currency === "AED")).toBe(true);
    expect(product((p) => p.countryCode === "AE" && p.type === "Transit")).toMatchObject({
      stay: 96,
      stayUnit: "Hours",
      price: 50,
      quickPrice: null,
    });
    expect(product((p) => p.countryCode === "TH")).toMatchObject({ type: "Tourist", stay: 60 });
    // Every product asks for the passport page and a personal photo; Italy's Schengen file more.
    expect(
      products.every((p) => p.documents.includes("PassportPage") && p.documents.includes("PersonalPhoto")),
    ).toBe(true);
    expect(product((p) => p.countryCode === "IT").documents).toEqual(
      expect.arrayContaining(["BankStatement", "ReturnTicket", "HotelBooking"]),
    );
  });

  it("lists one country's products, cacheable for a minute; another code is refused", async () => {
    const italy = await get<VisaProduct[]>("/api/visa/Visa/GetBasePrices?countryCode=IT");
    expect(italy.body.data.map((p) => p.countryCode)).toEqual(["IT"]);
    expect(italy.headers["cache-control"]).toBe("public, max-age=60");
    expect((await get("/api/visa/Visa/GetBasePrices?countryCode=FR")).status).toBe(400);
  });

  it("answers the enumerations", async () => {
    const r = await get<VisaEnums>("/api/visa/Visa/GetVisaEnums");
    expect(r.body.data).toMatchObject({
      entries: ["Single", "Multiple"],
      processing: ["Normal", "Quick"],
      maxTravellers: 9,
      nationality: "IRQ",
    });
    expect(r.body.data.types).toContain("Transit");
  });
});

describe("a visa request's price", () => {
  it("prices travellers × the product in AED and in USD at the display rate, quick processing at its price", async () => {
    const thirty = product((p) => p.countryCode === "AE" && p.stay === 30 && p.entry === "Single");
    const r = await get<VisaTotalPrice>(
      `/api/visa/Visa/GetTotalPrice?productId=${thirty.id}&travellers=2&processing=Normal`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // 300 AED at the seeded 3.6725 AED a dollar: 81.6882… → 81.69 USD each, rounded up.
    expect(r.body.data).toMatchObject({
      currency: "AED",
      unitPrice: 300,
      totalPrice: 600,
      exchangeRate: 3.6725,
      unitPriceUsd: 81.69,
      totalPriceUsd: 163.38,
      processingDays: 3,
      travellers: 2,
    });
    const quick = await get<VisaTotalPrice>(
      `/api/visa/Visa/GetTotalPrice?productId=${thirty.id}&travellers=1&processing=Quick`,
    );
    expect(quick.body.data).toMatchObject({ unitPrice: 375, processingDays: 1 });
  });

  it("follows a new AED rate at once", async () => {
    const admin = await operatorCookie(t, await newOperator(t, "admin"));
    const set = await siteCall(
      t,
      "POST",
      "/api/back-office/currency-rates",
      { cookie: admin },
      {
        currencyCode: "AED",
        exchangeRate: 4,
      },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const transit = product((p) => p.type === "Transit");
    const r = await get<VisaTotalPrice>(`/api/visa/Visa/GetTotalPrice?productId=${transit.id}`);
    expect(r.body.data).toMatchObject({ unitPrice: 50, exchangeRate: 4, unitPriceUsd: 12.5, travellers: 1 });
    await siteCall(
      t,
      "POST",
      "/api/back-office/currency-rates",
      { cookie: admin },
      {
        currencyCode: "AED",
        exchangeRate: 3.6725,
      },
    );
  });

  it("refuses each bad parameter by its key", async () => {
    const transit = product((p) => p.type === "Transit");
    const tooMany = await get(`/api/visa/Visa/GetTotalPrice?productId=${transit.id}&travellers=10`);
    expect(tooMany.status).toBe(400);
    expect(errorsOf(tooMany.body)).toEqual({ travellers: ["VISA_TRAVELLERS_OUT_OF_RANGE"] });
    const none = await get(`/api/visa/Visa/GetTotalPrice?productId=${transit.id}&travellers=0`);
    expect(errorsOf(none.body)).toEqual({ travellers: ["VISA_TRAVELLERS_OUT_OF_RANGE"] });
    const noQuick = await get(`/api/visa/Visa/GetTotalPrice?productId=${transit.id}&processing=Quick`);
    expect(noQuick.status).toBe(400);
    expect(errorsOf(noQuick.body)).toEqual({ processing: ["VISA_QUICK_PROCESSING_NOT_OFFERED"] });
    const slow = await get(`/api/visa/Visa/GetTotalPrice?productId=${transit.id}&processing=Slow`);
    expect(errorsOf(slow.body)).toEqual({ processing: ["VISA_PROCESSING_IS_INVALID"] });
    const unknown = await get("/api/visa/Visa/GetTotalPrice?productId=00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(errorsOf(unknown.body)).toEqual({ productId: ["VISA_PRODUCT_NOT_FOUND"] });
    const malformed = await get("/api/visa/Visa/GetTotalPrice?productId=abc");
    expect(errorsOf(malformed.body)).toEqual({ productId: ["VISA_PRODUCT_NOT_FOUND"] });
  });
});

describe("the visa search history (VisaUserInterations)", () => {
  it("keeps a signed-in customer's priced choices, newest first, once each, named; removes one of theirs only", async () => {
    const ali = await signUpCustomer(t, "787");
    const sara = await signUpCustomer(t, "788");
    const uae = product((p) => p.countryCode === "AE" && p.stay === 30 && p.entry === "Single");
    const thai = product((p) => p.countryCode === "TH");
    const price = (who: TestCustomer | null, query: string) =>
      t.app.inject({ url: `/api/visa/Visa/GetTotalPrice?${query}`, headers: who ? who.headers : {} });
    await price(ali, `productId=${uae.id}&processing=Quick&travellers=2`);
    await price(ali, `productId=${thai.id}&travellers=1`);
    await price(ali, `productId=${uae.id}&processing=Quick&travellers=2`); // the same again moves up
    await price(null, `productId=${thai.id}&travellers=3`); // anonymous: kept by nobody
    const histories = async (who: TestCustomer) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/user-interactions/VisaUserInterations/GetVisaSearchHistories",
          headers: who.headers,
          payload: {},
        })
      ).json().data as VisaSearchHistory[];
    const list = await histories(ali);
    expect(list.map((h) => [h.productId, h.processing, h.travellers])).toEqual([
      [uae.id, "Quick", 2],
      [thai.id, "Normal", 1],
    ]);
    expect(list[0]).toMatchObject({ countryCode: "AE", onSale: true, productName: uae.name });
    expect(list[0]?.countryName.en).toBe("United Arab Emirates");
    expect(await histories(sara)).toEqual([]);

    const remove = (who: TestCustomer, id: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/user-interactions/VisaUserInterations/DeActive",
        headers: who.headers,
        payload: { id },
      });
    const first = list[0]?.id ?? "";
    expect((await remove(sara, first)).statusCode).toBe(404);
    expect((await remove(ali, first)).statusCode).toBe(200);
    expect((await histories(ali)).map((h) => h.productId)).toEqual([thai.id]);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/user-interactions/VisaUserInterations/GetVisaSearchHistories",
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("visaUsdCents", () => {
  it("rounds up to the cent, and an exact amount stays exact", () => {
    expect(visaUsdCents(30_000, 3.6725)).toBe(8_169);
    expect(visaUsdCents(5_000, 4)).toBe(1_250);
    expect(visaUsdCents(4_500, 1)).toBe(4_500);
  });
});
