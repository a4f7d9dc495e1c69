import type { HotelCity, HotelMarkupRuleView, MarkupRuleView, VoucherView } from "@safar/domain";
import { describe, expect, it } from "vitest";
import {
  checkGateway,
  checkHotelMarkup,
  checkMarkup,
  checkVoucher,
  citiesOfCountry,
  emptyHotelMarkupForm,
  emptyMarkupForm,
  emptyVoucherForm,
  hotelCountries,
  hotelMarkupFormOf,
  hotelPlaceChoices,
  markupFormOf,
  parseWholeNumber,
  switchedMarkup,
  voucherPageFromParams,
  voucherState,
  withHotelMarkupCountry,
} from "./pricing-rules";

const rule: MarkupRuleView = {
  id: "3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b",
  flightScope: 1,
  origin: "IST",
  destination: "EBL",
  airlineCode: "IA",
  percent: 2.5,
  fixedAmount: 7,
  priority: -3,
  isActive: true,
  note: "summer",
};

describe("parseWholeNumber", () => {
  it("reads whole numbers in any digits, signed when asked", () => {
    expect(parseWholeNumber("١٢")).toBe(12);
    expect(parseWholeNumber("۳")).toBe(3);
    expect(parseWholeNumber("-٥", true)).toBe(-5);
    for (const text of ["", "1.5", "abc", "-5"]) expect(parseWholeNumber(text), text).toBeNaN();
  });
});

describe("checkMarkup", () => {
  it("sends the whole rule: empty fields match everything, numbers in any digits", () => {
    const checked = checkMarkup({
      ...emptyMarkupForm,
      flightScope: "2",
      origin: " bgw ",
      destination: "bsr",
      percent: "٣٫٥",
      priority: "\u2212١٠",
      note: "  ",
    });
    expect(checked).toEqual({
      ok: true,
      data: {
        flightScope: 2,
        origin: "BGW",
        destination: "BSR",
        airlineCode: null,
        percent: 3.5,
        fixedAmount: 0,
        priority: -10,
        isActive: true,
        note: null,
      },
    });
  });

  it("puts the schema's keys on their fields", () => {
    expect(checkMarkup({ ...emptyMarkupForm })).toEqual({
      ok: false,
      errors: { percent: "MARKUP_IS_EMPTY" },
    });
    const checked = checkMarkup({
      ...emptyMarkupForm,
      origin: "BAGH",
      airlineCode: "I",
      percent: "101",
      fixedAmount: "1.005",
      priority: "2.5",
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        origin: "MARKUP_AIRPORT_IS_INVALID",
        airlineCode: "MARKUP_AIRLINE_IS_INVALID",
        percent: "MARKUP_PERCENT_IS_INVALID",
        fixedAmount: "MARKUP_AMOUNT_IS_INVALID",
        priority: "MARKUP_PRIORITY_IS_INVALID",
      },
    });
    expect(checkMarkup({ ...emptyMarkupForm, origin: "BGW", destination: "bgw", percent: "1" })).toEqual({
      ok: false,
      errors: { destination: "MARKUP_AIRPORT_IS_INVALID" },
    });
  });

  it("shows a rule back in its form (the page's digits) and sends it unchanged", () => {
    const values = markupFormOf(rule, "ar");
    expect(values).toMatchObject({ flightScope: "1", percent: "٢.٥", fixedAmount: "٧", priority: "-٣" });
    const { id: _id, ...fields } = rule;
    expect(checkMarkup(values)).toEqual({ ok: true, data: fields });
    expect(markupFormOf({ ...rule, flightScope: null, fixedAmount: 0, note: null }, "en")).toMatchObject({
      flightScope: "",
      fixedAmount: "",
      note: "",
    });
  });

  it("switches a rule off with every other field as it is", () => {
    const { id: _id, ...fields } = rule;
    expect(switchedMarkup(rule, false)).toEqual({ ...fields, isActive: false });
  });
});

