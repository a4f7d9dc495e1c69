import { describe, expect, it } from "vitest";
import { formatSpan, formatTimeLeft, timeLeft } from "./time-left";

const now = Date.parse("2026-11-20T09:00:00Z");
const t = (key: string, vars: Record<string, string> = {}) =>
  `${key.replace("back-office.", "")}(${Object.entries(vars)
    .map(([k, v]) => `${k}=${v}`)
    .join(",")})`;

describe("timeLeft", () => {
  it("counts whole minutes left before the promise", () => {
    expect(timeLeft("2026-11-21T09:00:00Z", now)).toEqual({ overdue: false, minutes: 1440, urgency: "ok" });
    expect(timeLeft("2026-11-20T12:12:59Z", now)).toEqual({ overdue: false, minutes: 192, urgency: "soon" });
    expect(timeLeft("2026-11-20T09:00:30Z", now)).toEqual({ overdue: false, minutes: 0, urgency: "soon" });
  });

  it("says how long a promise is overdue", () => {
    expect(timeLeft("2026-11-20T08:20:00Z", now)).toEqual({ overdue: true, minutes: 40, urgency: "overdue" });
    expect(timeLeft("2026-11-20T08:59:59.500Z", now)).toMatchObject({ overdue: true, minutes: 0 });
  });

  it("is null for a time it cannot read", () => {
    expect(timeLeft("soon", now)).toBeNull();
  });

  it("keeps the last four hours apart from the rest", () => {
    expect(timeLeft("2026-11-20T13:00:00Z", now)?.urgency).toBe("ok");
    expect(timeLeft("2026-11-20T12:59:00Z", now)?.urgency).toBe("soon");
  });
});

describe("formatSpan", () => {
  it("leaves zero parts out", () => {
    expect(formatSpan(192, "en", t)).toBe("span.hoursMinutes(h=3,m=12)");
    expect(formatSpan(180, "en", t)).toBe("span.hours(h=3)");
    expect(formatSpan(12, "en", t)).toBe("span.minutes(m=12)");
    expect(formatSpan(0, "en", t)).toBe("span.underMinute()");
    expect(formatSpan(3 * 1440 + 125, "en", t)).toBe("span.daysHours(d=3,h=2)");
    expect(formatSpan(2 * 1440 + 5, "en", t)).toBe("span.days(d=2)");
  });

  it("writes the page's digits", () => {
    expect(formatSpan(192, "ar", t)).toBe("span.hoursMinutes(h=٣,m=١٢)");
    expect(formatSpan(192, "fa", t)).toBe("span.hoursMinutes(h=۳,m=۱۲)");
  });
});

describe("formatTimeLeft", () => {
  it("says left or overdue", () => {
    expect(formatTimeLeft({ overdue: false, minutes: 65, urgency: "soon" }, "en", t)).toBe(
      "timeLeft.left(time=span.hoursMinutes(h=1,m=5))",
    );
    expect(formatTimeLeft({ overdue: true, minutes: 40, urgency: "overdue" }, "en", t)).toBe(
      "timeLeft.overdue(time=span.minutes(m=40))",
    );
  });
});
