import type { HotelCity } from "@safar/domain/hotel-search";
import { describe, expect, it } from "vitest";
import { citySuggestions } from "./city-search";

const city = (cityCode: string, ar: string, fa: string, en: string, pilgrimage = false): HotelCity => ({
  cityCode,
  name: { ar, fa, en },
  country: { ar: "", fa: "", en: "" },
  countryCode: "IQ",
  pilgrimage,
  hotelCount: 10,
});

const cities = [
  city("BGW", "بغداد", "بغداد", "Baghdad"),
  city("IST", "إسطنبول", "استانبول", "Istanbul"),
  city("NJF", "النجف", "نجف", "Najaf", true),
  city("KRB", "كربلاء", "کربلا", "Karbala", true),
  city("EBL", "أربيل", "اربیل", "Erbil"),
  city("MHD", "مشهد", "مشهد", "Mashhad", true),
];
const codes = (list: HotelCity[]) => list.map((c) => c.cityCode);

describe("citySuggestions", () => {
  it("lists pilgrimage cities first when nothing is typed, then the API's order", () => {
    expect(codes(citySuggestions(cities, ""))).toEqual(["NJF", "KRB", "MHD", "BGW", "IST", "EBL"]);
    expect(codes(citySuggestions(cities, "  ", 2))).toEqual(["NJF", "KRB"]);
  });

  it("finds a city by its name in Arabic, Persian or English, whatever the letter forms", () => {
    expect(codes(citySuggestions(cities, "نجف"))).toEqual(["NJF"]);
    expect(codes(citySuggestions(cities, "النجف"))).toEqual(["NJF"]);
    expect(codes(citySuggestions(cities, "کربلا"))).toEqual(["KRB"]);
    expect(codes(citySuggestions(cities, "اربيل"))).toEqual(["EBL"]);
    expect(codes(citySuggestions(cities, "istan"))).toEqual(["IST"]);
    expect(codes(citySuggestions(cities, "BAGH"))).toEqual(["BGW"]);
  });

  it("finds a city by its code, and puts names that start with the text first", () => {
    expect(codes(citySuggestions(cities, "mhd"))).toEqual(["MHD"]);
    // Baghdad starts with "ba"; Karbala only contains it.
    expect(codes(citySuggestions(cities, "ba"))).toEqual(["BGW", "KRB"]);
  });

  it("answers nothing for a text no city has", () => {
    expect(citySuggestions(cities, "Paris")).toEqual([]);
  });
});
