import { describe, expect, it } from "vitest";
import { visaProductInputSchema, visaProductIssues } from "./visa-admin";

const three = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const product = {
  countryCode: "AZ",
  type: "Tourist",
  name: three("Azerbaijan e-visa"),
  stay: 30,
  validityDays: 90,
  entry: "Single",
  currency: "usd",
  price: 45,
  quickPrice: 80,
  processingDays: 3,
  quickProcessingDays: 1,
  documents: ["PersonalPhoto", "PassportPage"],
};
const keysOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("visaProductInputSchema", () => {
  it("takes a product with its defaults, the currency upper-cased and the documents in order", () => {
    const parsed = visaProductInputSchema.parse(product);
    expect(parsed).toMatchObject({
      currency: "USD",
      stayUnit: "Days",
      rejectionFee: 0,
      sortOrder: 0,
      isActive: true,
      notes: { ar: "", fa: "", en: "" },
      documents: ["PassportPage", "PersonalPhoto"],
    });
  });

  it("refuses prices with more than two decimals, zero, or a quick price not above the price", () => {
    expect(keysOf(visaProductInputSchema.safeParse({ ...product, price: 45.001 }))).toContainEqual([
      "price",
      "VISA_PRICE_IS_INVALID",
    ]);
    expect(keysOf(visaProductInputSchema.safeParse({ ...product, price: 0 }))).toContainEqual([
      "price",
      "VISA_PRICE_IS_INVALID",
    ]);
    expect(keysOf(visaProductInputSchema.safeParse({ ...product, quickPrice: 45 }))).toEqual([
      ["quickPrice", "VISA_QUICK_PRICE_IS_INVALID"],
    ]);
  });
});

describe("visaProductIssues", () => {
  const base = {
    type: "Tourist",
    stayUnit: "Days",
    price: 100,
    quickPrice: null,
    processingDays: 3,
    quickProcessingDays: null,
    rejectionFee: 0,
    documents: ["PassportPage", "PersonalPhoto"],
  };
  it("a product without quick processing and the two documents passes", () => {
    expect(visaProductIssues(base)).toEqual([]);
  });
  it("hours are a transit visa's only", () => {
    expect(visaProductIssues({ ...base, stayUnit: "Hours" })).toEqual([
      { path: ["stayUnit"], message: "VISA_STAY_IS_INVALID" },
    ]);
    expect(visaProductIssues({ ...base, type: "Transit", stayUnit: "Hours" })).toEqual([]);
  });
  it("quick days go with a quick price and are fewer than the normal ones", () => {
    expect(visaProductIssues({ ...base, quickProcessingDays: 1 })).toEqual([
      { path: ["quickProcessingDays"], message: "VISA_QUICK_PROCESSING_DAYS_IS_INVALID" },
    ]);
    expect(visaProductIssues({ ...base, quickPrice: 150, quickProcessingDays: 1 })).toEqual([]);
    expect(visaProductIssues({ ...base, quickPrice: 150, quickProcessingDays: 3 })).toHaveLength(1);
  });
  it("the fee is at most the price; documents known, each once, with the two every visa asks for", () => {
    expect(visaProductIssues({ ...base, rejectionFee: 100 })).toEqual([]);
    expect(visaProductIssues({ ...base, rejectionFee: 100.01 })).toEqual([
      { path: ["rejectionFee"], message: "VISA_REJECTION_FEE_IS_INVALID" },
    ]);
    for (const documents of [
      ["PassportPage"],
      ["PassportPage", "PersonalPhoto", "PersonalPhoto"],
      ["PassportPage", "PersonalPhoto", "Diploma"],
    ])
      expect(visaProductIssues({ ...base, documents })).toEqual([
        { path: ["documents"], message: "VISA_DOCUMENTS_ARE_INVALID" },
      ]);
  });
});
