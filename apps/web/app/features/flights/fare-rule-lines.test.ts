import { describe, expect, it } from "vitest";
import { fareRuleLines } from "./fare-rule-lines";

const t = (key: string, vars: Record<string, string> = {}) =>
  `${key}(${Object.entries(vars)
    .map(([k, v]) => `${k}=${v}`)
    .join(",")})`;

describe("fareRuleLines", () => {
  it("a non-refundable fare lists no cancellation fees", () => {
    const lines = fareRuleLines(
      {
        refundable: false,
        changeable: false,
        cancellationPenalties: [
          { fromHoursBeforeDeparture: 72, penaltyPercent: 100 },
          { fromHoursBeforeDeparture: 0, penaltyPercent: 100 },
        ],
      },
      "en",
      t,
    );
    expect(lines.summary).toBe("flights.nonRefundable() · flights.notChangeable()");
    expect(lines.fees).toEqual([]);
  });

  it("a refundable fare words each notice period, never 'from 0 hours'", () => {
    const lines = fareRuleLines(
      {
        refundable: true,
        changeable: true,
        cancellationPenalties: [
          { fromHoursBeforeDeparture: 0, penaltyPercent: 100 },
          { fromHoursBeforeDeparture: 72, penaltyPercent: 40 },
          { fromHoursBeforeDeparture: 3, penaltyPercent: 70 },
        ],
      },
      "en",
      t,
    );
    expect(lines.fees).toEqual([
      "flights.penaltyFrom(percent=40%,hours=72)",
      "flights.penaltyFrom(percent=70%,hours=3)",
      "flights.penaltyUntil(percent=100%,hours=3)",
      "flights.noRefundAfterDeparture()",
    ]);
    expect(lines.fees.join()).not.toContain("hours=0");
  });

  it("numbers and percentages in the page's digits", () => {
    const lines = fareRuleLines(
      {
        refundable: true,
        changeable: false,
        cancellationPenalties: [{ fromHoursBeforeDeparture: 24, penaltyPercent: 10 }],
      },
      "fa",
      t,
    );
    expect(lines.fees[0]).toBe("flights.penaltyFrom(percent=۱۰٪,hours=۲۴)");
  });
});
