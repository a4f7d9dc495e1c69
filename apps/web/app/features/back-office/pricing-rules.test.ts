import type { MarkupRuleView, VoucherView } from "@safar/domain";
import { describe, expect, it } from "vitest";
import {
  checkGateway,
  checkMarkup,
  checkVoucher,
  emptyMarkupForm,
  emptyVoucherForm,
  markupFormOf,
  parseWholeNumber,
  switchedMarkup,
  voucherPageFromParams,
  voucherState,
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
