import { describe, expect, it } from "vitest";
import {
  balanceDifferenceRequestSchema,
  hasAtMostTwoDecimals,
  moneyAmountSchema,
  walletFlowsRange,
} from "./wallet";

describe("wallet amounts", () => {
  it.each([
    [1, true],
    [0.1, true],
    [100.25, true],
    [1.005, false],
    [0.001, false],
    [Number.NaN, false],
  ])("%d has at most two decimals: %s", (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });

  it("accepts positive whole-cent amounts with the spec's key otherwise", () => {
    expect(moneyAmountSchema.safeParse(50).success).toBe(true);
    for (const bad of [0, -1, 1.234, "5"]) {
      expect(moneyAmountSchema.safeParse(bad).error?.issues[0]?.message).toBe("AMOUNT_IS_INVALID");
    }
    expect(balanceDifferenceRequestSchema.safeParse({ totalPrice: 0 }).success).toBe(true);
  });
});

describe("wallet flow date range", () => {
  it("takes calendar days in Baghdad (UTC+3), both included", () => {
    expect(walletFlowsRange({ from: "2025-03-01", to: "2025-03-01" })).toEqual({
      from: new Date("2025-02-28T21:00:00Z"),
      toExclusive: new Date("2025-03-01T21:00:00Z"),
    });
    expect(walletFlowsRange({})).toEqual({});
  });

  it("takes instants as they are and refuses a reversed or unreadable range", () => {
    expect(walletFlowsRange({ from: "2025-03-01T10:00:00Z" })).toEqual({
      from: new Date("2025-03-01T10:00:00Z"),
    });
    expect(walletFlowsRange({ from: "2025-03-02", to: "2025-03-01" })).toBeNull();
    expect(walletFlowsRange({ from: "soon" })).toBeNull();
  });
});
