import type { Promotion } from "@safar/domain/promotion";
import { describe, expect, it } from "vitest";
import { promotionCard } from "./promotion-cards";

const three = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: "6f1c1f43-2a55-4d1e-9d7b-3b7a4a1e2c11",
  title: three("Spring sale"),
  text: three("Ten percent off"),
  artwork: "tour",
  link: "/tour-home?month=2030-03",
  voucherCode: "SPRING10",
  endDate: "2030-03-20",
  ...overrides,
});

describe("promotionCard", () => {
  it("takes the page's language, draws the picture's icon and reads the last day in the page's calendar", () => {
    expect(promotionCard(promotion(), "en")).toEqual({
      id: "6f1c1f43-2a55-4d1e-9d7b-3b7a4a1e2c11",
      title: "Spring sale",
      text: "Ten percent off",
      icon: "map",
      href: "/tour-home?month=2030-03",
      voucherCode: "SPRING10",
      until: "20 March 2030",
    });
    const fa = promotionCard(promotion({ artwork: "none", voucherCode: null }), "fa");
    expect(fa).toMatchObject({ title: "Spring sale fa", icon: null, voucherCode: null });
    // The Jalali calendar and Persian digits: 20 March 2030 is 29 Esfand 1408.
    expect(fa.until).toContain("۱۴۰۸");
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "keeps no link to another site (%s)",
    (link) => {
      expect(promotionCard(promotion({ link }), "ar").href).toBeNull();
    },
  );
});
