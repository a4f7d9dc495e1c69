import type { HotelSearchAnswer } from "@safar/domain";
import { calendarDateIn } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelInventory } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createHotelsRepository } from "./hotels.repository";
import { createContractsSupplier } from "./suppliers/contracts-supplier";

/** PGlite runs one query at a time, so the race only means something on the real PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const CUSTOMERS = 100;
const ROOMS = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const day = (n: number) => addDays(calendarDateIn(new Date()) ?? "", n);
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000);

/** A hotel of the test's own with `allotment` rooms a night, and the rate keys of its search. */
async function ownRates(days: number, allotment: number, rooms = [{ adults: 2, childAges: [] as number[] }]) {
  const checkIn = day(days);
  const added = await t.app.inject({
    method: "POST",
    url: "/api/dev/hotels/properties",
    payload: { cityCode: "NJF", name: `Holds ${days}`, checkIn, nights: 2, allotment, doubleCents: 7_000 },
  });
  const hotelId = added.json().data.hotelId as string;
  const found = await t.app.inject({
    method: "POST",
    url: "/api/hotel-catalog/HotelCatalog/Available",
    payload: { cityCode: "NJF", checkIn, checkOut: addDays(checkIn, 2), rooms },
  });
  const hotel = (found.json().data as HotelSearchAnswer).hotels.find((h) => h.hotelId === hotelId);
  if (!hotel) throw new Error("own hotel not found");
  return { checkIn, rate: hotel.cheapest };
}

async function nightsOf(roomTypeId: string) {
  return t.infrastructure.database.db
    .select({ day: hotelInventory.day, held: hotelInventory.held, sold: hotelInventory.sold })
    .from(hotelInventory)
    .where(and(eq(hotelInventory.roomTypeId, roomTypeId)))
    .orderBy(hotelInventory.day);
}

