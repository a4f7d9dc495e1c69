import type { VisaProduct } from "@safar/domain/visa";
import { describe, expect, it } from "vitest";
import { visaAmount } from "../../lib/visa-labels";
import { changeChoice, choiceFromUrl, choiceToSearch, recentVisaUrl, settleChoice } from "./visa-choice";

const product = (id: string, over: Partial<VisaProduct> = {}): VisaProduct => ({
  id,
  countryCode: "AE",
  type: "Tourist",
  name: { ar: "", fa: "", en: "" },
  stay: 30,
  stayUnit: "Days",
  validityDays: 58,
  entry: "Single",
  currency: "AED",
  price: 300,
  quickPrice: 375,
  rejectionFee: 150,
  processingDays: 3,
  quickProcessingDays: 1,
  documents: ["PassportPage", "PersonalPhoto"],
  notes: { ar: "", fa: "", en: "" },
  ...over,
});

const tourist = product("11111111-1111-4111-8111-111111111111");
const transit = product("22222222-2222-4222-8222-222222222222", {
  type: "Transit",
  quickPrice: null,
  quickProcessingDays: null,
});
const evisa = product("33333333-3333-4333-8333-333333333333", {
  countryCode: "AZ",
  currency: "USD",
});

describe("the visa choice in the URL", () => {
  it("reads a shared link", () => {
    const params = new URLSearchParams(`country=AE&product=${tourist.id}&processing=Quick&travellers=2`);
    expect(choiceFromUrl(params)).toEqual({
      country: "AE",
      productId: tourist.id,
      processing: "Quick",
      travellers: 2,
    });
  });

  it("reads an unknown or missing value as the default", () => {
    expect(choiceFromUrl(new URLSearchParams("country=FR&processing=Slow&travellers=12"))).toEqual({
      country: null,
      productId: null,
      processing: "Normal",
      travellers: 9,
    });
    expect(choiceFromUrl(new URLSearchParams("travellers=0")).travellers).toBe(1);
    expect(choiceFromUrl(new URLSearchParams("travellers=two")).travellers).toBe(1);
    expect(choiceFromUrl(new URLSearchParams("travellers=2.5")).travellers).toBe(1);
  });

  it("keeps a country page's country whatever the query says", () => {
    expect(choiceFromUrl(new URLSearchParams("country=IT"), "AE").country).toBe("AE");
  });

  it("writes the choice back with the defaults left out, and reads it the same", () => {
    const choice = {
      country: "AE",
      productId: tourist.id,
      processing: "Quick",
      travellers: 3,
    } as const;
    const search = choiceToSearch(choice);
    expect(search).toBe(`?country=AE&product=${tourist.id}&processing=Quick&travellers=3`);
    expect(choiceFromUrl(new URLSearchParams(search))).toEqual(choice);
    expect(choiceToSearch({ ...choice, processing: "Normal", travellers: 1 }, "AE")).toBe(
      `?product=${tourist.id}`,
    );
    expect(
      choiceToSearch({
        country: null,
        productId: null,
        processing: "Normal",
        travellers: 1,
      }),
    ).toBe("");
  });
});

describe("the choice rules", () => {
  const all = [transit, tourist, evisa];

  it("lists the country's products and keeps the chosen one", () => {
    const settled = settleChoice(
      {
        country: "AE",
        productId: tourist.id,
        processing: "Quick",
        travellers: 2,
      },
      all,
    );
    expect(settled.offered).toEqual([transit, tourist]);
    expect(settled.product).toBe(tourist);
    expect(settled.choice.processing).toBe("Quick");
  });

  it("offers quick processing only when the product does", () => {
    const settled = settleChoice(
      {
        country: "AE",
        productId: transit.id,
        processing: "Quick",
        travellers: 1,
      },
      all,
    );
    expect(settled.choice.processing).toBe("Normal");
  });

  it("drops a product of another country or one no longer sold", () => {
    for (const productId of [evisa.id, "44444444-4444-4444-8444-444444444444"]) {
      const settled = settleChoice({ country: "AE", productId, processing: "Normal", travellers: 1 }, all);
      expect(settled.product).toBeNull();
      expect(settled.choice.productId).toBeNull();
    }
  });

  it("chooses a country's only product", () => {
    const settled = settleChoice(
      { country: "AZ", productId: null, processing: "Normal", travellers: 1 },
      all,
    );
    expect(settled.product).toBe(evisa);
  });

  it("offers nothing before a country is chosen", () => {
    expect(
      settleChoice({ country: null, productId: null, processing: "Normal", travellers: 1 }, all).offered,
    ).toEqual([]);
  });

  it("forgets the product when the country changes, and keeps travellers within 1 to 9", () => {
    const current = {
      country: "AE",
      productId: tourist.id,
      processing: "Quick",
      travellers: 9,
    } as const;
    expect(changeChoice(current, { country: "AZ" }).productId).toBeNull();
    expect(changeChoice(current, { country: "AE" }).productId).toBe(tourist.id);
    expect(changeChoice(current, { travellers: 10 }).travellers).toBe(9);
    expect(changeChoice(current, { travellers: 0 }).travellers).toBe(1);
  });
});

describe("visa amounts", () => {
  const t = (key: string, vars?: Record<string, unknown>) => `${key}:${String(vars?.amount)}`;
  it("shows dirham for AED in the page's digits and other currencies with their code", () => {
    expect(visaAmount(300, "AED", "ar", t)).toBe("common.dirham:٣٠٠");
    expect(visaAmount(750, "AED", "fa", t)).toBe("common.dirham:۷۵۰");
    expect(visaAmount(45, "USD", "en", t)).toBe("45.00\u00a0USD");
  });
});

describe("recentVisaUrl", () => {
  const entry = {
    countryCode: "AE",
    productId: "11111111-1111-4111-8111-111111111111",
    processing: "Quick" as const,
    travellers: 2,
    onSale: true,
  };
  it("opens the country's page with the same visa, processing and travellers", () => {
    expect(recentVisaUrl(entry)).toBe(
      "/visa-uae?product=11111111-1111-4111-8111-111111111111&processing=Quick&travellers=2",
    );
    expect(recentVisaUrl({ ...entry, countryCode: "TH", processing: "Normal" as const, travellers: 1 })).toBe(
      "/visa-thiland?product=11111111-1111-4111-8111-111111111111",
    );
  });
  it("opens the country's page alone for a visa no longer offered, and the visa home for an unknown country", () => {
    expect(recentVisaUrl({ ...entry, onSale: false })).toBe("/visa-uae");
    expect(recentVisaUrl({ ...entry, countryCode: "FR" })).toBe("/visa-home");
  });
});
