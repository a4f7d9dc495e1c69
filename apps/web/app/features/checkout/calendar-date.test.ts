import { describe, expect, it } from "vitest";
import { calendarOf, daysInMonth, isoToParts, monthNames, partsToIso, yearIn } from "./calendar-date";

describe("calendar dates", () => {
  it("Gregorian parts round-trip and impossible days are refused", () => {
    expect(isoToParts("2024-02-29", "gregorian")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isoToParts("2023-02-29", "gregorian")).toBeNull();
    expect(partsToIso({ year: 2023, month: 2, day: 29 }, "gregorian")).toBeNull();
    expect(partsToIso({ year: 1990, month: 1, day: 5 }, "gregorian")).toBe("1990-01-05");
    expect(daysInMonth(2024, 2, "gregorian")).toBe(29);
  });

  it("Persian uses Jalali parts for the same Gregorian value", () => {
    expect(calendarOf("fa")).toBe("jalali");
    expect(calendarOf("ar")).toBe("gregorian");
    // 1 Farvardin 1403 = 20 March 2024 (Nowruz).
    expect(isoToParts("2024-03-20", "jalali")).toEqual({ year: 1403, month: 1, day: 1 });
    expect(partsToIso({ year: 1403, month: 1, day: 1 }, "jalali")).toBe("2024-03-20");
    expect(partsToIso({ year: 1369, month: 10, day: 11 }, "jalali")).toBe("1991-01-01");
    expect(daysInMonth(1403, 1, "jalali")).toBe(31);
    expect(daysInMonth(1403, 12, "jalali")).toBe(30); // 1403 is a Jalali leap year
    expect(partsToIso({ year: 1402, month: 12, day: 30 }, "jalali")).toBeNull();
    expect(yearIn(2026, "jalali")).toBe(1405);
  });

  it("month names in the page's language", () => {
    expect(monthNames("en", 2026, "gregorian")[0]).toBe("January");
    expect(monthNames("fa", 1403, "jalali")[0]).toBe("فروردین");
    expect(monthNames("ar", 2026, "gregorian")).toHaveLength(12);
  });
});