const hotelRule: HotelMarkupRuleView = {
  id: "8c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
  supplier: "contracts",
  countryCode: "IQ",
  cityCode: "KRB",
  stars: 5,
  percent: 4.25,
  fixedAmount: 3.5,
  priority: 2,
  isActive: true,
  note: "Arbaeen",
};

const city = (cityCode: string, en: string, countryCode: string, country: string): HotelCity => ({
  cityCode,
  name: { ar: `${en} (ar)`, fa: `${en} (fa)`, en },
  country: { ar: `${country} (ar)`, fa: `${country} (fa)`, en: country },
  countryCode,
  pilgrimage: false,
  hotelCount: 4,
});
const cities = [
  city("NJF", "Najaf", "IQ", "Iraq"),
  city("MHD", "Mashhad", "IR", "Iran"),
  city("KRB", "Karbala", "IQ", "Iraq"),
  city("IST", "Istanbul", "TR", "Turkey"),
];

describe("checkHotelMarkup", () => {
  it("sends the whole rule: empty matchers match everything, codes upper-cased, numbers in any digits", () => {
    expect(checkHotelMarkup({ ...emptyHotelMarkupForm, percent: "۲٫۵", fixedAmount: "٣" })).toEqual({
      ok: true,
      data: {
        supplier: null,
        countryCode: null,
        cityCode: null,
        stars: null,
        percent: 2.5,
        fixedAmount: 3,
        priority: 0,
        isActive: true,
        note: null,
      },
    });
    const checked = checkHotelMarkup({
      ...emptyHotelMarkupForm,
      supplier: "hotelbeds",
      countryCode: "iq",
      cityCode: " krb ",
      stars: "5",
      fixedAmount: "10",
      isActive: "false",
    });
    expect(checked).toMatchObject({
      ok: true,
      data: { supplier: "hotelbeds", countryCode: "IQ", cityCode: "KRB", stars: 5, isActive: false },
    });
  });

  it("puts the schema's keys on their fields", () => {
    expect(checkHotelMarkup({ ...emptyHotelMarkupForm })).toEqual({
      ok: false,
      errors: { percent: "MARKUP_IS_EMPTY" },
    });
    expect(
      checkHotelMarkup({
        ...emptyHotelMarkupForm,
        supplier: "booking",
        countryCode: "IRQ",
        cityCode: "KR",
        stars: "6",
        percent: "1",
        fixedAmount: "1001",
        priority: "١٠١",
      }),
    ).toEqual({
      ok: false,
      errors: {
        supplier: "MARKUP_SUPPLIER_IS_INVALID",
        countryCode: "MARKUP_COUNTRY_IS_INVALID",
        cityCode: "MARKUP_CITY_IS_INVALID",
        stars: "MARKUP_STARS_IS_INVALID",
        fixedAmount: "MARKUP_AMOUNT_IS_INVALID",
        priority: "MARKUP_PRIORITY_IS_INVALID",
      },
    });
    expect(checkHotelMarkup({ ...emptyHotelMarkupForm, stars: "٣.٥", percent: "1" })).toEqual({
      ok: false,
      errors: { stars: "MARKUP_STARS_IS_INVALID" },
    });
  });

  it("shows a rule back in its form (the page's digits) and sends it unchanged", () => {
    const values = hotelMarkupFormOf(hotelRule, "fa");
    expect(values).toMatchObject({
      supplier: "contracts",
      countryCode: "IQ",
      cityCode: "KRB",
      stars: "5",
      percent: "۴.۲۵",
      fixedAmount: "۳.۵",
      priority: "۲",
    });
    const { id: _id, ...fields } = hotelRule;
    expect(checkHotelMarkup(values)).toEqual({ ok: true, data: fields });
    expect(
      hotelMarkupFormOf(
        { ...hotelRule, supplier: null, countryCode: null, cityCode: null, stars: null, percent: 0 },
        "en",
      ),
    ).toMatchObject({ supplier: "", countryCode: "", cityCode: "", stars: "", percent: "" });
  });

  it("switches a hotel rule off with every other field as it is", () => {
    const { id: _id, ...fields } = hotelRule;
    expect(switchedMarkup(hotelRule, false)).toEqual({ ...fields, isActive: false });
  });
});

