import type { HotelRate } from "@safar/domain/hotel-search";
import { siteConfig } from "@safar/domain/site-config";
import { describe, expect, it } from "vitest";
import ar from "../../locales/ar/hotels.json";
import en from "../../locales/en/hotels.json";
import fa from "../../locales/fa/hotels.json";
import {
  baghdadMoment,
  bookingMessage,
  cancellationSentence,
  namedAmenities,
  penaltySteps,
} from "./hotel-terms";
import { getI18n } from "./i18n";
import { whatsappLink } from "./whatsapp";

const tIn = (locale: "ar" | "fa" | "en") =>
  getI18n(locale, { hotels: { ar, fa, en }[locale] }).t as (key: string, vars?: object) => string;

// 2026-12-09T15:00Z is 18:00 in Baghdad (UTC+3), a Wednesday.
const DEADLINE = "2026-12-09T15:00:00.000Z";
const NOW = Date.parse("2026-12-01T09:00:00Z");

const refundable: Pick<HotelRate, "refundable" | "freeCancellationUntil" | "penalties"> = {
  refundable: true,
  freeCancellationUntil: DEADLINE,
  penalties: [
    { from: "2026-12-11T15:00:00.000Z", amount: 120 },
    { from: DEADLINE, amount: 60 },
  ],
};

describe("baghdadMoment", () => {
  it("writes an instant as the day and time in Baghdad, whatever the machine's zone", () => {
    expect(baghdadMoment(DEADLINE, "en")).toEqual({ date: "Wednesday 9 December", time: "18:00" });
    // 22:30 UTC is already the next day in Baghdad.
    expect(baghdadMoment("2026-12-09T22:30:00Z", "en")).toEqual({
      date: "Thursday 10 December",
      time: "01:30",
    });
  });

  it("uses Arabic-Indic digits in Arabic and the Jalali calendar in Persian", () => {
    expect(baghdadMoment(DEADLINE, "ar")).toEqual({ date: "الأربعاء، ٩ ديسمبر", time: "١٨:٠٠" });
    const fa = baghdadMoment(DEADLINE, "fa");
    expect(fa.date).toContain("آذر"); // 18 Azar 1405
    expect(fa.date).toContain("۱۸");
    expect(fa.time).toBe("۱۸:۰۰");
  });
});

describe("penaltySteps", () => {
  it("is free until the deadline, then each penalty from its instant, in order", () => {
    const steps = penaltySteps(refundable, "en", NOW);
    expect(steps).toEqual([
      { kind: "free", until: { date: "Wednesday 9 December", time: "18:00" } },
      { kind: "charge", from: { date: "Wednesday 9 December", time: "18:00" }, amount: 60 },
      { kind: "charge", from: { date: "Friday 11 December", time: "18:00" }, amount: 120 },
    ]);
  });

  it("says a penalty already begun is due now, keeping only the dearest of those", () => {
    const nonRefundable = {
      refundable: false,
      freeCancellationUntil: null,
      penalties: [
        { from: "2026-11-30T00:00:00Z", amount: 50 },
        { from: "2026-11-30T12:00:00Z", amount: 80 },
      ],
    };
    expect(penaltySteps(nonRefundable, "en", NOW)).toEqual([{ kind: "charge", from: null, amount: 80 }]);
  });

  it("leaves out steps that charge nothing or no more than the one before", () => {
    const rate = {
      refundable: true,
      freeCancellationUntil: DEADLINE,
      penalties: [
        { from: DEADLINE, amount: 0 },
        { from: "2026-12-10T15:00:00Z", amount: 60 },
        { from: "2026-12-11T15:00:00Z", amount: 60 },
      ],
    };
    expect(penaltySteps(rate, "en", NOW).map((s) => s.kind)).toEqual(["free", "charge"]);
  });
});

describe("cancellationSentence", () => {
  it("names the deadline in Baghdad time, in the customer's language", () => {
    expect(cancellationSentence(refundable, "en", tIn("en"))).toBe(
      "Free cancellation until Wednesday 9 December at 18:00 Baghdad time",
    );
    expect(cancellationSentence(refundable, "ar", tIn("ar"))).toBe(
      "إلغاء مجاني حتى الأربعاء، ٩ ديسمبر الساعة ١٨:٠٠ بتوقيت بغداد",
    );
  });

  it("says non-refundable when there is no free period", () => {
    const rate = { refundable: false, freeCancellationUntil: null, penalties: [] };
    expect(cancellationSentence(rate, "en", tIn("en"))).toBe("Non-refundable");
    expect(cancellationSentence(rate, "fa", tIn("fa"))).toBe("غیرقابل استرداد");
  });
});

describe("namedAmenities", () => {
  it("keeps the codes the web names, once each, in the supplier's order", () => {
    expect(namedAmenities(["lift", "sauna", "wifi", "lift", "24h-reception"])).toEqual([
      "lift",
      "wifi",
      "24h-reception",
    ]);
  });

  it("has a name for every code in every language", () => {
    for (const [locale, catalog] of Object.entries({ ar, fa, en }))
      for (const code of namedAmenities(Object.keys(en.amenity)))
        expect(catalog.amenity[code as keyof typeof catalog.amenity], `${locale} ${code}`).toBeTruthy();
  });
});

describe("the booking message", () => {
  const request = {
    hotel: "Al Rawda Hotel",
    city: "Najaf",
    checkIn: "Mon, 7 December 2026",
    checkOut: "Wed, 9 December 2026",
    nights: "2 nights",
    room: "Family Room",
    board: "Breakfast included",
    guests: "1 room, 2 guests",
    cancellation: "Free cancellation until Friday 4 December at 18:00 Baghdad time",
    total: "120.00\u00a0USD",
  };

  it("names the hotel, dates, room, board, guests, terms and total, one a line", () => {
    expect(bookingMessage(tIn("en"), request)).toBe(
      [
        "Hello, I would like to book this room:",
        "Hotel: Al Rawda Hotel, Najaf",
        "Dates: Mon, 7 December 2026 – Wed, 9 December 2026 (2 nights)",
        "Room: Family Room, Breakfast included",
        "Guests: 1 room, 2 guests",
        "Cancellation: Free cancellation until Friday 4 December at 18:00 Baghdad time",
        "Total: 120.00\u00a0USD",
      ].join("\n"),
    );
  });

  it("is written in the customer's language", () => {
    const text = bookingMessage(tIn("ar"), { ...request, hotel: "فندق الروضة", city: "النجف" });
    expect(text.split("\n")[0]).toBe("مرحباً، أرغب في حجز هذه الغرفة:");
    expect(text).toContain("الفندق: فندق الروضة، النجف");
  });

  it("travels in the WhatsApp link's text parameter, encoded", () => {
    const link = whatsappLink(siteConfig.whatsappUrl, "Hotel: A & B\nRoom: 1");
    expect(link).toBe(`${siteConfig.whatsappUrl}?text=Hotel%3A%20A%20%26%20B%0ARoom%3A%201`);
    expect(new URL(link).searchParams.get("text")).toBe("Hotel: A & B\nRoom: 1");
  });
});
