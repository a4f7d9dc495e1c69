import { describe, expect, it } from "vitest";
import { buildAirports, INTERNATIONAL_MARKETS } from "./airports.js";

describe("buildAirports", () => {
  const { domestic, international } = buildAirports();
  const find = (code: string) => [...domestic, ...international].find((a) => a.iataCode === code);

  it("lists Iraq's commercial airports as domestic", () => {
    const codes = domestic.map((a) => a.iataCode);
    expect(codes).toEqual(expect.arrayContaining(["BGW", "BSR", "NJF", "EBL", "ISU"]));
    for (const a of domestic) {
      expect(a.countryCode).toBe("IQ");
      expect(a.isDomestic).toBe(true);
      expect(a.timeZone).toBe("Asia/Baghdad");
    }
    // Military air bases in the data have no scheduled service and no place here.
    expect(codes).not.toContain("IQA");
  });

  it("lists the airports of the storefront's markets as international", () => {
    const codes = international.map((a) => a.iataCode);
    expect(codes).toEqual(
      expect.arrayContaining(["IKA", "THR", "MHD", "IST", "SAW", "DXB", "DOH", "AMM", "FRA"]),
    );
    const markets = new Set(INTERNATIONAL_MARKETS);
    for (const a of international) {
      expect(a.countryCode).not.toBe("IQ");
      expect(a.isDomestic).toBe(false);
      expect(markets.has(a.countryCode), a.iataCode).toBe(true);
    }
  });

  it("has unique codes and well-formed fields", () => {
    const all = [...domestic, ...international];
    expect(new Set(all.map((a) => a.iataCode)).size).toBe(all.length);
    for (const a of all) {
      expect(a.iataCode).toMatch(/^[A-Z]{3}$/);
      expect(a.cityCode).toMatch(/^[A-Z]{3}$/);
      if (a.icaoCode !== null) expect(a.icaoCode).toMatch(/^[A-Z]{4}$/);
      expect(a.name.en.length).toBeGreaterThan(0);
      expect(a.cityName.en.length).toBeGreaterThan(0);
      expect(Math.abs(a.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(a.longitude)).toBeLessThanOrEqual(180);
    }
  });

  it("uses IATA city codes and time zones where the data has them", () => {
    expect(find("IKA")).toMatchObject({ cityCode: "THR", timeZone: "Asia/Tehran", icaoCode: "OIIE" });
    expect(find("SAW")).toMatchObject({ cityCode: "IST", timeZone: "Europe/Istanbul" });
    expect(find("LHR")?.cityCode).toBe("LON");
    expect(find("BGW")).toMatchObject({ cityCode: "BGW", icaoCode: "ORBI", timeZone: "Asia/Baghdad" });
  });

  it("has Arabic and Persian city names where CLDR has them", () => {
    expect(find("BGW")?.cityName).toEqual({ ar: "بغداد", fa: "بغداد", en: "Baghdad" });
    expect(find("IKA")?.cityName).toEqual({ ar: "طهران", fa: "تهران", en: "Tehran" });
    expect(find("SAW")?.cityName).toMatchObject({ ar: "إسطنبول", fa: "استانبول", en: "Istanbul" });
    expect(find("DXB")?.cityName.ar).toBe("دبي");
    // No garbled names from the time zone data ("توقيت بريطانيا الصيفيلندن").
    for (const a of [...domestic, ...international]) {
      expect(a.cityName.ar ?? "").not.toContain("توقيت");
      expect(a.cityName.fa ?? "").not.toContain("وقت");
    }
  });

  it("is memoized", () => {
    expect(buildAirports().international[0]).toBe(international[0]);
  });
});
