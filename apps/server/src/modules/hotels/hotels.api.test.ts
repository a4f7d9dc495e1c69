import type { HotelCard, HotelCity, HotelDetail, HotelSearchAnswer, RateRecheck } from "@safar/domain";
import { calendarDateIn } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer } from "../../test/customers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A day `n` days after today in Baghdad (every Iraqi destination's calendar). */
const day = (n: number) => addDays(calendarDateIn(new Date()) ?? "", n);

type Envelope<T> = { data: T; meta: { errors: { key: string; messages: string[] }[] } };

async function post<T>(url: string, payload: unknown) {
  const response = await t.app.inject({ method: "POST", url, payload: payload as object });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

const search = (payload: unknown) =>
  post<HotelSearchAnswer>("/api/hotel-catalog/HotelCatalog/Available", payload);

/** A contracted hotel of the test's own: `allotment` rooms a night for `nights` nights from `checkIn`. */
async function ownHotel(input: {
  cityCode: string;
  checkIn: string;
  nights: number;
  allotment: number;
  doubleCents: number;
}) {
  const name = `Test Hotel ${Math.random().toString(36).slice(2, 10)}`;
  const { status, body } = await post<{ hotelId: string }>("/api/dev/hotels/properties", { ...input, name });
  expect(status).toBe(200);
  return { hotelId: body.data.hotelId, name };
}

describe("POST /api/hotel-configuration/Cities/GetAllCities", () => {
  it("lists the destinations, pilgrimage cities first, each named in three languages with its hotels", async () => {
    const { status, body } = await post<HotelCity[]>("/api/hotel-configuration/Cities/GetAllCities", {});
    expect(status).toBe(200);
    const codes = body.data.map((city) => city.cityCode);
    expect(codes.slice(0, 6)).toEqual(["NJF", "KRB", "BGW", "SMR", "MHD", "QUM"]);
    expect(codes).toEqual(expect.arrayContaining(["EBL", "BSR", "IST", "DXB", "GYD", "TBS"]));
    expect(body.data.slice(0, 6).every((city) => city.pilgrimage)).toBe(true);
    expect(body.data.find((city) => city.cityCode === "KRB")).toMatchObject({
      name: { ar: "كربلاء", fa: "کربلا", en: "Karbala" },
      countryCode: "IQ",
    });
    for (const city of body.data) expect(city.hotelCount).toBeGreaterThanOrEqual(4); // the demo seed
  });

  it.each([
    [{ filter: "كربلا" }, "KRB"],
    [{ filter: "mash" }, "MHD"],
    [{ filter: "اربيل" }, "EBL"],
    [{ filter: "استانبول" }, "IST"],
    [{ iataCode: "qum" }, "QUM"],
  ])("%j finds %s", async (payload, code) => {
    const { body } = await post<HotelCity[]>("/api/hotel-configuration/Cities/GetAllCities", payload);
    expect(body.data[0]?.cityCode).toBe(code);
  });
});

describe("POST /api/hotel-catalog/HotelCatalog/Available", () => {
  const valid = () => ({
    cityCode: "NJF",
    checkIn: day(20),
    checkOut: day(23),
    rooms: [{ adults: 2, childAges: [7] }],
  });

  it.each([
    [
      "a child's age missing",
      { rooms: [{ adults: 2, childAges: [7, null] }] },
      "rooms[0].childAges[1]",
      "PL_SELECT_CHILD_AGE",
    ],
    [
      "seven children in a room",
      { rooms: [{ adults: 2, childAges: [1, 2, 3, 4, 5, 6, 7] }] },
      "rooms[0].childAges",
      "TOO_MANY_CHILDREN_IN_ROOM",
    ],
    ["five adults in a room", { rooms: [{ adults: 5 }] }, "rooms[0].adults", "TOO_MANY_ADULTS_IN_ROOM"],
    ["check-out on check-in", { checkOut: day(20) }, "checkOut", "CHECK_OUT_MUST_BE_AFTER_CHECK_IN"],
    ["check-out before check-in", { checkOut: day(19) }, "checkOut", "CHECK_OUT_MUST_BE_AFTER_CHECK_IN"],
    ["31 nights", { checkOut: day(51) }, "checkOut", "STAY_IS_TOO_LONG"],
    ["six rooms", { rooms: Array.from({ length: 6 }, () => ({ adults: 1 })) }, "rooms", "TOO_MANY_ROOMS"],
    [
      "21 guests",
      { rooms: Array.from({ length: 5 }, () => ({ adults: 4, childAges: [3] })) },
      "rooms",
      "TOO_MANY_HOTEL_GUESTS",
    ],
    ["no destination", { cityCode: "" }, "cityCode", "PL_SELECT_HOTEL_DESTINATION"],
    ["no check-in", { checkIn: "" }, "checkIn", "PL_SELECT_CHECK_IN_DATE"],
  ])("refuses %s (400, %s: %s)", async (_, change, key, message) => {
    const { status, body } = await search({ ...valid(), ...change });
    expect(status).toBe(400);
    expect(body.meta.errors).toContainEqual({ key, messages: [message] });
  });

  it("refuses a destination it does not know and a check-in before today or over a year ahead", async () => {
    const unknown = await search({ ...valid(), cityCode: "ZZZ" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.meta.errors).toEqual([
      { key: "cityCode", messages: ["PL_SELECT_HOTEL_DESTINATION"] },
    ]);
    const past = await search({ ...valid(), checkIn: day(-1), checkOut: day(1) });
    expect(past.status).toBe(400);
    expect(past.body.meta.errors).toEqual([{ key: "checkIn", messages: ["CHECK_IN_IS_IN_THE_PAST"] }]);
    const far = await search({ ...valid(), checkIn: day(366), checkOut: day(368) });
    expect(far.status).toBe(400);
    expect(far.body.meta.errors).toEqual([{ key: "checkIn", messages: ["CHECK_IN_IS_TOO_FAR"] }]);
  });

  it("finds the demo hotels of a pilgrimage city, recommended first, each with its cheapest rate", async () => {
    const { status, body } = await search({ ...valid(), checkIn: day(30), checkOut: day(32) });
    expect(status).toBe(200);
    expect(body.data.nights).toBe(2);
    expect(body.data.hotels.length).toBeGreaterThanOrEqual(4);
    for (const hotel of body.data.hotels) {
      expect(hotel.cityCode).toBe("NJF");
      expect(hotel.name.ar).not.toBe("");
      expect(hotel.cheapest.totalPrice).toBeGreaterThan(0);
      expect(hotel.cheapest.perNight).toBe(Math.round((hotel.cheapest.totalPrice / 2) * 100) / 100);
      expect(hotel.suppliers).toEqual(["contracts"]);
    }
    const grand = body.data.hotels.find((hotel) => hotel.name.en === "Najaf Grand Hotel");
    expect(grand).toMatchObject({ stars: 5, anyRefundable: true });
  });

  it("prices a family's stay in its own hotel: adults' price by plan, the child's band, the penalty timeline", async () => {
    const checkIn = day(40);
    const own = await ownHotel({ cityCode: "KRB", checkIn, nights: 3, allotment: 2, doubleCents: 10_000 });
    const { body } = await search({
      cityCode: "KRB",
      checkIn,
      checkOut: addDays(checkIn, 3),
      rooms: [{ adults: 2, childAges: [7] }],
    });
    const card = body.data.hotels.find((hotel) => hotel.hotelId === own.hotelId);
    // Room only, non-refundable: 100 − 10 % for two adults, 10 for the child, three nights.
    expect(card?.cheapest).toMatchObject({
      board: "RoomOnly",
      refundable: false,
      freeCancellationUntil: null,
      totalPrice: 300,
      perNight: 100,
      roomsLeft: 2,
    });
    expect(card).toMatchObject({
      boards: ["RoomOnly", "Breakfast"],
      anyRefundable: true,
      anyPayAtHotel: false,
    });
  });

  it("offers a hotel only when every night has rooms for every room searched", async () => {
    const checkIn = day(45);
    const own = await ownHotel({ cityCode: "KRB", checkIn, nights: 2, allotment: 2, doubleCents: 9_000 });
    const ids = async (payload: object) =>
      (
        await search({
          cityCode: "KRB",
          checkIn,
          checkOut: addDays(checkIn, 2),
          rooms: [{ adults: 1 }],
          ...payload,
        })
      ).body.data.hotels.map((hotel) => hotel.hotelId);
    expect(await ids({})).toContain(own.hotelId);
    expect(await ids({ rooms: [{ adults: 1 }, { adults: 2 }] })).toContain(own.hotelId);
    expect(await ids({ rooms: [{ adults: 1 }, { adults: 1 }, { adults: 1 }] })).not.toContain(own.hotelId);
    expect(await ids({ checkOut: addDays(checkIn, 3) })).not.toContain(own.hotelId); // the third night is not on sale
  });

  it("answers the same search from its cache (one requestId) while it lives", async () => {
    const query = { cityCode: "MHD", checkIn: day(25), checkOut: day(26), rooms: [{ adults: 2 }] };
    const first = await search(query);
    const second = await search({ ...query, cityCode: "mhd" });
    expect(second.body.data.requestId).toBe(first.body.data.requestId);
    const other = await search({ ...query, rooms: [{ adults: 1 }] });
    expect(other.body.data.requestId).not.toBe(first.body.data.requestId);
  });

  it("searches a stay again once the contracted inventory changed: a hotel added after it is found", async () => {
    const checkIn = day(60);
    const query = { cityCode: "NJF", checkIn, checkOut: addDays(checkIn, 2), rooms: [{ adults: 3 }] };
    const before = await search(query);
    expect((await search(query)).body.data.requestId).toBe(before.body.data.requestId);
    const own = await ownHotel({ cityCode: "NJF", checkIn, nights: 2, allotment: 1, doubleCents: 7_000 });
    const after = await search(query);
    expect(after.body.data.requestId).not.toBe(before.body.data.requestId);
    expect(after.body.data.hotels.map((hotel) => hotel.hotelId)).toContain(own.hotelId);
    // The search made before the change still opens its hotels' pages (its requestId lives on).
    const first = before.body.data.hotels[0];
    const detail = await post("/api/hotel-catalog/HotelCatalog/HotelDetail", {
      requestId: before.body.data.requestId,
      hotelId: first?.hotelId,
    });
    expect(detail.status).toBe(200);
  });
});

describe("POST /api/front-api/HotelTrending/GetHotelsAvailableByDestination", () => {
  it("answers at most `take` hotels of the destination, 10 by default (spec §9)", async () => {
    const url = "/api/front-api/HotelTrending/GetHotelsAvailableByDestination";
    const all = await post<HotelCard[]>(url, { slidingExpiration: true, reValidate: true, cityCode: "NJF" });
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(4);
    expect(all.body.data.length).toBeLessThanOrEqual(10);
    expect(all.body.data.every((hotel) => hotel.cityCode === "NJF")).toBe(true);
    const two = await post<HotelCard[]>(url, {
      slidingExpiration: true,
      reValidate: false,
      cityCode: "NJF",
      take: 2,
    });
    expect(two.body.data.map((h) => h.hotelId)).toEqual(all.body.data.slice(0, 2).map((h) => h.hotelId));
    const unknown = await post<HotelCard[]>(url, {
      slidingExpiration: true,
      reValidate: true,
      cityCode: "ZZZ",
      take: 10,
    });
    expect(unknown.status).toBe(400);
  });
});

describe("the hotel page and the re-check of a rate", () => {
  /** Each test its own stay: a search is cached by its query, and a new hotel joins only new searches. */
  async function ownSearch(days: number) {
    const checkIn = day(days);
    const own = await ownHotel({ cityCode: "SMR", checkIn, nights: 2, allotment: 3, doubleCents: 8_000 });
    const { body } = await search({
      cityCode: "SMR",
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms: [{ adults: 2, childAges: [7] }],
    });
    return { own, requestId: body.data.requestId, checkIn };
  }

  it("HotelDetail: the content and every rate grouped by room type, cheapest first", async () => {
    const { own, requestId, checkIn } = await ownSearch(50);
    const { status, body } = await post<HotelDetail>("/api/hotel-catalog/HotelCatalog/HotelDetail", {
      requestId,
      hotelId: own.hotelId,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      hotelId: own.hotelId,
      checkIn,
      checkOut: addDays(checkIn, 2),
      nights: 2,
      content: { checkInTime: "14:00", checkOutTime: "12:00", timeZone: "Asia/Baghdad" },
    });
    expect(body.data.roomGroups).toHaveLength(1);
    const rates = body.data.roomGroups[0]?.rates ?? [];
    expect(rates.map((rate) => [rate.board, rate.totalPrice])).toEqual([
      ["RoomOnly", 164], // (80 − 10 % + 10 for the child) × 2
      ["Breakfast", 180],
    ]);
    // Free until 18:00 in Samarra (UTC+3) three days before check-in.
    expect(rates[1]?.freeCancellationUntil).toBe(`${addDays(checkIn, -3)}T15:00:00.000Z`);
  });

  it("HotelDetailForStay: the same page in one call from the stay, the search's own requestId", async () => {
    const { own, requestId, checkIn } = await ownSearch(56);
    const stay = {
      cityCode: "SMR",
      checkIn,
      checkOut: addDays(checkIn, 2),
      rooms: [{ adults: 2, childAges: [7] }],
    };
    const { status, body } = await post<HotelDetail>("/api/hotel-catalog/HotelCatalog/HotelDetailForStay", {
      ...stay,
      hotelId: own.hotelId,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ hotelId: own.hotelId, requestId, nights: 2 });
    expect(body.data.roomGroups[0]?.rates.map((rate) => rate.totalPrice)).toEqual([164, 180]);
    const missing = await post("/api/hotel-catalog/HotelCatalog/HotelDetailForStay", {
      ...stay,
      hotelId: "nope",
    });
    expect(missing.status).toBe(404);
    expect(missing.body.meta.errors).toEqual([{ key: "hotelId", messages: ["HOTEL_NOT_FOUND"] }]);
    const bad = await post("/api/hotel-catalog/HotelCatalog/HotelDetailForStay", {
      ...stay,
      checkOut: checkIn,
      hotelId: own.hotelId,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.meta.errors).toEqual([
      { key: "checkOut", messages: ["CHECK_OUT_MUST_BE_AFTER_CHECK_IN"] },
    ]);
  });

  it("HotelDetail answers 404 for a search that is gone and for a hotel not in it", async () => {
    const { requestId } = await ownSearch(52);
    const gone = await post("/api/hotel-catalog/HotelCatalog/HotelDetail", {
      requestId: "6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f",
      hotelId: "x",
    });
    expect(gone.status).toBe(404);
    expect(gone.body.meta.errors).toEqual([{ key: "requestId", messages: ["HOTEL_SEARCH_EXPIRED"] }]);
    const other = await post("/api/hotel-catalog/HotelCatalog/HotelDetail", {
      requestId,
      hotelId: "not-here",
    });
    expect(other.status).toBe(404);
    expect(other.body.meta.errors).toEqual([{ key: "hotelId", messages: ["HOTEL_NOT_FOUND"] }]);
  });

  it("Recheck: available, then a price change the search keeps, then sold out", async () => {
    const { own, requestId } = await ownSearch(54);
    const detail = async () =>
      (
        await post<HotelDetail>("/api/hotel-catalog/HotelCatalog/HotelDetail", {
          requestId,
          hotelId: own.hotelId,
        })
      ).body.data;
    const breakfast = (await detail()).roomGroups[0]?.rates.find((rate) => rate.board === "Breakfast");
    const recheck = (rateKey: string) =>
      post<RateRecheck>("/api/hotel-catalog/HotelCatalog/Recheck", {
        requestId,
        hotelId: own.hotelId,
        rateKey,
      });

    const same = await recheck(breakfast?.rateKey ?? "");
    expect(same.body.data).toMatchObject({
      status: "Available",
      previousTotal: 180,
      rate: { totalPrice: 180 },
    });

    const nights = `/api/dev/hotels/properties/${own.hotelId}/nights`;
    expect((await post(nights, { doubleCents: 9_000 })).status).toBe(200);
    const changed = await recheck(breakfast?.rateKey ?? "");
    expect(changed.body.data).toMatchObject({
      status: "PriceChanged",
      previousTotal: 180,
      rate: { totalPrice: 200 },
    });
    const after = (await detail()).roomGroups[0]?.rates.find((rate) => rate.board === "Breakfast");
    expect(after?.totalPrice).toBe(200);

    await post(nights, { allotment: 0 });
    const gone = await recheck(breakfast?.rateKey ?? "");
    expect(gone.body.data).toMatchObject({ status: "SoldOut", rate: null, previousTotal: 200 });
    const unknown = await recheck(breakfast?.rateKey ?? "");
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.errors).toEqual([{ key: "rateKey", messages: ["HOTEL_ROOM_SOLD_OUT"] }]);
  });
});

describe("the customer's hotel search history", () => {
  const histories = "/api/user-interactions/HotelUserInterations/GetHotelSearchHistories";

  it("keeps a signed-in customer's searches (the same stay once), and removes one through the flight DeActive path", async () => {
    const customer = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const query = {
      cityCode: "KRB",
      checkIn: day(33),
      checkOut: day(35),
      rooms: [{ adults: 2, childAges: [7] }],
    };
    const as = (headers: Record<string, string>, url: string, payload: object) =>
      t.app.inject({ method: "POST", url, headers, payload });

    expect((await as({}, histories, {})).statusCode).toBe(401);
    await as(customer.headers, "/api/hotel-catalog/HotelCatalog/Available", query);
    await as(customer.headers, "/api/hotel-catalog/HotelCatalog/Available", query); // the same stay again
    await as(customer.headers, "/api/hotel-catalog/HotelCatalog/Available", { ...query, cityCode: "MHD" });
    await search({ ...query, cityCode: "NJF" }); // anonymous: kept by nobody

    const listed = (await as(customer.headers, histories, {})).json().data as {
      id: string;
      cityCode: string;
      cityName: { ar: string };
      rooms: unknown;
    }[];
    expect(listed.map((h) => h.cityCode)).toEqual(["MHD", "KRB"]);
    expect(listed[1]).toMatchObject({
      cityName: { ar: "كربلاء" },
      checkIn: day(33),
      rooms: [{ adults: 2, childAges: [7] }],
    });

    const karbala = listed[1]?.id ?? "";
    const refused = await as(other.headers, "/api/user-interactions/FlightUserInteractions/DeActive", {
      id: karbala,
    });
    expect(refused.statusCode).toBe(404);
    const removed = await as(customer.headers, "/api/user-interactions/FlightUserInteractions/DeActive", {
      id: karbala,
    });
    expect(removed.statusCode).toBe(200);
    const after = (await as(customer.headers, histories, {})).json().data as { cityCode: string }[];
    expect(after.map((h) => h.cityCode)).toEqual(["MHD"]);
    expect((await as(other.headers, histories, {})).json().data).toEqual([]);
  });
});
