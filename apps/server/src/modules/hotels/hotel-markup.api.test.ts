/**
 * Hotel markup rules (issue 14): finance adds a rule in the back office and customers' hotel
 * searches, the re-check before booking and the order itself price with it at once; a changed rule
 * is a price change at the re-check; switched off, the hotel's own price comes back; each bad field
 * by its key; other roles refused; every change in the audit log.
 */
import type { HotelRate, HotelSearchAnswer, OrderDetail, RateRecheck } from "@safar/domain";
import { calendarDateIn, RecheckStatus } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer } from "../../test/customers";
import { newOperator, operatorCookie, siteCall } from "../../test/operators";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let finance: string;
let content: string;
let admin: string;
let hotelId: string;
/** The test's own Karbala hotel is on sale from this day for `NIGHTS_ON_SALE` nights at one price. */
let firstDay: string;
const NIGHTS_ON_SALE = 12;

/** A day `n` days after today in Baghdad (Karbala's calendar). */
const day = (n: number) => addDays(calendarDateIn(new Date()) ?? "", n);

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_SIGN_INS_PER_IP: "1000" } });
  finance = await operatorCookie(t, await newOperator(t, "finance"));
  content = await operatorCookie(t, await newOperator(t, "content"));
  admin = await operatorCookie(t, await newOperator(t, "admin"));
  firstDay = day(40);
  const added = await siteCall(
    t,
    "POST",
    "/api/dev/hotels/properties",
    {},
    {
      cityCode: "KRB",
      name: `Markup Test Hotel ${process.pid}`,
      checkIn: firstDay,
      nights: NIGHTS_ON_SALE,
      allotment: 5,
      doubleCents: 8_000,
    },
  );
  hotelId = added.body.data.hotelId;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
  siteCall(t, method, url, { cookie }, payload);
const errorsOf = (r: { body: { meta: { errors: { key: string; messages: string[] }[] } } }) =>
  Object.fromEntries(r.body.meta.errors.map((e) => [e.key, e.messages]));

let stays = 0;
/**
 * A new two-night stay at the test's hotel (each its own dates: a stay searched before answers from
 * the cache with the prices of then): the search's id and the breakfast rate's price.
 */
async function searchStay(rooms = 1): Promise<{ requestId: string; rate: HotelRate }> {
  const checkIn = addDays(firstDay, 2 * stays++);
  if (stays * 2 > NIGHTS_ON_SALE) throw new Error("the test hotel has no more nights on sale");
  const found = await siteCall(
    t,
    "POST",
    "/api/hotel-catalog/HotelCatalog/Available",
    {},
    {
      cityCode: "KRB",
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms: Array.from({ length: rooms }, () => ({ adults: 2, childAges: [] })),
    },
  );
  const answer = found.body.data as HotelSearchAnswer;
  const card = answer.hotels.find((h) => h.hotelId === hotelId);
  if (!card) throw new Error("the test hotel is missing from the search");
  return { requestId: answer.requestId, rate: card.cheapest };
}
const cents = (usd: number) => Math.round(usd * 100);

