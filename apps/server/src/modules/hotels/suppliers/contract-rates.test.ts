import { describe, expect, it } from "vitest";
import type { InventoryRow, RatePlanRow, RoomTypeRow } from "../hotels.repository";
import { contractRate, readContractRateKey, roomsFit, sellableNights } from "./contract-rates";

const roomType: RoomTypeRow & { nights: InventoryRow[] } = {
  id: "room-1",
  propertyId: "hotel-1",
  name: { ar: "غرفة", fa: "اتاق", en: "Room" },
  beds: { ar: "", fa: "", en: "" },
  maxAdults: 3,
  maxChildren: 2,
  maxOccupancy: 4,
  sortOrder: 0,
  nights: ["2027-03-10", "2027-03-11", "2027-03-12"].map((day, i) => ({
    roomTypeId: "room-1",
    day,
    allotment: 5,
    held: i === 1 ? 1 : 0,
    sold: i === 1 ? 2 : 0,
    stopSell: false,
    minStay: 1,
    closedToArrival: false,
    centsByAdults: { "1": 8_000, "2": 10_000 + i * 1_000, "3": 13_000 },
  })),
};

const plan = (change: Partial<RatePlanRow> = {}): RatePlanRow => ({
  id: "plan-1",
  roomTypeId: "room-1",
  board: "Breakfast",
  refundable: true,
  cancellationRules: [
    { daysBefore: 3, nights: 1 },
    { daysBefore: 1, nights: 99 },
  ],
  adjustPercent: "0",
  payAtHotel: false,
  cityTaxCents: 200,
  taxPercent: "10",
  childBands: [
    { minAge: 0, maxAge: 5, centsPerNight: 0 },
    { minAge: 6, maxAge: 11, centsPerNight: 2_500 },
  ],
  isActive: true,
  ...change,
});

const stay = (now: string, rooms = [{ adults: 2, childAges: [7, 3] }]) => ({
  checkIn: "2027-03-10",
  checkOut: "2027-03-13",
  rooms,
  timeZone: "Asia/Baghdad",
  now: new Date(now),
});

describe("contractRate", () => {
  it("prices every night by its adults' price and each child's band; taxes inside, city tax at the hotel", () => {
    const rate = contractRate("hotel-1", roomType, plan(), stay("2027-03-01T09:00:00Z"));
    // Nights: 100 + 25 (child of 7) + 0 (child of 3), then 110 + 25, 120 + 25.
    expect(rate).toMatchObject({
      totalPrice: 405,
      perNight: 135,
      taxes: 36.82, // 10 % inside 405
      dueAtHotel: 6, // 2 a night, 3 nights, one room
      roomsLeft: 2, // the second night has 5 − 1 held − 2 sold
      board: "Breakfast",
      payAtHotel: false,
    });
    expect(readContractRateKey(rate?.rateKey ?? "")).toEqual({
      s: "contracts",
      h: "hotel-1",
      r: "room-1",
      p: "plan-1",
      i: "2027-03-10",
      o: "2027-03-13",
      q: "2_7.3",
    });
  });

  it("writes the penalty timeline at 18:00 at the hotel: free until 3 days before, then a night, then the stay", () => {
    const rate = contractRate("hotel-1", roomType, plan(), stay("2027-03-01T09:00:00Z"));
    expect(rate?.refundable).toBe(true);
    expect(rate?.freeCancellationUntil).toBe("2027-03-07T15:00:00.000Z"); // 18:00 in Baghdad (UTC+3)
    expect(rate?.penalties).toEqual([
      { from: "2027-03-07T15:00:00.000Z", amount: 125 },
      { from: "2027-03-09T15:00:00.000Z", amount: 405 },
    ]);
  });

  it("is no longer refundable once the free period is over: the current penalty applies from now", () => {
    const rate = contractRate("hotel-1", roomType, plan(), stay("2027-03-08T06:00:00Z"));
    expect(rate).toMatchObject({ refundable: false, freeCancellationUntil: null });
    expect(rate?.penalties).toEqual([
      { from: "2027-03-08T06:00:00.000Z", amount: 125 },
      { from: "2027-03-09T15:00:00.000Z", amount: 405 },
    ]);
  });

  it("charges a non-refundable plan's whole stay from now, with its adjustment", () => {
    const rate = contractRate(
      "hotel-1",
      roomType,
      plan({ refundable: false, cancellationRules: [], adjustPercent: "-10" }),
      stay("2027-03-01T09:00:00Z", [{ adults: 2, childAges: [] }]),
    );
    expect(rate).toMatchObject({ totalPrice: 297, refundable: false, freeCancellationUntil: null });
    expect(rate?.penalties).toEqual([{ from: "2027-03-01T09:00:00.000Z", amount: 297 }]);
  });

  it("offers nothing for rooms the type cannot take or nights it cannot sell", () => {
    const now = "2027-03-01T09:00:00Z";
    expect(contractRate("hotel-1", roomType, plan(), stay(now, [{ adults: 4, childAges: [] }]))).toBeNull();
    expect(
      contractRate("hotel-1", roomType, plan(), stay(now, [{ adults: 3, childAges: [1, 2] }])),
    ).toBeNull();
    const three = Array.from({ length: 3 }, () => ({ adults: 1, childAges: [] }));
    expect(contractRate("hotel-1", roomType, plan(), stay(now, three))).toBeNull(); // 2 left on the 11th
  });
});

describe("sellableNights", () => {
  const nights = roomType.nights;
  const range = { checkIn: "2027-03-10", checkOut: "2027-03-13" };

  it("needs a row for every night, not stopped, with the rooms free", () => {
    expect(sellableNights(nights, range, 2)).toHaveLength(3);
    expect(sellableNights(nights, { ...range, checkOut: "2027-03-14" }, 1)).toBeNull();
    expect(
      sellableNights(
        nights.map((n, i) => (i === 2 ? { ...n, stopSell: true } : n)),
        range,
        1,
      ),
    ).toBeNull();
  });

  it("keeps the arrival day's rules: closed to arrival, minimum stay", () => {
    expect(
      sellableNights(
        nights.map((n, i) => (i === 0 ? { ...n, closedToArrival: true } : n)),
        range,
        1,
      ),
    ).toBeNull();
    expect(
      sellableNights(
        nights.map((n, i) => (i === 1 ? { ...n, closedToArrival: true } : n)),
        range,
        1,
      ),
    ).toHaveLength(3);
    expect(
      sellableNights(
        nights.map((n, i) => (i === 0 ? { ...n, minStay: 4 } : n)),
        range,
        1,
      ),
    ).toBeNull();
    expect(
      sellableNights(
        nights.map((n, i) => (i === 0 ? { ...n, minStay: 3 } : n)),
        range,
        1,
      ),
    ).toHaveLength(3);
  });

  it("roomsFit counts adults, children and the room's whole occupancy", () => {
    expect(roomsFit(roomType, [{ adults: 2, childAges: [1, 2] }])).toBe(true);
    expect(roomsFit(roomType, [{ adults: 2, childAges: [1, 2, 3] }])).toBe(false);
    expect(roomsFit(roomType, [{ adults: 3, childAges: [1, 2] }])).toBe(false);
  });
});
