import { getCountries } from "libphonenumber-js";
import { describe, expect, it } from "vitest";
import { buildCountries } from "./countries.js";

describe("buildCountries", () => {
  const countries = buildCountries();
  const byCode = new Map(countries.map((c) => [c.isoCode, c]));

  it("gives Iraq id 3415 and Iran id 3414 with their dialing codes (spec §3)", () => {
    expect(byCode.get("IQ")).toMatchObject({ id: 3415, iso3: "IRQ", dialingCode: "+964" });
    expect(byCode.get("IR")).toMatchObject({ id: 3414, iso3: "IRN", dialingCode: "+98" });
    expect(byCode.get("IQ")?.name).toEqual({ ar: "العراق", fa: "عراق", en: "Iraq" });
  });

  it("has Arabic, Persian and English names for every country", () => {
    expect(countries.length).toBeGreaterThan(230);
    for (const c of countries) {
      expect(c.name.ar, c.isoCode).toMatch(/\p{Script=Arabic}/u);
      expect(c.name.fa, c.isoCode).toMatch(/\p{Script=Arabic}/u);
      expect(c.name.en, c.isoCode).toMatch(/[A-Za-z]/);
    }
  });

  it("keeps only countries with a dialing code", () => {
    const withPhone = new Set(getCountries());
    for (const c of countries) {
      expect(c.dialingCode, c.isoCode).toMatch(/^\+\d{1,4}$/);
      expect(withPhone.has(c.isoCode as never), c.isoCode).toBe(true);
    }
    expect(byCode.has("AQ")).toBe(false); // Antarctica has no country calling code
  });

  it("has unique, consecutive ids numbered in alpha-3 order", () => {
    const ids = countries.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sorted = [...countries].sort((a, b) => a.id - b.id);
    sorted.forEach((c, i) => {
      expect(c.id).toBe(sorted[0]!.id + i);
      if (i > 0) expect(c.iso3 > sorted[i - 1]!.iso3).toBe(true);
    });
  });

  it("is deterministic and memoized", () => {
    const again = buildCountries();
    expect(again).toEqual(countries);
    expect(again[0]).toBe(countries[0]);
  });
});