describe("the hotel rules' countries and cities", () => {
  it("lists each country of the cities once, in the cities' order", () => {
    expect(hotelCountries(cities).map((c) => [c.code, c.name.en])).toEqual([
      ["IQ", "Iraq"],
      ["IR", "Iran"],
      ["TR", "Turkey"],
    ]);
    expect(citiesOfCountry(cities, "IQ").map((c) => c.cityCode)).toEqual(["NJF", "KRB"]);
    expect(citiesOfCountry(cities, "").map((c) => c.cityCode)).toEqual(["NJF", "MHD", "KRB", "IST"]);
  });

  it("lets a city of another country go when the country changes, keeps it otherwise", () => {
    const values = { ...emptyHotelMarkupForm, cityCode: "KRB", percent: "1" };
    expect(withHotelMarkupCountry(values, "IR", cities)).toEqual({
      ...values,
      countryCode: "IR",
      cityCode: "",
    });
    expect(withHotelMarkupCountry(values, "IQ", cities)).toEqual({ ...values, countryCode: "IQ" });
    expect(withHotelMarkupCountry({ ...values, countryCode: "IQ" }, "", cities)).toEqual(values);
  });

  it("names the choices in the page's language and keeps a code the list no longer has", () => {
    expect(hotelPlaceChoices(cities, { countryCode: "IQ", cityCode: "" }, "ar")).toEqual({
      countries: [
        ["IQ", "Iraq (ar)"],
        ["IR", "Iran (ar)"],
        ["TR", "Turkey (ar)"],
      ],
      cities: [
        ["NJF", "Najaf (ar)"],
        ["KRB", "Karbala (ar)"],
      ],
    });
    const kept = hotelPlaceChoices(cities, { countryCode: "AE", cityCode: "DXB" }, "en");
    expect(kept.countries.at(-1)).toEqual(["AE", "AE"]);
    expect(kept.cities).toEqual([["DXB", "DXB"]]);
    // A rule naming a city outside its country (made through the API) still shows the city's name.
    expect(hotelPlaceChoices(cities, { countryCode: "IR", cityCode: "KRB" }, "fa").cities).toEqual([
      ["MHD", "Mashhad (fa)"],
      ["KRB", "Karbala (fa)"],
    ]);
  });
});