describe("hotel markup rules", () => {
  it("a city's rule prices searches, the re-check and the order; changed, the re-check says so; off, the hotel's price is back", async () => {
    // The hotel's own price of the cheapest rate for two nights (its room-only plan is 10 % off).
    const base = (await searchStay()).rate;
    const baseCents = cents(base.totalPrice);
    expect(baseCents).toBe(14_400);

    const rule = { cityCode: "krb", percent: 10, fixedAmount: 2.5, priority: 5, note: "Arbaeen" };
    const made = await call("POST", "/api/back-office/hotel-markup-rules", finance, rule);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      cityCode: "KRB",
      countryCode: null,
      supplier: null,
      stars: null,
      percent: 10,
      fixedAmount: 2.5,
      isActive: true,
    });

    // 144 + 10 % + 2.50 × 1 room × 2 nights = 163.40; the penalties in the same proportion.
    const marked = await searchStay();
    expect(marked.rate.totalPrice).toBe(163.4);
    expect(marked.rate.perNight).toBe(81.7);
    expect(marked.rate.penalties.map((p) => p.amount)).toEqual(
      base.penalties.map((p) => Math.round((cents(p.amount) * 16_340) / baseCents) / 100),
    );
    // Two rooms: the fixed amount counts every room and night (288 + 28.80 + 10 = 326.80).
    expect((await searchStay(2)).rate.totalPrice).toBe(326.8);

    // The re-check before booking prices as the search did.
    const recheck = () =>
      siteCall(
        t,
        "POST",
        "/api/hotel-catalog/HotelCatalog/Recheck",
        {},
        {
          requestId: marked.requestId,
          hotelId,
          rateKey: marked.rate.rateKey,
        },
      );
    const same = (await recheck()).body.data as RateRecheck;
    expect(same).toMatchObject({ status: RecheckStatus.Available, previousTotal: 163.4 });
    expect(same.rate?.totalPrice).toBe(163.4);

    // The order costs what the customer saw.
    const customer = await signUpCustomer(t, "783");
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/hotel-reservation/Submit/SubmitHotelOrder",
      headers: { ...customer.headers, "idempotency-key": `markup-${process.pid}-${Date.now()}` },
      payload: {
        requestId: marked.requestId,
        hotelId,
        rateKey: marked.rate.rateKey,
        guests: [{ firstName: "Ali", lastName: "Hassan" }],
        contact: { phoneNumber: "07701234567", email: "ali@example.com" },
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((submitted.json().data as OrderDetail).totalAmount).toBe(163.4);

    // A rule changed after the search: the re-check says the price changed, at the new price.
    const raised = await call("POST", `/api/back-office/hotel-markup-rules/${made.body.data.id}`, finance, {
      ...rule,
      percent: 20,
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const changed = (await recheck()).body.data as RateRecheck;
    expect(changed).toMatchObject({ status: RecheckStatus.PriceChanged, previousTotal: 163.4 });
    // 144 + 20 % + 5 = 177.80
    expect(changed.rate?.totalPrice).toBe(177.8);

    // Switched off: a new search is the hotel's own price.
    const off = await call("POST", `/api/back-office/hotel-markup-rules/${made.body.data.id}`, finance, {
      ...rule,
      isActive: false,
    });
    expect(off.body.data.isActive).toBe(false);
    expect((await searchStay()).rate.totalPrice).toBe(144);

    const listed = await call("GET", "/api/back-office/hotel-markup-rules", finance);
    expect(listed.body.data.items).toContainEqual(
      expect.objectContaining({ id: made.body.data.id, isActive: false, note: "Arbaeen" }),
    );
    const audit = await call("GET", "/api/back-office/audit?action=hotel-markup-rule.update", admin);
    expect(audit.body.data.items.length).toBeGreaterThanOrEqual(2);
    expect(audit.body.data.items[0]).toMatchObject({
      objectType: "hotel_markup_rule",
      objectId: made.body.data.id,
    });
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/back-office/hotel-markup-rules?format=csv",
      headers: { cookie: finance, "sec-fetch-site": "same-origin" },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\n")[0]).toContain("fixed_usd_per_room_night");
  });

  it("a rule for another city, country, star rating or supplier leaves the price alone", async () => {
    const rules = [
      { cityCode: "NJF", percent: 50 },
      { countryCode: "TR", percent: 50 },
      { stars: 5, percent: 50 },
      { supplier: "hotelbeds", percent: 50 },
    ];
    const ids: string[] = [];
    for (const rule of rules) {
      const made = await call("POST", "/api/back-office/hotel-markup-rules", finance, rule);
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      ids.push(made.body.data.id);
    }
    expect((await searchStay()).rate.totalPrice).toBe(144);
    for (const [i, id] of ids.entries())
      await call("POST", `/api/back-office/hotel-markup-rules/${id}`, finance, {
        ...rules[i],
        isActive: false,
      });
  });

  it("refuses each bad field by its key, an unknown rule, and operators without money:manage", async () => {
    const bad = await call("POST", "/api/back-office/hotel-markup-rules", finance, {
      supplier: "expedia",
      countryCode: "IRQ",
      cityCode: "KR",
      stars: 6,
      percent: 0,
      fixedAmount: 0,
    });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toMatchObject({
      supplier: ["MARKUP_SUPPLIER_IS_INVALID"],
      countryCode: ["MARKUP_COUNTRY_IS_INVALID"],
      cityCode: ["MARKUP_CITY_IS_INVALID"],
      stars: ["MARKUP_STARS_IS_INVALID"],
    });
    const empty = await call("POST", "/api/back-office/hotel-markup-rules", finance, { cityCode: "KRB" });
    expect(errorsOf(empty)).toEqual({ percent: ["MARKUP_IS_EMPTY"] });
    const amounts = await call("POST", "/api/back-office/hotel-markup-rules", finance, {
      percent: 101,
      fixedAmount: 1.005,
    });
    expect(errorsOf(amounts)).toMatchObject({
      percent: ["MARKUP_PERCENT_IS_INVALID"],
      fixedAmount: ["MARKUP_AMOUNT_IS_INVALID"],
    });
    const unknown = await call(
      "POST",
      "/api/back-office/hotel-markup-rules/00000000-0000-4000-8000-000000000000",
      finance,
      { percent: 5 },
    );
    expect(unknown.status).toBe(404);
    expect(errorsOf(unknown)).toEqual({ id: ["MARKUP_RULE_NOT_FOUND"] });
    expect((await call("GET", "/api/back-office/hotel-markup-rules", content)).status).toBe(403);
    expect((await call("POST", "/api/back-office/hotel-markup-rules", content, { percent: 5 })).status).toBe(
      403,
    );
    expect((await siteCall(t, "GET", "/api/back-office/hotel-markup-rules")).status).toBe(401);
  });
});
