import { describe, expect, it } from "vitest";
import { isCalendarDay } from "./calendar-day";
import { calendarDayRange, dateOrInstantSchema } from "./date-range";
import { walletFlowsRange } from "./wallet";

describe("calendarDayRange", () => {
  it("covers calendar days in Baghdad, both included", () => {
    expect(calendarDayRange({ from: "2026-03-01", to: "2026-03-03" })).toEqual({
      from: new Date("2026-02-28T21:00:00Z"),
      toExclusive: new Date("2026-03-03T21:00:00Z"),
    });
  });
  it("takes instants as they are, `to` included", () => {
    expect(calendarDayRange({ from: "2026-03-01T10:00:00Z", to: "2026-03-01T10:00:00Z" })).toEqual({
      from: new Date("2026-03-01T10:00:00Z"),
      toExclusive: new Date("2026-03-01T10:00:00.001Z"),
    });
  });
  it("refuses from after to, and what is not a date", () => {
    expect(calendarDayRange({ from: "2026-03-02", to: "2026-03-01" })).toBeNull();
    expect(calendarDayRange({ to: "later" })).toBeNull();
    expect(calendarDayRange({})).toEqual({});
  });
  it("is the wallet flows' rule too", () => {
    expect(walletFlowsRange).toBe(calendarDayRange);
  });
});

describe("dateOrInstantSchema", () => {
  it("accepts real days and instants, refuses days that do not exist", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(dateOrInstantSchema.safeParse("2026-02-30").success).toBe(false);
    expect(dateOrInstantSchema.safeParse("2026-13-01").success).toBe(false);
    expect(dateOrInstantSchema.safeParse("2026-02-28").success).toBe(true);
    expect(dateOrInstantSchema.safeParse("2026-02-28T10:00:00Z").success).toBe(true);
    expect(dateOrInstantSchema.safeParse("soon").error?.issues[0]?.message).toBe("DATE_RANGE_IS_INVALID");
  });
});
