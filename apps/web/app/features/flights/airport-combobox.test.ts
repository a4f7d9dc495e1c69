import { describe, expect, it } from "vitest";
import type { Airport } from "./airport-api";
import { airportDetail, airportPlace } from "./airport-combobox";

const airport = (name: Airport["name"], cityName: Airport["cityName"]): Airport => ({
  iataCode: "IKA",
  cityCode: "THR",
  name,
  cityName,
  countryCode: "IR",
  countryName: { ar: "إيران", fa: "ایران", en: "Iran" },
  latitude: 35.4,
  longitude: 51.2,
  timeZone: "Asia/Tehran",
  isDomestic: false,
});

describe("airport options in the page's language", () => {
  const named = airport(
    {
      ar: "مطار الإمام الخميني الدولي",
      fa: "فرودگاه بین‌المللی امام خمینی",
      en: "Imam Khomeini International Airport",
    },
    { ar: "طهران", fa: "تهران", en: "Tehran" },
  );
  const englishOnly = airport(
    { ar: null, fa: null, en: "Imam Khomeini International Airport" },
    { ar: null, fa: null, en: "Tehran" },
  );

  it("labels the choice with the city in the page's language and the code", () => {
    expect(airportPlace(named, "fa").label).toBe("تهران (IKA)");
    expect(airportPlace(named, "ar").label).toBe("طهران (IKA)");
    expect(airportPlace(englishOnly, "ar").label).toBe("Tehran (IKA)"); // no name at all: English
  });

  it("shows the airport's name only in the page's language", () => {
    expect(airportDetail(named, "ar")).toBe("مطار الإمام الخميني الدولي · إيران");
    expect(airportDetail(englishOnly, "ar")).toBe("إيران");
    expect(airportDetail(englishOnly, "fa")).toBe("ایران");
    expect(airportDetail(englishOnly, "en")).toBe("Imam Khomeini International Airport · Iran");
  });
});
