import { describe, expect, it } from "vitest";
import arBooking from "../../locales/ar/booking.json";
import arHotels from "../../locales/ar/hotels.json";
import enBooking from "../../locales/en/booking.json";
import enHotels from "../../locales/en/hotels.json";
import faBooking from "../../locales/fa/booking.json";
import faHotels from "../../locales/fa/hotels.json";
import { hotelClock, stayDay } from "./hotel-stay";
import { getI18n } from "./i18n";
import { guestName, roomLabel, roomOccupancy, stayRooms } from "./stay-rooms";

const messages = {
  ar: { booking: arBooking, hotels: arHotels },
  fa: { booking: faBooking, hotels: faHotels },
  en: { booking: enBooking, hotels: enHotels },
};
const tIn = (locale: "ar" | "fa" | "en") =>
  getI18n(locale, messages[locale]).t as (key: string, vars?: object) => string;

describe("a booked stay in words", () => {
  it("says who sleeps in a room, children with their ages, a baby as under a year", () => {
    expect(roomOccupancy({ adults: 2, childAges: [] }, "en", tIn("en"))).toBe("2 adults");
    expect(roomOccupancy({ adults: 1, childAges: [7] }, "en", tIn("en"))).toBe("1 adult, 1 child (7 years)");
    expect(roomOccupancy({ adults: 2, childAges: [0, 4] }, "en", tIn("en"))).toBe(
      "2 adults, 2 children (under 1 year, 4 years)",
    );
  });

  it("counts in Arabic's plural forms and digits, and in Persian's", () => {
    expect(roomOccupancy({ adults: 2, childAges: [] }, "ar", tIn("ar"))).toBe("بالغان");
    expect(roomOccupancy({ adults: 3, childAges: [5, 11] }, "ar", tIn("ar"))).toBe(
      "٣ بالغين، طفلان (٥ سنوات، ١١ سنة)",
    );
    expect(roomOccupancy({ adults: 1, childAges: [2] }, "fa", tIn("fa"))).toBe("یک بزرگسال، یک کودک (۲ سال)");
  });

  it("names rooms from one, in the page's digits", () => {
    expect(roomLabel(0, "en", tIn("en"))).toBe("Room 1");
    expect(roomLabel(1, "ar", tIn("ar"))).toBe("الغرفة ٢");
  });

  it("writes the property's clock and the stay's days (Jalali in Persian)", () => {
    expect(hotelClock("14:00", "en")).toBe("14:00");
    expect(hotelClock("12:30", "ar")).toBe("١٢:٣٠");
    expect(stayDay("2026-12-27", "en")).toBe("Sun, 27 December 2026");
    expect(stayDay("2026-12-27", "fa")).toContain("دی");
  });

  it("pairs each room with its lead guest, in the rooms' order", () => {
    const rooms = stayRooms({
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [6] },
      ],
      guests: [
        { firstName: "Ali", lastName: "Hassan" },
        { firstName: "Zainab", lastName: "Kareem" },
      ],
    });
    expect(rooms).toEqual([
      { adults: 2, childAges: [], firstName: "Ali", lastName: "Hassan" },
      { adults: 1, childAges: [6], firstName: "Zainab", lastName: "Kareem" },
    ]);
    expect(rooms.map(guestName)).toEqual(["Ali Hassan", "Zainab Kareem"]);
    expect(stayRooms({ rooms: [{ adults: 1, childAges: [] }], guests: [] })[0]).toMatchObject({
      firstName: "",
    });
  });
});
