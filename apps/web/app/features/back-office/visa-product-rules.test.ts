import type { VisaProductAdmin } from "@safar/domain";
import { describe, expect, it } from "vitest";
import { checkVisaProduct, switchedVisaProduct, visaProductValues } from "./visa-product-rules";

const three = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const listed: VisaProductAdmin = {
  id: "00000000-0000-4000-8000-000000000001",
  countryCode: "AE",
  type: "Tourist",
  name: three("UAE 30 days"),
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
  notes: three("Bring a return ticket"),
  sortOrder: 2,
  isActive: true,
};

describe("visaProductValues and checkVisaProduct", () => {
  it("a listed product's values check back to the same product", () => {
    const checked = checkVisaProduct(visaProductValues(listed));
    expect(checked).toEqual({ ok: true, data: switchedVisaProduct(listed, true) });
  });

  it("reads Arabic-Indic and Persian digits and the Arabic decimal point; empty quick fields mean none", () => {
    const values = visaProductValues(listed);
    values.text.price = "٣٢٥٫٥";
    values.text.stay = "۱۴";
    values.text.quickPrice = "";
    values.text.quickProcessingDays = " ";
    const checked = checkVisaProduct(values);
    expect(checked.ok && checked.data).toMatchObject({
      price: 325.5,
      stay: 14,
      quickPrice: null,
      quickProcessingDays: null,
    });
  });

  it("always sends the passport page and the personal photo, in the enumeration's order", () => {
    const values = { ...visaProductValues(listed), documents: ["HotelBooking"] };
    const checked = checkVisaProduct(values);
    expect(checked.ok && checked.data.documents).toEqual(["PassportPage", "PersonalPhoto", "HotelBooking"]);
  });

  it("puts each error under the server's field name", () => {
    const values = visaProductValues(undefined, { countryCode: "", currency: "USD" });
    values.text.quickProcessingDays = "2";
    values.text.rejectionFee = "5";
    const checked = checkVisaProduct(values);
    expect(checked.ok ? {} : checked.errors).toMatchObject({
      countryCode: "VISA_COUNTRY_IS_INVALID",
      "name.ar": "VISA_PRODUCT_NAME_IS_INVALID",
      price: "VISA_PRICE_IS_INVALID",
    });
    const quickOnly = visaProductValues(listed);
    quickOnly.text.quickPrice = "";
    expect(checkVisaProduct(quickOnly)).toEqual({
      ok: false,
      errors: { quickProcessingDays: "VISA_QUICK_PROCESSING_DAYS_IS_INVALID" },
    });
    const slowQuick = visaProductValues(listed);
    slowQuick.text.quickProcessingDays = "3";
    slowQuick.text.rejectionFee = "300.01";
    expect(checkVisaProduct(slowQuick)).toEqual({
      ok: false,
      errors: {
        quickProcessingDays: "VISA_QUICK_PROCESSING_DAYS_IS_INVALID",
        rejectionFee: "VISA_REJECTION_FEE_IS_INVALID",
      },
    });
  });
});

describe("switchedVisaProduct", () => {
  it("sends the whole product back with only its switch changed", () => {
    const off = switchedVisaProduct(listed, false);
    const { id: _id, ...rest } = listed;
    expect(off).toEqual({ ...rest, isActive: false });
  });
});
