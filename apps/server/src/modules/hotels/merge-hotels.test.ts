import type { HotelRate } from "@safar/domain";
import { describe, expect, it } from "vitest";
import type { SupplierHotel } from "./hotel-supplier";
import { hotelCard, mergeHotels } from "./merge-hotels";
import { hotelMatchKey } from "./suppliers/contracts-supplier";

const rate = (supplier: string, totalPrice: number, change: Partial<HotelRate> = {}): HotelRate => ({
  rateKey: `${supplier}-${totalPrice}`,
  supplier,
  roomTypeId: "r",
  roomName: { ar: "", fa: "", en: "" },
  board: "RoomOnly",
  refundable: false,
  freeCancellationUntil: null,
  penalties: [],
  payAtHotel: false,
  dueAtHotel: 0,
  taxes: 0,
  totalPrice,
  perNight: totalPrice,
  roomsLeft: null,
  ...change,
});

const hotel = (
  supplier: string,
  id: string,
  nameEn: string,
  rank: number,
  rates: HotelRate[],
): SupplierHotel => ({
  supplier,
  supplierHotelId: id,
  matchKey: hotelMatchKey(nameEn, 32.0001, 44.0001),
  name: { ar: nameEn, fa: nameEn, en: nameEn },
  stars: 4,
  propertyType: "Hotel",
  cityCode: "NJF",
  area: { ar: "", fa: "", en: "" },
  photo: supplier === "hotelbeds" ? "photos/x.jpg" : null,
  latitude: 32.0001,
  longitude: 44.0001,
  rank,
  rates,
});

describe("mergeHotels", () => {
  it("makes one card of the same building at two suppliers, with the cheapest of all its rates", () => {
    const merged = mergeHotels([
      [
        hotel("contracts", "c-1", "Al Rawda Hotel", 50, [
          rate("contracts", 120, { board: "Breakfast", refundable: true }),
        ]),
      ],
      [
        hotel("hotelbeds", "77", "AL-RAWDA hotel", 10, [
          rate("hotelbeds", 100),
          rate("hotelbeds", 140, { payAtHotel: true }),
        ]),
        hotel("hotelbeds", "78", "Other Hotel", 80, [rate("hotelbeds", 90)]),
      ],
    ]);
    expect(merged.map((h) => h.hotelId)).toEqual(["hotelbeds-78", "c-1"]); // rank first
    const rawda = merged[1];
    expect(rawda?.sources).toEqual([
      { supplier: "contracts", supplierHotelId: "c-1" },
      { supplier: "hotelbeds", supplierHotelId: "77" },
    ]);
    expect(rawda?.rates.map((r) => r.totalPrice)).toEqual([100, 120, 140]);
    expect(rawda?.photo).toBe("photos/x.jpg"); // the contract had none
    expect(rawda && hotelCard(rawda)).toMatchObject({
      hotelId: "c-1",
      suppliers: ["contracts", "hotelbeds"],
      cheapest: { supplier: "hotelbeds", totalPrice: 100 },
      boards: ["RoomOnly", "Breakfast"],
      anyRefundable: true,
      anyPayAtHotel: true,
    });
  });

  it("orders hotels of equal rank by their cheapest price", () => {
    const merged = mergeHotels([
      [
        hotel("contracts", "a", "A Hotel", 5, [rate("contracts", 300)]),
        hotel("contracts", "b", "B Hotel", 5, [rate("contracts", 200)]),
      ],
    ]);
    expect(merged.map((h) => h.hotelId)).toEqual(["b", "a"]);
  });
});
