import { describe, expect, it } from "vitest";
import { money } from "./format-money";

describe("money", () => {
  it("joins amount and currency with a no-break space, so the currency never wraps alone", () => {
    expect(money(81, "en")).toBe("81.00\u00a0USD");
    expect(money(81, "ar")).toBe("٨١٫٠٠\u00a0USD");
    expect(money(81, "fa")).not.toMatch(/ /);
  });
});

describe("money in the display currency (spec §9)", () => {
  const IQD = { currencyCode: "IQD", currencySymbol: "د.ع", exchangeRate: 1310 } as const;
  const IRR = { currencyCode: "IRR", currencySymbol: "﷼", exchangeRate: 1050000 } as const;
  const AED = { currencyCode: "AED", currencySymbol: "د.إ", exchangeRate: 3.6725 } as const;
  it("rounds IQD up to a 250 step", () => {
    // 81 × 1310 = 106,110 → 106,250
    expect(money(81, "en", IQD)).toBe("106,250\u00a0IQD");
    expect(money(100, "en", IQD)).toBe("131,000\u00a0IQD");
  });
  it("shows IRR in whole rials, with its symbol in Persian (Jalali) mode", () => {
    expect(money(0.5, "en", IRR)).toBe("525,000\u00a0IRR");
    expect(money(0.5, "fa", IRR)).toMatch(/﷼$/);
  });
  it("keeps 2 decimals for AED", () => {
    expect(money(10, "en", AED)).toBe("36.73\u00a0AED");
  });
});
