import { describe, expect, it } from "vitest";
import { type DialingCountry, filterCountries, IRAQ } from "./countries";

const IRAN: DialingCountry = {
  id: 3414,
  isoCode: "IR",
  name: { ar: "إيران", fa: "ایران", en: "Iran" },
  dialingCode: "+98",
};
const UAE: DialingCountry = {
  id: 1,
  isoCode: "AE",
  name: { ar: "الإمارات", fa: "امارات", en: "United Arab Emirates" },
  dialingCode: "+971",
};
const list = [IRAQ, IRAN, UAE];

describe("filterCountries", () => {
  it("finds by name in the current language or English", () => {
    expect(filterCountries(list, "إير", "ar")).toEqual([IRAN]);
    expect(filterCountries(list, "ایران", "fa")).toEqual([IRAN]);
    expect(filterCountries(list, "emirates", "ar")).toEqual([UAE]);
  });
  it("finds by dialing code, with or without +, in any digits", () => {
    expect(filterCountries(list, "+964", "en")).toEqual([IRAQ]);
    expect(filterCountries(list, "9", "en")).toEqual([IRAQ, IRAN, UAE]);
    expect(filterCountries(list, "٩٧", "ar")).toEqual([UAE]);
  });
  it("returns all for an empty query", () => {
    expect(filterCountries(list, "  ", "ar")).toEqual(list);
  });
});
