import { describe, expect, it } from "vitest";
import { duration } from "./format-duration";

const t = (key: string, vars: Record<string, string>) => `${key} ${JSON.stringify(vars)}`;

describe("duration", () => {
  it("leaves out a part that is zero: never '0 h 55 min' nor '3 h 0 min'", () => {
    expect(duration(55, "en", t)).toBe('flights.durationMinutes {"m":"55"}');
    expect(duration(180, "en", t)).toBe('flights.durationHours {"h":"3"}');
    expect(duration(155, "en", t)).toBe('flights.duration {"h":"2","m":"35"}');
  });

  it("writes the page's digits", () => {
    expect(duration(55, "ar", t)).toBe('flights.durationMinutes {"m":"٥٥"}');
    expect(duration(155, "fa", t)).toBe('flights.duration {"h":"۲","m":"۳۵"}');
  });
});
