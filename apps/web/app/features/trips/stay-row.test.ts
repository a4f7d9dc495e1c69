import type { OrderStay } from "@safar/domain";
import { describe, expect, it } from "vitest";
import ar from "../../../locales/ar/trips.json";
import en from "../../../locales/en/trips.json";
import fa from "../../../locales/fa/trips.json";
import { getI18n } from "../../lib/i18n";
import { stayLine } from "./stay-row";

const tIn = (locale: "ar" | "fa" | "en") =>
  getI18n(locale, { trips: { ar, fa, en }[locale] }).t as (key: string, vars?: object) => string;

const stay: OrderStay = {
  hotelName: { ar: "فندق الروضة", fa: "هتل روضه", en: "Al Rawda Hotel" },
  cityName: { ar: "كربلاء", fa: "کربلا", en: "Karbala" },
  stars: 4,
  checkIn: "2026-12-27",
  checkOut: "2026-12-30",
  nights: 3,
  rooms: 2,
};

describe("a hotel order's trip row", () => {
  it("names the hotel and its city, the stay's days, nights and rooms in English", () => {
    expect(stayLine(stay, "en", tIn("en"))).toEqual({
      hotel: "Al Rawda Hotel",
      city: "Karbala",
      dates: "Check-in Sun, 27 Dec 2026 → check-out Wed, 30 Dec 2026",
      nights: "3 nights",
      rooms: "2 rooms",
    });
  });

  it("counts in Arabic's plural forms and digits", () => {
    const line = stayLine({ ...stay, nights: 1, rooms: 2 }, "ar", tIn("ar"));
    expect(line.hotel).toBe("فندق الروضة");
    expect(line.nights).toBe("ليلة واحدة");
    expect(line.rooms).toBe("غرفتان");
    expect(stayLine({ ...stay, nights: 3, rooms: 11 }, "ar", tIn("ar"))).toMatchObject({
      nights: "٣ ليالٍ",
      rooms: "١١ غرفة",
    });
    expect(line.dates).toContain("٢٧");
    expect(line.dates).not.toMatch(/[0-9]/);
  });

  it("writes the days in the Jalali calendar in Persian", () => {
    const line = stayLine(stay, "fa", tIn("fa"));
    // 27 December 2026 is 6 Dey 1405.
    expect(line.dates).toMatch(/^ورود .*۶.* ← خروج .*۹/);
    expect(line.dates).toContain("دی");
    expect(line.dates).toContain("۱۴۰۵");
    expect(line.nights).toBe("۳ شب");
  });
});
