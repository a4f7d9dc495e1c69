import type { PromotionAdmin } from "@safar/domain";
import { describe, expect, it } from "vitest";
import { checkPromotion, promotionValues, switchedPromotion } from "./promotion-rules";

const three = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const listed: PromotionAdmin = {
  id: "6f1c1f43-2a55-4d1e-9d7b-3b7a4a1e2c11",
  title: three("Sale"),
  text: three("Ten percent off"),
  artwork: "gift",
  link: "/tour-home",
  voucherCode: "SPRING10",
  startDate: "2030-03-16",
  endDate: "2030-03-20",
  sortOrder: 2,
  isActive: true,
  isDemo: false,
};

describe("promotion form", () => {
  it("a new promotion runs from today for 30 days; a listed one comes back as it was sent", () => {
    expect(promotionValues(undefined, "2026-11-28").text).toMatchObject({
      startDate: "2026-11-28",
      endDate: "2026-12-28",
      link: "/",
    });
    const check = checkPromotion(promotionValues(listed, "2026-11-28"));
    expect(check).toEqual({ ok: true, data: switchedPromotion(listed, true) });
  });

  it("days and the order in Arabic-Indic or Persian digits", () => {
    const values = promotionValues(listed, "2026-11-28");
    values.text.startDate = "٢٠٣٠-٠٣-١٦";
    values.text.endDate = "۲۰۳۰-۰۳-۲۰";
    values.text.sortOrder = "٥";
    expect(checkPromotion(values)).toMatchObject({
      ok: true,
      data: { startDate: "2030-03-16", endDate: "2030-03-20", sortOrder: 5 },
    });
  });

  it("refuses another site's link and a last day before the first, under the server's keys", () => {
    const values = promotionValues(listed, "2026-11-28");
    values.text.link = "https://evil.example";
    values.text.endDate = "2030-03-10";
    values.text["title.fa"] = "";
    expect(checkPromotion(values)).toEqual({
      ok: false,
      errors: {
        "title.fa": "PROMOTION_TITLE_IS_INVALID",
        link: "PROMOTION_LINK_IS_INVALID",
        endDate: "PROMOTION_END_DATE_IS_INVALID",
      },
    });
  });

  it("the row's switch sends the promotion whole, only deactivated", () => {
    expect(switchedPromotion(listed, false)).toEqual({
      title: listed.title,
      text: listed.text,
      artwork: "gift",
      link: "/tour-home",
      voucherCode: "SPRING10",
      startDate: "2030-03-16",
      endDate: "2030-03-20",
      sortOrder: 2,
      isActive: false,
    });
  });
});