describe("checkVoucher", () => {
  // 2026-06-01 12:00 in Baghdad.
  const now = Date.parse("2026-06-01T09:00:00Z");
  const context = { timeZone: "Asia/Baghdad", now };

  it("sends a percent voucher with its cap, the end with the operator's offset, empty limits as none", () => {
    const checked = checkVoucher(
      {
        ...emptyVoucherForm,
        code: " summer-26 ",
        percent: "١٠",
        maxDiscount: "25",
        amount: "99",
        endsAt: "2026-06-30T23:59",
        totalLimit: "٥٠",
      },
      context,
    );
    expect(checked).toEqual({
      ok: true,
      data: {
        code: "SUMMER-26",
        kind: "percent",
        percent: 10,
        maxDiscount: 25,
        amount: null,
        minimumOrder: 0,
        expiresAt: "2026-06-30T23:59:00+03:00",
        perCustomerLimit: null,
        totalLimit: 50,
        description: null,
      },
    });
  });

  it("sends a fixed voucher's amount only; the end on another clock carries that clock's offset", () => {
    const checked = checkVoucher(
      {
        ...emptyVoucherForm,
        code: "WELCOME",
        kind: "fixed",
        percent: "10",
        amount: "١٢٫٥",
        minimumOrder: "100",
        endsAt: "2026-12-31T20:00",
        perCustomerLimit: "1",
      },
      { timeZone: "Asia/Tehran", now },
    );
    expect(checked.ok && checked.data).toMatchObject({
      kind: "fixed",
      percent: null,
      maxDiscount: null,
      amount: 12.5,
      minimumOrder: 100,
      expiresAt: "2026-12-31T20:00:00+03:30",
      perCustomerLimit: 1,
    });
  });

  it("refuses each field with its key, and an end that is not after now", () => {
    expect(checkVoucher({ ...emptyVoucherForm }, context)).toEqual({
      ok: false,
      errors: { code: "VOUCHER_CODE_IS_INVALID", percent: "VOUCHER_PERCENT_IS_INVALID" },
    });
    expect(
      checkVoucher(
        {
          ...emptyVoucherForm,
          code: "A",
          kind: "fixed",
          minimumOrder: "1.001",
          endsAt: "2026-06-01T11:59",
          totalLimit: "0",
          perCustomerLimit: "1.5",
        },
        context,
      ),
    ).toEqual({
      ok: false,
      errors: {
        code: "VOUCHER_CODE_IS_INVALID",
        amount: "VOUCHER_AMOUNT_IS_INVALID",
        minimumOrder: "VOUCHER_AMOUNT_IS_INVALID",
        expiresAt: "VOUCHER_EXPIRY_IS_INVALID",
        perCustomerLimit: "VOUCHER_LIMIT_IS_INVALID",
        totalLimit: "VOUCHER_LIMIT_IS_INVALID",
      },
    });
    expect(
      checkVoucher({ ...emptyVoucherForm, code: "OK1", percent: "101", endsAt: "2026-02-30T10:00" }, context),
    ).toEqual({
      ok: false,
      errors: { percent: "VOUCHER_PERCENT_IS_INVALID", expiresAt: "VOUCHER_EXPIRY_IS_INVALID" },
    });
  });
});

describe("voucherState", () => {
  const voucher: VoucherView = {
    id: "3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b",
    code: "SUMMER",
    kind: "percent",
    percent: 10,
    maxDiscount: null,
    amount: null,
    minimumOrder: 0,
    expiresAt: "2026-06-30T20:59:00.000Z",
    perCustomerLimit: null,
    totalLimit: 2,
    usedCount: 1,
    isActive: true,
    description: null,
    createdAt: "2026-05-01T10:00:00.000Z",
  };
  const now = Date.parse("2026-06-01T09:00:00Z");

  it("is off, ended, used up or in use, in that order", () => {
    expect(voucherState(voucher, now)).toBe("active");
    expect(voucherState({ ...voucher, usedCount: 2 }, now)).toBe("usedUp");
    expect(voucherState({ ...voucher, usedCount: 2 }, Date.parse("2026-07-01T00:00:00Z"))).toBe("ended");
    expect(voucherState({ ...voucher, isActive: false, usedCount: 2 }, now)).toBe("off");
    expect(voucherState({ ...voucher, totalLimit: null, expiresAt: null, usedCount: 99 }, now)).toBe(
      "active",
    );
  });
});

describe("voucherPageFromParams and checkGateway", () => {
  it("reads the page leniently", () => {
    expect(voucherPageFromParams(new URLSearchParams("page=3"))).toBe(3);
    expect(voucherPageFromParams(new URLSearchParams("page=x"))).toBe(1);
  });

  it("reads the place in any digits and refuses one out of range", () => {
    expect(checkGateway({ isActive: true, sort: "٢" })).toEqual({
      ok: true,
      data: { isActive: true, sort: 2 },
    });
    for (const sort of ["", "101", "1.5", "-1"])
      expect(checkGateway({ isActive: false, sort }), sort).toEqual({
        ok: false,
        errors: { sort: "GATEWAY_SORT_IS_INVALID" },
      });
  });
});
