import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BAGHDAD_TIME_ZONE,
  calendarDateIn,
  formatDate,
  formatTime,
  intlLocaleFor,
  isIsoDate,
  parseIsoDate,
} from "./dates";

describe("intlLocaleFor", () => {
  it.each([
    ["ar", "ar-EG"],
    ["fa", "fa-IR-u-ca-persian"],
    ["en", "en-GB"],
  ] as const)("%s -> %s", (locale, tag) => {
    expect(intlLocaleFor(locale)).toBe(tag);
  });
});

describe("formatDate in the Baghdad time zone", () => {
  it.each([
    // 22:30 UTC is 01:30 next day in Baghdad (UTC+3): the day flips, and in Jalali it is 2 Farvardin 1403.
    ["2024-03-20T22:30:00Z", "ar", "٢١ مارس ٢٠٢٤"],
    ["2024-03-20T22:30:00Z", "fa", "۲ فروردین ۱۴۰۳"],
    ["2024-03-20T22:30:00Z", "en", "21 March 2024"],
    // 20:59 UTC is 23:59 the same day in Baghdad: Nowruz, 1 Farvardin 1403.
    ["2024-03-20T20:59:00Z", "ar", "٢٠ مارس ٢٠٢٤"],
    ["2024-03-20T20:59:00Z", "fa", "۱ فروردین ۱۴۰۳"],
    ["2024-03-20T20:59:00Z", "en", "20 March 2024"],
    ["2025-01-01T00:00:00Z", "fa", "۱۲ دی ۱۴۰۳"],
  ] as const)("%s in %s is %s", (instant, locale, expected) => {
    expect(formatDate(instant, locale)).toBe(expected);
  });

  it("defaults to Arabic", () => {
    expect(formatDate(new Date("2025-01-01T00:00:00Z"))).toBe("١ يناير ٢٠٢٥");
  });

  it("accepts epoch milliseconds and custom options", () => {
    const ms = Date.parse("2024-03-20T22:30:00Z");
    expect(formatDate(ms, "fa", { year: "numeric", month: "2-digit", day: "2-digit" })).toBe("۱۴۰۳/۰۱/۰۲");
  });

  it("lets the caller override the time zone", () => {
    expect(formatDate("2024-03-20T22:30:00Z", "en", { timeZone: "UTC", day: "numeric" })).toBe("20");
  });

  it.each([["not a date"], [Number.NaN], [new Date("x")]])("returns empty string for %j", (bad) => {
    expect(formatDate(bad)).toBe("");
  });
});

describe("formatTime", () => {
  it.each([
    ["2024-03-20T22:30:00Z", "en", "01:30"],
    ["2024-03-20T20:59:00Z", "en", "23:59"],
    ["2024-03-20T22:30:00Z", "ar", "٠١:٣٠"],
    ["2024-03-20T22:30:00Z", "fa", "۰۱:۳۰"],
  ] as const)("%s in %s is %s", (instant, locale, expected) => {
    expect(formatTime(instant, locale)).toBe(expected);
  });
});

describe("calendarDateIn", () => {
  it.each([
    ["2024-03-20T20:59:59Z", "2024-03-20"],
    ["2024-03-20T21:00:00Z", "2024-03-21"],
    ["2024-12-31T21:00:00Z", "2025-01-01"],
  ])("%s is %s in Baghdad", (instant, expected) => {
    expect(calendarDateIn(instant)).toBe(expected);
    expect(calendarDateIn(instant, BAGHDAD_TIME_ZONE)).toBe(expected);
  });

  it("uses another zone when asked", () => {
    expect(calendarDateIn("2024-03-20T21:00:00Z", "UTC")).toBe("2024-03-20");
  });

  it("is null for invalid input", () => {
    expect(calendarDateIn("nope")).toBeNull();
  });

  it("gives Baghdad's date by its fixed UTC+3 exactly as the time zone database does, from 2007-10-01 on", () => {
    const byIntl = (time: number) =>
      new Intl.DateTimeFormat("en-CA", {
        timeZone: BAGHDAD_TIME_ZONE,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }).format(time);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2007, 9, 1), max: Date.UTC(2200, 0, 1) }), (time) => {
        expect(calendarDateIn(time)).toBe(byIntl(time));
      }),
      { numRuns: 2000 },
    );
    // Either side of midnight in Baghdad (21:00 UTC), and before the fixed offset (daylight saving).
    expect(calendarDateIn("2030-12-31T20:59:59.999Z")).toBe("2030-12-31");
    expect(calendarDateIn("2030-12-31T21:00:00Z")).toBe("2031-01-01");
    expect(calendarDateIn("2007-06-30T20:30:00Z")).toBe(byIntl(Date.parse("2007-06-30T20:30:00Z")));
    expect(calendarDateIn("2007-06-30T20:30:00Z")).toBe("2007-07-01");
  });
});

describe("parseIsoDate / isIsoDate", () => {
  it.each([
    ["2024-02-29", true],
    ["2023-02-28", true],
    ["2000-01-01", true],
    ["2023-02-29", false],
    ["2023-02-30", false],
    ["2023-13-01", false],
    ["2023-00-10", false],
    ["2023-1-01", false],
    ["20230101", false],
    ["2023-01-01T00:00:00Z", false],
    [" 2023-01-01", false],
    ["", false],
    [null, false],
    [20230101, false],
  ])("%j valid=%s", (input, valid) => {
    expect(parseIsoDate(input) !== null).toBe(valid);
    expect(isIsoDate(input)).toBe(valid);
  });

  it("parses to local midnight of the day", () => {
    const d = parseIsoDate("2024-02-29");
    expect(d?.getFullYear()).toBe(2024);
    expect(d?.getMonth()).toBe(1);
    expect(d?.getDate()).toBe(29);
    expect(d?.getHours()).toBe(0);
  });

  it("passes valid Dates through and rejects invalid ones", () => {
    const d = new Date(2024, 0, 1);
    expect(parseIsoDate(d)).toBe(d);
    expect(parseIsoDate(new Date("x"))).toBeNull();
  });
});
