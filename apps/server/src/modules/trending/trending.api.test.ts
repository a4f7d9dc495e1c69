import { calendarDateIn, type TrendingDestination } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer } from "../../test/customers";
import { createTestApp, type TestApp } from "../../test/test-app";

const day = (n: number) => addDays(calendarDateIn(new Date()) ?? "", n);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("GET /api/front-api/Trending/GetTrendingList", () => {
  it("puts what customers searched lately first (hotels and flights), then the market's list", async () => {
    const as = async (headers: Record<string, string>, url: string, payload: object) => {
      const response = await t.app.inject({ method: "POST", url, headers, payload });
      expect(response.statusCode, response.body).toBe(200);
    };
    const hotelSearch = (checkIn: number) => ({
      cityCode: "TBS",
      checkIn: day(checkIn),
      checkOut: day(checkIn + 2),
      rooms: [{ adults: 2, childAges: [] }],
    });
    const first = await signUpCustomer(t);
    const second = await signUpCustomer(t);
    // Tbilisi: three stays by two customers; Istanbul: two flight searches from Basra.
    await as(first.headers, "/api/hotel-catalog/HotelCatalog/Available", hotelSearch(20));
    await as(first.headers, "/api/hotel-catalog/HotelCatalog/Available", hotelSearch(30));
    await as(second.headers, "/api/hotel-catalog/HotelCatalog/Available", hotelSearch(20));
    const flight = { tripType: 1, origin: "BSR", destination: "IST", departureDates: [day(9)] };
    await as(first.headers, "/api/flight-catalog/FlightCatalog/Available", flight);
    await as(second.headers, "/api/flight-catalog/FlightCatalog/Available", flight);
    // An anonymous search is nobody's history and does not count.
    await t.app.inject({
      method: "POST",
      url: "/api/hotel-catalog/HotelCatalog/Available",
      payload: { ...hotelSearch(20), cityCode: "DXB" },
    });

    const response = await t.app.inject({ method: "GET", url: "/api/front-api/Trending/GetTrendingList" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    const list = response.json().data as TrendingDestination[];
    expect(list.map((d) => [d.cityCode, d.searches])).toEqual([
      ["TBS", 3],
      ["IST", 2],
      ["NJF", 0],
      ["KRB", 0],
      ["BGW", 0],
      ["MHD", 0],
      ["DXB", 0],
      ["GYD", 0],
    ]);
    const byCode = new Map(list.map((d) => [d.cityCode, d]));
    expect(byCode.get("IST")).toMatchObject({
      name: { ar: "إسطنبول", en: "Istanbul" },
      flight: { origin: "BSR", originName: { en: "Basra" }, flightScope: 1 },
      hotels: true,
    });
    expect(byCode.get("KRB")).toMatchObject({ name: { ar: "كربلاء" }, flight: null, hotels: true });
    expect(byCode.get("NJF")).toMatchObject({ flight: { origin: "BGW", flightScope: 2 } });
    expect(byCode.get("BGW")?.flight).toMatchObject({ origin: "NJF", flightScope: 2 });
  });
});
