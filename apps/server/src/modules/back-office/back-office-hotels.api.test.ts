/**
 * Contracted hotels in the back office (issue 14): operations creates a property with a room type
 * and a rate plan, opens its calendar, and a customer's new search finds it at that price; an
 * allotment below the rooms held is refused naming the day; stop-sell takes it out of a new search;
 * every change in the audit log; each bad field by its key; other roles refused.
 */
import type { HotelSearchAnswer } from "@safar/domain";
import { calendarDateIn } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOperator, operatorCookie, siteCall } from "../../test/operators";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createHotelsRepository } from "../hotels/hotels.repository";

let t: TestApp;
let operations: string;
let admin: string;

/** A day `n` days after today in Baghdad (Karbala's calendar too). */
const day = (n: number) => addDays(calendarDateIn(new Date()) ?? "", n);
const call = (method: "GET" | "POST", url: string, payload?: object, cookie = operations) =>
  siteCall(t, method, url, { cookie }, payload);

let seq = 0;
const three = (en: string) => ({ ar: `${en} (ar)`, fa: `${en} (fa)`, en });
const property = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    cityCode: "KRB",
    name: three(`Operator Test Hotel ${process.pid} ${seq}`),
    stars: 4,
    propertyType: "Hotel",
    area: three("Bab Baghdad"),
    address: three("12 Al-Jumhuriya Street"),
    latitude: 32.5 + seq / 100,
    longitude: 44.1 + seq / 100,
    checkInTime: "14:00",
    checkOutTime: "12:00",
    amenities: ["wifi", "lift"],
    importantInfo: three("Passport at check-in."),
    ...extra,
  };
};
const roomType = (extra: Record<string, unknown> = {}) => ({
  name: three("Double room"),
  beds: three("One double bed"),
  maxAdults: 2,
  maxChildren: 1,
  maxOccupancy: 3,
  ...extra,
});
const ratePlan = (roomTypeId: string, extra: Record<string, unknown> = {}) => ({
  roomTypeId,
  board: "Breakfast",
  refundable: true,
  cancellationRules: [
    { daysBefore: 3, nights: 1 },
    { daysBefore: 0, nights: 2 },
  ],
  adjustPercent: 10,
  payAtHotel: false,
  cityTax: 2,
  taxPercent: 0,
  childBands: [{ minAge: 0, maxAge: 5, pricePerNight: 0 }],
  ...extra,
});

const searchKrb = async (checkIn: string, checkOut: string) => {
  const r = await t.app.inject({
    method: "POST",
    url: "/api/hotel-catalog/HotelCatalog/Available",
    payload: { cityCode: "KRB", checkIn, checkOut, rooms: [{ adults: 2, childAges: [] }] },
  });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: HotelSearchAnswer }).data;
};

