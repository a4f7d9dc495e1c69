import { describe, expect, it } from "vitest";
import { adjustmentOutcome, checkAdjustment, checkRate, parseSignedAmount } from "./money-input";

describe("parseSignedAmount", () => {
  it("reads credits and debits in Latin, Arabic-Indic and Persian digits", () => {
    expect(parseSignedAmount("150")).toBe(150);
    expect(parseSignedAmount("+25.5")).toBe(25.5);
    expect(parseSignedAmount("١٥٠٫٢٥")).toBe(150.25);
    expect(parseSignedAmount("-۲۰")).toBe(-20);
    expect(parseSignedAmount("\u2212 ٣٠")).toBe(-30);
    expect(parseSignedAmount("\u200f-1,250")).toBe(-1250);
  });

  it("is NaN for anything else", () => {
    for (const text of ["", "-", "abc", "1.2.3", "--5", "5-", "١e٣"])
      expect(parseSignedAmount(text), text).toBeNaN();
  });
});

describe("checkAdjustment", () => {
  it("sends the signed amount and the trimmed reason", () => {
    expect(checkAdjustment({ amount: "-١٢٠٫٥٠", reason: "  goodwill  " })).toEqual({
      ok: true,
      data: { amount: -120.5, reason: "goodwill" },
    });
  });

  it("refuses zero, fractions of a cent, more than 100,000 and a missing reason", () => {
    for (const amount of ["0", "1.005", "100000.01", "-100001", "x"])
      expect(checkAdjustment({ amount, reason: "r" }), amount).toEqual({
        ok: false,
        errors: { amount: "WALLET_ADJUSTMENT_AMOUNT_IS_INVALID" },
      });
    expect(checkAdjustment({ amount: "100000", reason: " " })).toEqual({
      ok: false,
      errors: { reason: "WALLET_ADJUSTMENT_REASON_REQUIRED" },
    });
  });
});

describe("checkRate", () => {
  it("reads a positive rate in any digits", () => {
    expect(checkRate({ currencyCode: "IQD", exchangeRate: "١٣١٠٫٥" })).toEqual({
      ok: true,
      data: { currencyCode: "IQD", exchangeRate: 1310.5 },
    });
    expect(checkRate({ currencyCode: "IRR", exchangeRate: "۴۲,۰۰۰" })).toEqual({
      ok: true,
      data: { currencyCode: "IRR", exchangeRate: 42000 },
    });
  });

  it("refuses zero, a negative or no number, and USD", () => {
    for (const exchangeRate of ["0", "-3", "", "abc"])
      expect(checkRate({ currencyCode: "AED", exchangeRate }), exchangeRate).toEqual({
        ok: false,
        errors: { exchangeRate: "CURRENCY_RATE_IS_INVALID" },
      });
    expect(checkRate({ currencyCode: "USD", exchangeRate: "1" })).toEqual({
      ok: false,
      errors: { currencyCode: "CURRENCY_RATE_IS_FIXED" },
    });
  });
});

describe("adjustmentOutcome", () => {
  it("applies at once up to the approval amount either way, waits above it", () => {
    expect(adjustmentOutcome("100", 100)).toBe("applied");
    expect(adjustmentOutcome("-١٠٠", 100)).toBe("applied");
    expect(adjustmentOutcome("0.01", 100)).toBe("applied");
    expect(adjustmentOutcome("100.01", 100)).toBe("pending");
    expect(adjustmentOutcome("\u2212۱۵۰", 100)).toBe("pending");
    expect(adjustmentOutcome("20", 12.5)).toBe("pending");
  });

  it("says nothing of an amount that would be refused", () => {
    for (const text of ["", "0", "-", "abc", "150.005", "100001"])
      expect(adjustmentOutcome(text, 100), text).toBeNull();
  });
});
