import type { HotelCity, LocalizedText } from "@safar/domain";
import { describe, expect, it } from "vitest";
import type { SearchedDestination } from "../interactions/interactions.service";
import { type AirportInfo, createTrendingService } from "./trending.service";

const text = (en: string): LocalizedText => ({ ar: en, fa: en, en });
const airports: Record<string, AirportInfo> = {
  NJF: { name: text("Najaf"), isDomestic: true },
  BGW: { name: text("Baghdad"), isDomestic: true },
  BSR: { name: text("Basra"), isDomestic: true },
  MHD: { name: text("Mashhad"), isDomestic: false },
  IST: { name: text("Istanbul"), isDomestic: false },
  DXB: { name: text("Dubai"), isDomestic: false },
  CAI: { name: text("Cairo"), isDomestic: false },
};
const city = (cityCode: string, name: string, hotelCount: number): HotelCity => ({
  cityCode,
  name: text(name),
  country: text("Iraq"),
  countryCode: "IQ",
  pilgrimage: true,
  hotelCount,
});
const cities = [city("NJF", "Najaf city", 3), city("KRB", "Karbala", 5), city("BGW", "Baghdad", 0)];

function service(searched: SearchedDestination[], fallback = ["NJF", "KRB", "BGW", "MHD", "IST", "DXB"]) {
  const asked: Date[] = [];
  const trending = createTrendingService({
    fallback,
    searchedDestinations: async (since) => {
      asked.push(since);
      return searched;
    },
    airport: async (code) => airports[code],
    hotelCities: async () => cities,
    now: () => new Date("2026-11-27T12:00:00Z"),
    memoMs: 0,
  });
  return { trending, asked };
}

describe("trending destinations", () => {
  it("without searches: the market's list, each with its flight from Baghdad (Najaf for Baghdad) and its hotels", async () => {
    const { trending, asked } = service([]);
    const list = await trending.list();
    expect(asked[0]?.toISOString()).toBe("2026-10-28T12:00:00.000Z"); // the last 30 days
    expect(list.map((d) => d.cityCode)).toEqual(["NJF", "KRB", "BGW", "MHD", "IST", "DXB"]);
    const byCode = new Map(list.map((d) => [d.cityCode, d]));
    expect(byCode.get("NJF")).toEqual({
      cityCode: "NJF",
      name: text("Najaf city"),
      country: text("Iraq"),
      searches: 0,
      flight: { origin: "BGW", originName: text("Baghdad"), flightScope: 2 },
      hotels: true,
    });
    expect(byCode.get("KRB")).toMatchObject({ flight: null, hotels: true }); // no airport
    expect(byCode.get("BGW")).toMatchObject({ flight: { origin: "NJF", flightScope: 2 }, hotels: false });
    expect(byCode.get("IST")).toMatchObject({
      name: text("Istanbul"),
      country: null,
      flight: { origin: "BGW", flightScope: 1 },
      hotels: false,
    });
  });

  it("puts the most searched first, from their most searched origin, and tops up from the list (8 at most)", async () => {
    const { trending } = service(
      [
        { code: "CAI", searches: 9, origins: ["BSR", "BGW"] },
        { code: "XXX", searches: 7, origins: [] }, // unknown: left out
        { code: "IST", searches: 4, origins: ["IST", "NJF"] },
      ],
      ["NJF", "KRB", "BGW", "MHD", "IST", "DXB", "NJF", "KRB", "BGW"],
    );
    const list = await trending.list();
    expect(list.map((d) => [d.cityCode, d.searches, d.flight?.origin ?? null])).toEqual([
      ["CAI", 9, "BSR"],
      ["IST", 4, "NJF"],
      ["NJF", 0, "BGW"],
      ["KRB", 0, null],
      ["BGW", 0, "NJF"],
      ["MHD", 0, "BGW"],
      ["DXB", 0, "BGW"],
    ]);
  });

  it("stops at eight", async () => {
    const many = ["NJF", "KRB", "BGW", "MHD", "IST", "DXB", "CAI", "BSR"].map((code, i) => ({
      code,
      searches: 10 - i,
      origins: [],
    }));
    const { trending } = service([...many, { code: "NJF", searches: 1, origins: [] }], ["DXB"]);
    expect(await trending.list()).toHaveLength(8);
  });
});