/** A property with a room type and a plan; its id, the room type's and the plan's. */
async function hotelWithRoom() {
  const created = await call("POST", "/api/back-office/hotels", property());
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id as string;
  const room = await call("POST", `/api/back-office/hotels/${id}/room-types`, roomType());
  expect(room.status, JSON.stringify(room.body)).toBe(200);
  const plan = await call("POST", `/api/back-office/hotels/${id}/rate-plans`, ratePlan(room.body.data.id));
  expect(plan.status, JSON.stringify(plan.body)).toBe(200);
  return { id, roomTypeId: room.body.data.id as string, ratePlanId: plan.body.data.id as string };
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKERS_ENABLED: "false" } });
  operations = await operatorCookie(t, await newOperator(t, "operations"));
  admin = await operatorCookie(t, await newOperator(t, "admin"));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("contracted hotels in the back office", () => {
  it("created with a room type and a plan, 10 days opened: a customer's new search finds it at the price", async () => {
    const { id, roomTypeId, ratePlanId } = await hotelWithRoom();

    const read = await call("GET", `/api/back-office/hotels/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      cityCode: "KRB",
      stars: 4,
      timeZone: "Asia/Baghdad",
      isActive: true,
      roomTypes: [{ id: roomTypeId, maxAdults: 2, maxOccupancy: 3 }],
      ratePlans: [
        {
          id: ratePlanId,
          roomTypeId,
          board: "Breakfast",
          refundable: true,
          adjustPercent: 10,
          cityTax: 2,
          childBands: [{ minAge: 0, maxAge: 5, pricePerNight: 0 }],
        },
      ],
    });

    const opened = await call("POST", `/api/back-office/hotels/${id}/calendar`, {
      roomTypeId,
      from: day(40),
      to: day(49),
      allotment: 3,
      prices: { "1": 80, "2": 100 },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toEqual({ changed: 10, opened: 10 });

    const calendar = await call(
      "GET",
      `/api/back-office/hotels/${id}/calendar?roomTypeId=${roomTypeId}&from=${day(39)}&to=${day(50)}`,
    );
    expect(calendar.status, JSON.stringify(calendar.body)).toBe(200);
    const days = calendar.body.data.days as {
      day: string;
      open: boolean;
      allotment: number;
      prices: object;
    }[];
    expect(days).toHaveLength(12);
    expect(days.filter((d) => d.open).map((d) => d.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => day(40 + i)),
    );
    expect(days[1]).toMatchObject({
      allotment: 3,
      held: 0,
      sold: 0,
      stopSell: false,
      prices: { "1": 80, "2": 100 },
    });

    // Two nights, two adults: 100 a night, +10 % breakfast.
    const found = (await searchKrb(day(41), day(43))).hotels.find((h) => h.hotelId === id);
    expect(found?.cheapest).toMatchObject({ totalPrice: 220, board: "Breakfast", refundable: true });

    // A price change shows in a new stay at once.
    const repriced = await call("POST", `/api/back-office/hotels/${id}/calendar`, {
      roomTypeId,
      from: day(44),
      to: day(45),
      prices: { "2": 150 },
    });
    expect(repriced.body.data).toEqual({ changed: 2, opened: 0 });
    const after = (await searchKrb(day(44), day(45))).hotels.find((h) => h.hotelId === id);
    expect(after?.cheapest.totalPrice).toBe(165);

    const listed = await call(
      "GET",
      `/api/back-office/hotels?cityCode=KRB&q=${encodeURIComponent(`${process.pid} `)}`,
    );
    expect(listed.body.data.items.map((h: { id: string }) => h.id)).toContain(id);
    const byArabic = await call(
      "GET",
      `/api/back-office/hotels?q=${encodeURIComponent("(ar)")}&pageSize=100`,
    );
    expect(byArabic.body.data.items.map((h: { id: string }) => h.id)).toContain(id);
    const elsewhere = await call("GET", `/api/back-office/hotels?cityCode=NJF&pageSize=100`);
    expect(elsewhere.body.data.items.map((h: { id: string }) => h.id)).not.toContain(id);
    expect(elsewhere.body.data.items.every((h: { cityCode: string }) => h.cityCode === "NJF")).toBe(true);
  });

  it("refuses an allotment below the rooms held, naming the day, and changes nothing", async () => {
    const { id, roomTypeId } = await hotelWithRoom();
    await call("POST", `/api/back-office/hotels/${id}/calendar`, {
      roomTypeId,
      from: day(60),
      to: day(64),
      allotment: 3,
      prices: { "1": 50, "2": 60 },
    });
    const holds = createHotelsRepository(t.infrastructure.database.db);
    const hold = await holds.hold({
      roomTypeId,
      days: [day(62), day(63)],
      rooms: 2,
      expiresAt: new Date(Date.now() + 600_000),
    });
    expect(hold).not.toBeNull();

    const lowered = await call("POST", `/api/back-office/hotels/${id}/calendar`, {
      roomTypeId,
      from: day(60),
      to: day(64),
      allotment: 1,
    });
    expect(lowered.status).toBe(409);
    expect(lowered.body.meta.errors).toEqual([
      { key: `allotment.${day(62)}`, messages: ["HOTEL_ALLOTMENT_BELOW_BOOKED"] },
    ]);
    const calendar = await call(
      "GET",
      `/api/back-office/hotels/${id}/calendar?roomTypeId=${roomTypeId}&from=${day(60)}&to=${day(64)}`,
    );
    expect(calendar.body.data.days.map((d: { allotment: number }) => d.allotment)).toEqual([3, 3, 3, 3, 3]);
    expect(calendar.body.data.days.map((d: { held: number }) => d.held)).toEqual([0, 0, 2, 2, 0]);

    // Down to what is held is allowed.
    const toHeld = await call("POST", `/api/back-office/hotels/${id}/calendar`, {
      roomTypeId,
      from: day(62),
      to: day(63),
      allotment: 2,
    });
    expect(toHeld.status, JSON.stringify(toHeld.body)).toBe(200);
  });

  it("stop-sell takes it out of the next search of a stay already searched; selling again brings it back", async () => {
    const { id, roomTypeId } = await hotelWithRoom();
    await call("POST", `/api/back-office/hotels/${id}/calendar`, {
      roomTypeId,
      from: day(70),
      to: day(75),
      allotment: 5,
      prices: { "1": 70, "2": 90 },
    });
    expect((await searchKrb(day(71), day(73))).hotels.some((h) => h.hotelId === id)).toBe(true);
    const stopped = await call("POST", `/api/back-office/hotels/${id}/calendar`, {
      roomTypeId,
      from: day(72),
      to: day(72),
      stopSell: true,
    });
    expect(stopped.body.data).toEqual({ changed: 1, opened: 0 });
    // The same stay, searched before: the change shows at once, not when its cached answer expires.
    expect((await searchKrb(day(71), day(73))).hotels.some((h) => h.hotelId === id)).toBe(false);
    await call("POST", `/api/back-office/hotels/${id}/calendar`, {
      roomTypeId,
      from: day(72),
      to: day(72),
      stopSell: false,
    });
    expect((await searchKrb(day(71), day(73))).hotels.some((h) => h.hotelId === id)).toBe(true);
  });

  it("changes a property, a room type and a plan; every write is in the audit log", async () => {
    const { id, roomTypeId, ratePlanId } = await hotelWithRoom();
    const changed = await call(
      "POST",
      `/api/back-office/hotels/${id}`,
      property({ stars: 5, isActive: false }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ stars: 5, isActive: false });
    const room = await call(
      "POST",
      `/api/back-office/hotels/${id}/room-types/${roomTypeId}`,
      roomType({ maxAdults: 3, maxOccupancy: 3 }),
    );
    expect(room.body.data).toMatchObject({ id: roomTypeId, maxAdults: 3 });
    const plan = await call(
      "POST",
      `/api/back-office/hotels/${id}/rate-plans/${ratePlanId}`,
      ratePlan(roomTypeId, {
        refundable: false,
        cancellationRules: [],
        board: "RoomOnly",
        adjustPercent: -12,
      }),
    );
    expect(plan.body.data).toMatchObject({
      id: ratePlanId,
      refundable: false,
      board: "RoomOnly",
      adjustPercent: -12,
    });
    await call("POST", `/api/back-office/hotels/${id}/calendar`, {
      roomTypeId,
      from: day(80),
      to: day(81),
      allotment: 1,
      prices: { "1": 10, "2": 20, "3": 30 },
    });

    const audit = await call("GET", "/api/back-office/audit?pageSize=100", undefined, admin);
    expect(audit.status).toBe(200);
    const entries = audit.body.data.items as {
      action: string;
      objectId: string;
      before: unknown;
      after: unknown;
    }[];
    const mine = (action: string, objectId: string) =>
      entries.find((e) => e.action === action && e.objectId === objectId);
    expect(mine("hotel.create", id)).toBeDefined();
    expect(mine("hotel.update", id)).toMatchObject({
      before: { stars: 4 },
      after: { stars: 5, isActive: false },
    });
    expect(mine("hotel-room-type.create", roomTypeId)).toBeDefined();
    expect(mine("hotel-room-type.update", roomTypeId)).toMatchObject({
      before: { maxAdults: 2 },
      after: { maxAdults: 3 },
    });
    expect(mine("hotel-rate-plan.create", ratePlanId)).toBeDefined();
    expect(mine("hotel-rate-plan.update", ratePlanId)).toMatchObject({
      before: { refundable: true },
      after: { refundable: false },
    });
    expect(mine("hotel-calendar.change", roomTypeId)).toMatchObject({
      after: { propertyId: id, from: day(80), to: day(81), allotment: 1, changed: 2, opened: 2 },
    });
  });

  it("refuses each bad field by its key", async () => {
    const refused = async (url: string, body: object, status = 400) => {
      const r = await call("POST", url, body);
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      return r.body.meta.errors[0];
    };
    const hotels = "/api/back-office/hotels";
    expect(await refused(hotels, property({ cityCode: "ZZZ" }))).toEqual({
      key: "cityCode",
      messages: ["HOTEL_CITY_UNKNOWN"],
    });
    for (const [extra, key, message] of [
      [{ name: { ar: "", fa: "x", en: "x" } }, "name.ar", "HOTEL_NAME_IS_REQUIRED"],
      [{ stars: 6 }, "stars", "HOTEL_STARS_ARE_INVALID"],
      [{ propertyType: "Castle" }, "propertyType", "HOTEL_PROPERTY_TYPE_IS_INVALID"],
      [{ area: { ar: "x", fa: "", en: "x" } }, "area.fa", "HOTEL_AREA_IS_REQUIRED"],
      [{ address: { ar: "x", fa: "x", en: " " } }, "address.en", "HOTEL_ADDRESS_IS_REQUIRED"],
      [{ latitude: 95 }, "latitude", "HOTEL_COORDINATES_ARE_INVALID"],
      [{ checkInTime: "2pm" }, "checkInTime", "HOTEL_TIME_IS_INVALID"],
      [{ amenities: ["casino"] }, "amenities[0]", "HOTEL_AMENITY_UNKNOWN"],
    ] as const)
      expect(await refused(hotels, property(extra))).toEqual({ key, messages: [message] });

    const { id, roomTypeId } = await hotelWithRoom();
    const rooms = `${hotels}/${id}/room-types`;
    expect(await refused(rooms, roomType({ maxAdults: 5 }))).toEqual({
      key: "maxAdults",
      messages: ["HOTEL_ROOM_ADULTS_ARE_INVALID"],
    });
    expect(await refused(rooms, roomType({ maxChildren: 7 }))).toEqual({
      key: "maxChildren",
      messages: ["HOTEL_ROOM_CHILDREN_ARE_INVALID"],
    });
    expect(await refused(rooms, roomType({ maxOccupancy: 1 }))).toEqual({
      key: "maxOccupancy",
      messages: ["HOTEL_ROOM_OCCUPANCY_IS_INVALID"],
    });
    expect(
      await refused(`${hotels}/00000000-0000-4000-8000-000000000000/room-types`, roomType(), 404),
    ).toEqual({ key: "id", messages: ["HOTEL_PROPERTY_NOT_FOUND"] });

    const plans = `${hotels}/${id}/rate-plans`;
    for (const [extra, key, message] of [
      [{ board: "Lunch" }, "board", "HOTEL_BOARD_IS_INVALID"],
      [{ cancellationRules: [] }, "cancellationRules", "HOTEL_CANCELLATION_RULES_ARE_INVALID"],
      [
        {
          cancellationRules: [
            { daysBefore: 1, nights: 1 },
            { daysBefore: 2, nights: 1 },
          ],
        },
        "cancellationRules[1].daysBefore",
        "HOTEL_CANCELLATION_RULES_ARE_INVALID",
      ],
      [{ adjustPercent: -95 }, "adjustPercent", "HOTEL_ADJUST_PERCENT_IS_INVALID"],
      [{ cityTax: -1 }, "cityTax", "HOTEL_CITY_TAX_IS_INVALID"],
      [{ taxPercent: 60 }, "taxPercent", "HOTEL_TAX_PERCENT_IS_INVALID"],
      [
        {
          childBands: [
            { minAge: 0, maxAge: 8, pricePerNight: 0 },
            { minAge: 5, maxAge: 11, pricePerNight: 10 },
          ],
        },
        "childBands[1].minAge",
        "HOTEL_CHILD_BANDS_ARE_INVALID",
      ],
    ] as const)
      expect(await refused(plans, ratePlan(roomTypeId, extra))).toEqual({ key, messages: [message] });
    expect(await refused(plans, ratePlan("00000000-0000-4000-8000-000000000000"), 404)).toEqual({
      key: "roomTypeId",
      messages: ["HOTEL_ROOM_TYPE_NOT_FOUND"],
    });

    const calendar = `${hotels}/${id}/calendar`;
    const change = (extra: object) => ({ roomTypeId, from: day(90), to: day(99), allotment: 2, ...extra });
    for (const [extra, key, message] of [
      [{ from: day(-1) }, "from", "HOTEL_CALENDAR_DAY_IS_IN_THE_PAST"],
      [{ to: day(89) }, "to", "HOTEL_CALENDAR_DAYS_ARE_INVALID"],
      [{ to: day(90 + 367) }, "to", "HOTEL_CALENDAR_RANGE_IS_TOO_LONG"],
      [{ allotment: 501 }, "allotment", "HOTEL_ALLOTMENT_IS_INVALID"],
      [{ allotment: undefined }, "allotment", "HOTEL_CALENDAR_CHANGE_IS_EMPTY"],
      [{ minStay: 0 }, "minStay", "HOTEL_MIN_STAY_IS_INVALID"],
      [{ prices: { "1": 0 } }, "prices[1]", "HOTEL_PRICE_IS_INVALID"],
      [{ prices: { "1": 10, "2": 20, "3": 30 } }, "prices[3]", "HOTEL_PRICE_IS_INVALID"],
      // A day not open yet needs the price of every number of adults the room takes.
      [{ prices: { "2": 20 } }, "prices", "HOTEL_CALENDAR_PRICES_ARE_REQUIRED"],
      [{}, "prices", "HOTEL_CALENDAR_PRICES_ARE_REQUIRED"],
    ] as const)
      expect(await refused(calendar, change(extra))).toEqual({ key, messages: [message] });
    expect(
      await refused(calendar, change({ roomTypeId: "00000000-0000-4000-8000-000000000000" }), 404),
    ).toEqual({ key: "roomTypeId", messages: ["HOTEL_ROOM_TYPE_NOT_FOUND"] });
    const tooLong = await call("GET", `${calendar}?roomTypeId=${roomTypeId}&from=${day(1)}&to=${day(70)}`);
    expect([tooLong.status, tooLong.body.meta.errors[0]]).toEqual([
      400,
      { key: "to", messages: ["HOTEL_CALENDAR_RANGE_IS_TOO_LONG"] },
    ]);
  });

  it("is operations' and admins' work only", async () => {
    const { id } = await hotelWithRoom();
    expect((await call("GET", `/api/back-office/hotels/${id}`, undefined, admin)).status).toBe(200);
    for (const role of ["support", "finance", "content"] as const) {
      const cookie = await operatorCookie(t, await newOperator(t, role));
      expect((await call("GET", "/api/back-office/hotels", undefined, cookie)).status).toBe(403);
      expect((await call("POST", "/api/back-office/hotels", property(), cookie)).status).toBe(403);
      expect((await call("GET", `/api/back-office/hotels/${id}`, undefined, cookie)).status).toBe(403);
    }
    const anonymous = await siteCall(t, "GET", "/api/back-office/hotels");
    expect(anonymous.status).toBe(401);
  });
});
