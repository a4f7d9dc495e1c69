import { describe, expect, it } from "vitest";
import { buildAirports } from "./airports.js";
import { TOP_DESTINATIONS } from "./top-destinations.js";

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

  it("names the city of every airport the storefront sells in Arabic and Persian", () => {
    expect(iraqAndIran.length).toBeGreaterThanOrEqual(40);
    expect(all.length).toBeGreaterThanOrEqual(600);
    const missing = all
      .filter((a) => !a.cityName.ar || !a.cityName.fa)
      .map((a) => `${a.iataCode} ${a.cityName.en}: ar=${a.cityName.ar ?? "-"} fa=${a.cityName.fa ?? "-"}`);
    expect(missing, missing.join("\n")).toEqual([]);
  });

  it("names every airport the storefront sells in Arabic and Persian", () => {
    // "مطار {city}" / "فرودگاه {city}" covers an airport that is its city's only one; the airports
    // of a city with several need their own names in the reviewed table.
    const missing = all.filter((a) => !a.name.ar || !a.name.fa).map((a) => `${a.iataCode} ${a.name.en}`);
    expect(missing, missing.join("\n")).toEqual([]);
  });

  it("tells the airports of a city apart in Arabic and Persian", () => {
    const byCity = new Map<string, typeof all>();
    for (const a of all) byCity.set(a.cityCode, [...(byCity.get(a.cityCode) ?? []), a]);
    for (const [city, airports] of byCity) {
      if (airports.length < 2) continue;
      for (const lang of ["ar", "fa"] as const) {
        const names = airports.map((a) => a.name[lang]);
        expect(new Set(names).size, `${city} ${lang}: ${names.join(", ")}`).toBe(airports.length);
      }
    }
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
    ["AAR", "Aarhus", "آرهوس", "آرهوس"],
    ["SVG", "Stavanger", "ستافانغر", "استاوانگر"],
    ["CFU", "Corfu", "كورفو", "کورفو"],
    ["CNX", "Chiang Mai", "تشيانغ ماي", "چیانگ مای"],
    ["HHN", "Frankfurt", "فرانكفورت", "فرانکفورت"],
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
    expect(byCode.get("AAR")?.cityNameSource).toEqual({ ar: "reviewed", fa: "reviewed" });
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
