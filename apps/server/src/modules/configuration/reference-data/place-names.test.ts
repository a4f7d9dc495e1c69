import { describe, expect, it } from "vitest";
import { buildAirports } from "./airports.js";
import { TOP_DESTINATIONS } from "./top-destinations.js";
import type { AirportRecord } from "./types.js";

/** Letters only Persian writes, and letters only Arabic writes (of the two). */
const PERSIAN_ONLY = /[یکگپچژ]/;
const ARABIC_ONLY = /[يكةى]/;

describe("Arabic and Persian place names", () => {
  const { domestic, international } = buildAirports();
  const all = [...domestic, ...international];
  const byCode = new Map(all.map((a) => [a.iataCode, a]));
  const iraqAndIran = all.filter((a) => a.countryCode === "IQ" || a.countryCode === "IR");

  it("lists the 100 busiest destinations among the airports the storefront sells", () => {
    expect(TOP_DESTINATIONS).toHaveLength(100);
    expect(new Set(TOP_DESTINATIONS).size).toBe(100);
    for (const code of TOP_DESTINATIONS) expect(byCode.has(code), code).toBe(true);
  });

  const required = (): AirportRecord[] => [
    ...iraqAndIran,
    ...TOP_DESTINATIONS.map((code) => byCode.get(code)).filter((a) => a !== undefined),
  ];

  it("names the city of every Iraqi and Iranian airport and of the busiest destinations in Arabic and Persian", () => {
    expect(iraqAndIran.length).toBeGreaterThanOrEqual(40);
    const missing = required()
      .filter((a) => !a.cityName.ar || !a.cityName.fa)
      .map((a) => `${a.iataCode} ${a.cityName.en}: ar=${a.cityName.ar ?? "-"} fa=${a.cityName.fa ?? "-"}`);
    expect(missing, missing.join("\n")).toEqual([]);
  });

  it("names the airports of Iraq, Iran and the busiest destinations in Arabic and Persian", () => {
    const missing = required()
      .filter((a) => !a.name.ar || !a.name.fa)
      .map((a) => `${a.iataCode} ${a.name.en}`);
    expect(missing, missing.join("\n")).toEqual([]);
  });

  it("writes Arabic names in Arabic letters and Persian names in Persian letters", () => {
    for (const a of all) {
      for (const name of [a.cityName.ar, a.name.ar]) {
        if (name) expect(name, a.iataCode).not.toMatch(PERSIAN_ONLY);
      }
      for (const name of [a.cityName.fa, a.name.fa]) {
        if (name) expect(name, a.iataCode).not.toMatch(ARABIC_ONLY);
      }
      for (const name of [a.cityName.ar, a.cityName.fa, a.name.ar, a.name.fa]) {
        if (name) expect(name, a.iataCode).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it.each([
    ["BSR", "Basra", "البصرة", "بصره"],
    ["EBL", "Erbil", "أربيل", "اربیل"],
    ["NJF", "Najaf", "النجف", "نجف"],
    ["ISU", "Sulaymaniyah", "السليمانية", "سلیمانیه"],
    ["BGW", "Baghdad", "بغداد", "بغداد"],
    ["MHD", "Mashhad", "مشهد", "مشهد"],
    ["SYZ", "Shiraz", "شيراز", "شیراز"],
    ["IFN", "Isfahan", "أصفهان", "اصفهان"],
    ["TBZ", "Tabriz", "تبريز", "تبریز"],
    ["KIH", "Kish", "كيش", "کیش"],
    ["AWZ", "Ahvaz", "الأهواز", "اهواز"],
    ["IKA", "Tehran", "طهران", "تهران"],
    ["THR", "Tehran", "طهران", "تهران"],
    ["IST", "Istanbul", "إسطنبول", "استانبول"],
    ["DXB", "Dubai", "دبي", "دبی"],
    ["DOH", "Doha", "الدوحة", "دوحه"],
    ["LHR", "London", "لندن", "لندن"],
    ["KUL", "Kuala Lumpur", "كوالالمبور", "کوالالامپور"],
  ])("names %s %s: %s / %s", (code, en, ar, fa) => {
    expect(byCode.get(code)?.cityName).toEqual({ en, ar, fa });
  });

  it("tells airports of one city apart by their own names", () => {
    expect(byCode.get("IKA")?.name).toMatchObject({ ar: "مطار الإمام الخميني الدولي" });
    expect(byCode.get("THR")?.name.fa).toBe("فرودگاه بین‌المللی مهرآباد");
    expect(byCode.get("SAW")?.name.fa).toContain("صبیحه");
    expect(byCode.get("BSR")?.name.ar).toBe("مطار البصرة الدولي");
  });

  it("records where each name came from", () => {
    expect(byCode.get("BGW")?.cityNameSource).toEqual({ ar: "cldr", fa: "cldr" });
    expect(byCode.get("EBL")?.cityNameSource).toEqual({ ar: "reviewed", fa: "reviewed" });
    expect(byCode.get("SYZ")?.cityNameSource).toEqual({ ar: "geonames", fa: "geonames" });
    for (const a of all) {
      expect(Boolean(a.cityName.ar), a.iataCode).toBe(a.cityNameSource.ar !== null);
      expect(Boolean(a.cityName.fa), a.iataCode).toBe(a.cityNameSource.fa !== null);
    }
  });

  it("keeps other spellings of a city for search", () => {
    expect(byCode.get("EBL")?.alternateNames).toEqual(expect.arrayContaining(["Arbil", "Irbil", "Hewler"]));
    expect(byCode.get("IFN")?.alternateNames).toEqual(expect.arrayContaining(["Esfahan"]));
    // GeoNames lists codes among the names; codes are searched as codes, not as names.
    for (const a of all) {
      for (const n of a.alternateNames) {
        expect(n, a.iataCode).not.toMatch(/^[A-Z]{3}$/);
        expect(n, a.iataCode).not.toBe(a.icaoCode);
      }
    }
  });
});