describe("contracted rooms held while the customer pays", () => {
  it("holds every night of the stay, sells or releases once, and lists holds past their expiry", async () => {
    const supplier = createContractsSupplier(createHotelsRepository(t.infrastructure.database.db));
    const { checkIn, rate } = await ownRates(60, 3, [
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [] },
    ]);
    const first = await supplier.hold?.(rate.rateKey, inMinutes(15));
    expect(first).toBeTruthy();
    expect(await nightsOf(rate.roomTypeId)).toEqual([
      { day: checkIn, held: 2, sold: 0 },
      { day: addDays(checkIn, 1), held: 2, sold: 0 },
    ]);
    // One room is left a night: two more are refused, and nothing is taken.
    expect(await supplier.hold?.(rate.rateKey, inMinutes(15))).toBeNull();
    expect((await nightsOf(rate.roomTypeId)).map((n) => n.held)).toEqual([2, 2]);

    expect(await supplier.endHold?.(first ?? "", "sold")).toBe(true);
    expect(await supplier.endHold?.(first ?? "", "released")).toBe(false); // once only
    expect((await nightsOf(rate.roomTypeId)).map((n) => [n.held, n.sold])).toEqual([
      [0, 2],
      [0, 2],
    ]);

    const late = await supplier.hold?.(
      (await ownRates(62, 2)).rate.rateKey,
      new Date(Date.now() - 1_000), // already past its expiry
    );
    const repository = createHotelsRepository(t.infrastructure.database.db);
    expect(await repository.expiredHolds(new Date(), 100)).toContain(late);
    expect(await supplier.endHold?.(late ?? "", "released")).toBe(true);
    expect(await repository.expiredHolds(new Date(), 100)).not.toContain(late);
  });

  it("a search no longer offers rooms that are held", async () => {
    const supplier = createContractsSupplier(createHotelsRepository(t.infrastructure.database.db));
    const { checkIn, rate } = await ownRates(64, 1);
    expect(await supplier.hold?.(rate.rateKey, inMinutes(15))).toBeTruthy();
    expect(await supplier.recheck(rate.rateKey, new Date())).toBeNull();
    const found = await t.app.inject({
      method: "POST",
      url: "/api/hotel-catalog/HotelCatalog/Available",
      payload: { cityCode: "NJF", checkIn, checkOut: addDays(checkIn, 2), rooms: [{ adults: 1 }] },
    });
    const ids = (found.json().data as HotelSearchAnswer).hotels.map((h) => h.name.en);
    expect(ids).not.toContain("Holds 64");
  });

  it("books a held rate, quotes its cancellation inside and outside the free period, cancels it once", async () => {
    const supplier = createContractsSupplier(createHotelsRepository(t.infrastructure.database.db));
    const { checkIn, rate: roomOnly } = await ownRates(68, 2, [{ adults: 1, childAges: [] }]);
    // The cheapest rate is room only, non-refundable; its timeline is replaced below to quote both sides.
    const rate = roomOnly;
    expect(rate.refundable).toBe(false);
    const holdId = (await supplier.hold?.(rate.rateKey, inMinutes(15))) ?? "";
    const booking = {
      rateKey: rate.rateKey,
      holdId,
      holder: { firstName: "ALI", lastName: "HASSAN" },
      guests: [{ room: 0, type: "Adult" as const, age: null, firstName: "ALI", lastName: "HASSAN" }],
      totalPrice: rate.totalPrice,
      clientReference: "100001",
      remark: "",
    };
    expect(await supplier.book(booking)).toEqual({
      reference: holdId,
      status: "Confirmed",
      totalPrice: rate.totalPrice,
    });
    expect(await supplier.book(booking)).toMatchObject({ reference: holdId, status: "Confirmed" }); // a retry
    expect(await supplier.readBooking(holdId)).toEqual({ reference: holdId, status: "Confirmed" });
    expect((await nightsOf(rate.roomTypeId)).map((n) => [n.held, n.sold])).toEqual([
      [0, 1],
      [0, 1],
    ]);

    const refundable = {
      ...rate,
      penalties: [
        { from: `${addDays(checkIn, -3)}T15:00:00.000Z`, amount: 70 },
        { from: `${addDays(checkIn, -1)}T15:00:00.000Z`, amount: 140 },
      ],
    };
    const inside = new Date(`${addDays(checkIn, -4)}T12:00:00Z`);
    const outside = new Date(`${addDays(checkIn, -2)}T12:00:00Z`);
    expect(await supplier.quoteCancellation({ reference: holdId, rate: refundable }, inside)).toEqual({
      penalty: 0,
    });
    expect(await supplier.quoteCancellation({ reference: holdId, rate: refundable }, outside)).toEqual({
      penalty: 70,
    });

    expect(await supplier.cancel({ reference: holdId, rate: refundable }, outside)).toEqual({
      reference: holdId,
      status: "Cancelled",
      penalty: 70,
    });
    expect((await nightsOf(rate.roomTypeId)).map((n) => [n.held, n.sold])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(await supplier.readBooking(holdId)).toEqual({ reference: holdId, status: "Cancelled" });
    // Cancelling again changes nothing; a released hold cannot be booked.
    await supplier.cancel({ reference: holdId, rate: refundable }, outside);
    expect((await nightsOf(rate.roomTypeId)).map((n) => n.sold)).toEqual([0, 0]);
    const released = (await supplier.hold?.(rate.rateKey, inMinutes(15))) ?? "";
    await supplier.endHold?.(released, "released");
    await expect(supplier.book({ ...booking, holdId: released })).rejects.toMatchObject({ kind: "sold_out" });
  });

  it.skipIf(!onPostgres)(
    `${CUSTOMERS} customers race for an allotment of ${ROOMS} rooms: exactly ${ROOMS} holds, never oversold`,
    async () => {
      const supplier = createContractsSupplier(createHotelsRepository(t.infrastructure.database.db));
      const { rate } = await ownRates(66, ROOMS);
      const results = await Promise.all(
        Array.from({ length: CUSTOMERS }, () => supplier.hold?.(rate.rateKey, inMinutes(15))),
      );
      expect(results.filter(Boolean)).toHaveLength(ROOMS);
      expect((await nightsOf(rate.roomTypeId)).map((n) => n.held)).toEqual([ROOMS, ROOMS]);
    },
    60_000,
  );
});
