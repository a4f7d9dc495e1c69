import type { HotelRate } from "@safar/domain";
import { describe, expect, it } from "vitest";
import { applyHotelMarkup, type HotelMarkupRule, markUpRates, pickHotelMarkupRule } from "./hotel-markup";

const rule = (fields: Partial<HotelMarkupRule>): HotelMarkupRule => ({
  supplier: null,
  countryCode: null,
  cityCode: null,
  stars: null,
  percent: "0.000",
  fixedCentsPerRoomNight: 0,
  priority: 0,
  ...fields,
});

const rate = (fields: Partial<HotelRate> = {}): HotelRate => ({
  rateKey: "k",
  supplier: "contracts",
  roomTypeId: "r",
  roomName: { ar: "غرفة", fa: "اتاق", en: "Room" },
  board: "Breakfast",
  refundable: true,
  freeCancellationUntil: "2027-01-10T15:00:00.000Z",
  penalties: [
    { from: "2027-01-10T15:00:00.000Z", amount: 80 },
    { from: "2027-01-12T15:00:00.000Z", amount: 160 },
  ],
  payAtHotel: false,
  dueAtHotel: 4,
  taxes: 10,
  totalPrice: 160,
  perNight: 80,
  roomsLeft: null,
  ...fields,
});

const najaf4 = { supplier: "contracts", countryCode: "IQ", cityCode: "NJF", stars: 4 };

describe("pickHotelMarkupRule", () => {
  it("takes the most specific rule: a city over a country over stars over a supplier", () => {
    const any = rule({ percent: "1" });
    const supplier = rule({ supplier: "contracts", percent: "2" });
    const stars = rule({ stars: 4, percent: "3" });
    const country = rule({ countryCode: "IQ", percent: "4" });
    const city = rule({ cityCode: "NJF", percent: "5" });
    expect(pickHotelMarkupRule([any, supplier, stars, country, city], najaf4)).toBe(city);
    expect(pickHotelMarkupRule([any, supplier, stars, country], najaf4)).toBe(country);
    expect(pickHotelMarkupRule([any, supplier, stars], najaf4)).toBe(stars);
    expect(pickHotelMarkupRule([any, supplier], najaf4)).toBe(supplier);
    expect(pickHotelMarkupRule([any], najaf4)).toBe(any);
  });

  it("skips a rule any of whose fields differs, and breaks ties by priority", () => {
    const otherCity = rule({ cityCode: "KRB", percent: "9" });
    const fiveStars = rule({ countryCode: "IQ", stars: 5, percent: "9" });
    const hotelbeds = rule({ supplier: "hotelbeds", percent: "9" });
    expect(pickHotelMarkupRule([otherCity, fiveStars, hotelbeds], najaf4)).toBeNull();
    const low = rule({ countryCode: "IQ", priority: 1 });
    const high = rule({ countryCode: "IQ", priority: 7 });
    expect(pickHotelMarkupRule([low, high], najaf4)).toBe(high);
    expect(pickHotelMarkupRule([high, low], najaf4)).toBe(high);
  });
});

describe("applyHotelMarkup", () => {
  it("adds the percent of the stay and the fixed amount per room and night, in whole cents", () => {
    // 160.00 × 12.5 % = 20.00, + 3.50 × 2 rooms × 2 nights = 14.00 → 194.00
    const marked = applyHotelMarkup(rate(), rule({ percent: "12.500", fixedCentsPerRoomNight: 350 }), {
      nights: 2,
      rooms: 2,
    });
    expect(marked.totalPrice).toBe(194);
    expect(marked.perNight).toBe(97);
    // Taxes and what is due at the hotel are the hotel's.
    expect(marked.taxes).toBe(10);
    expect(marked.dueAtHotel).toBe(4);
  });

  it("grows the penalties with the total: the whole stay stays the whole stay", () => {
    const marked = applyHotelMarkup(rate(), rule({ percent: "10" }), { nights: 2, rooms: 1 });
    expect(marked.totalPrice).toBe(176);
    expect(marked.penalties).toEqual([
      { from: "2027-01-10T15:00:00.000Z", amount: 88 },
      { from: "2027-01-12T15:00:00.000Z", amount: 176 },
    ]);
  });

  it("keeps a percent that is not a whole number of cents exact (no float drift)", () => {
    const marked = applyHotelMarkup(rate({ totalPrice: 99.99 }), rule({ percent: "3.333" }), {
      nights: 1,
      rooms: 1,
    });
    // 9,999 cents × 3.333 % = 333.27 → 333 cents
    expect(marked.totalPrice).toBe(103.32);
  });

  it("never marks up a rate paid at the hotel, nor without a rule", () => {
    const atHotel = rate({ payAtHotel: true });
    expect(applyHotelMarkup(atHotel, rule({ percent: "10" }), { nights: 2, rooms: 1 })).toBe(atHotel);
    const now = rate();
    expect(applyHotelMarkup(now, null, { nights: 2, rooms: 1 })).toBe(now);
  });
});

describe("markUpRates", () => {
  it("prices each rate by its supplier's rule and sorts them cheapest first again", () => {
    const contracts = rate({ rateKey: "c", supplier: "contracts", totalPrice: 100, penalties: [] });
    const hotelbeds = rate({ rateKey: "h", supplier: "hotelbeds", totalPrice: 110, penalties: [] });
    const rules = [rule({ supplier: "contracts", percent: "20" })];
    const marked = markUpRates([contracts, hotelbeds], rules, najaf4, { nights: 1, rooms: 1 });
    expect(marked.map((r) => [r.rateKey, r.totalPrice])).toEqual([
      ["h", 110],
      ["c", 120],
    ]);
  });
});
