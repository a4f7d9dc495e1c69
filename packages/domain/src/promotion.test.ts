import { describe, expect, it } from "vitest";
import { isPromotionLink, promotionEndIssue, promotionInputSchema, promotionState } from "./promotion";

const three = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const input = {
  title: three("Sale"),
  text: three("Ten percent off"),
  link: "/tour-home",
  startDate: "2030-03-16",
  endDate: "2030-03-20",
};

describe("promotions", () => {
  it("a link is a path of this site only", () => {
    expect(isPromotionLink("/tour-home?month=2030-03#list")).toBe(true);
    expect(isPromotionLink("/visa-uae")).toBe(true);
    for (const link of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "javascript:alert(1)",
      "tour-home",
      "/a b",
      `/${"x".repeat(300)}`,
    ])
      expect(isPromotionLink(link)).toBe(false);
  });

  it("defaults: no picture, no code, order 0, active; a code in capitals; an empty code is none", () => {
    expect(promotionInputSchema.parse(input)).toMatchObject({
      artwork: "none",
      voucherCode: null,
      sortOrder: 0,
      isActive: true,
    });
    expect(promotionInputSchema.parse({ ...input, voucherCode: " welcome10 " }).voucherCode).toBe(
      "WELCOME10",
    );
    expect(promotionInputSchema.parse({ ...input, voucherCode: "" }).voucherCode).toBeNull();
  });

  it("the last day is not before the first, at most two years after", () => {
    expect(promotionEndIssue("2030-03-16", "2030-03-16")).toBeNull();
    expect(promotionEndIssue("2030-03-16", "2030-03-15")).toBe("PROMOTION_END_DATE_IS_INVALID");
    expect(promotionEndIssue("2030-03-16", "2032-03-18")).toBe("PROMOTION_END_DATE_IS_INVALID");
  });

  it("where a promotion stands on a Baghdad day", () => {
    const p = { isActive: true, startDate: "2030-03-16", endDate: "2030-03-20" };
    expect(promotionState(p, "2030-03-15")).toBe("scheduled");
    expect(promotionState(p, "2030-03-16")).toBe("running");
    expect(promotionState(p, "2030-03-20")).toBe("running");
    expect(promotionState(p, "2030-03-21")).toBe("ended");
    expect(promotionState({ ...p, isActive: false }, "2030-03-18")).toBe("inactive");
  });
});
