import { describe, expect, it, vi } from "vitest";
import { calendarDateIn } from "./dates";
import { dateTimeFormat, numberFormat } from "./intl";

describe("shared Intl formatters", () => {
  it("gives one formatter per locale and options, which formats as a new one would", () => {
    const options = { timeZone: "Asia/Baghdad", dateStyle: "long" } as const;
    const first = dateTimeFormat("ar-EG", options);
    expect(dateTimeFormat("ar-EG", { ...options })).toBe(first);
    expect(dateTimeFormat("fa-IR", options)).not.toBe(first);
    const instant = new Date("2026-03-20T22:30:00Z");
    expect(first.format(instant)).toBe(new Intl.DateTimeFormat("ar-EG", options).format(instant));
    expect(numberFormat("en-US", { maximumFractionDigits: 0 })).toBe(
      numberFormat("en-US", { maximumFractionDigits: 0 }),
    );
    expect(numberFormat("ar-EG").format(1250)).toBe(new Intl.NumberFormat("ar-EG").format(1250));
  });

  it("finds a formatter by its options object without building the key again", () => {
    const options = { month: "short", timeZone: "UTC" } as const;
    const first = dateTimeFormat("en-GB", options);
    const arabic = dateTimeFormat("ar-EG", options);
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      expect(dateTimeFormat("en-GB", options)).toBe(first);
      expect(dateTimeFormat("ar-EG", options)).toBe(arabic);
      expect(stringify).not.toHaveBeenCalled();
    } finally {
      stringify.mockRestore();
    }
    expect(arabic).not.toBe(first);
  });

  it("keeps calendar days right across time zones with the shared formatter", () => {
    const instant = new Date("2026-03-20T22:30:00Z");
    expect(calendarDateIn(instant)).toBe("2026-03-21");
    expect(calendarDateIn(instant, "UTC")).toBe("2026-03-20");
    expect(calendarDateIn(instant, "Asia/Tehran")).toBe("2026-03-21");
    expect(calendarDateIn(instant, "America/New_York")).toBe("2026-03-20");
  });
});
