import { describe, expect, it } from "vitest";
import {
  atPaidRate,
  centsToDecimalString,
  convertFromBase,
  currencyLabel,
  type DisplayCurrency,
  formatMoney,
  fromCents,
  multiplyCents,
  sumCents,
  toCents,
} from "./money";

const USD: DisplayCurrency = { currencyCode: "USD", currencySymbol: "$", exchangeRate: 1 };
const AED: DisplayCurrency = { currencyCode: "AED", exchangeRate: 3.6725 };
const IQD: DisplayCurrency = { currencyCode: "IQD", exchangeRate: 1310 };
const IRR: DisplayCurrency = { currencyCode: "IRR", currencySymbol: "﷼", exchangeRate: 1_050_000 };

describe("convertFromBase", () => {
  it.each([
    // non-numeric or negative -> 0
    [USD, "abc", 0],
    [USD, "", 0],
    [USD, null, 0],
    [USD, undefined, 0],
    [USD, {}, 0],
    [USD, Number.NaN, 0],
    [USD, Number.POSITIVE_INFINITY, 0],
    [USD, -0.01, 0],
    [IQD, -1, 0],
    [USD, "12abc", 0],
    [USD, 0, 0],
    // others: 2 decimals, half up
    [USD, 10, 10],
    [USD, 10.004, 10],
    [USD, 10.005, 10.01],
    [USD, 1.005, 1.01],
    [USD, "12.5", 12.5],
    [USD, "۱۲.۵", 12.5],
    [AED, 10, 36.73],
    [{ currencyCode: "USD" }, 3.333, 3.33],
    // IRR: whole numbers after the rate, half up
    [IRR, 1, 1_050_000],
    [IRR, 0.0000004, 0],
    [IRR, 0.0000005, 1],
    [{ currencyCode: "IRR", exchangeRate: 3 }, 0.5, 2],
    [{ currencyCode: "IRR", exchangeRate: 3 }, 0.4, 1],
    // IQD: rounded UP to a 250 step
    [{ currencyCode: "IQD", exchangeRate: 1 }, 0, 0],
    [{ currencyCode: "IQD", exchangeRate: 1 }, 1, 250],
    [{ currencyCode: "IQD", exchangeRate: 1 }, 250, 250],
    [{ currencyCode: "IQD", exchangeRate: 1 }, 250.01, 500],
    [{ currencyCode: "IQD", exchangeRate: 1 }, 499.99, 500],
    [{ currencyCode: "IQD", exchangeRate: 1 }, 500, 500],
    [IQD, 12.5, 16_500],
    [IQD, 100, 131_000],
    // bad rates
    [{ currencyCode: "IQD", exchangeRate: 0 }, 10, 0],
    [{ currencyCode: "IQD", exchangeRate: -5 }, 10, 0],
    [{ currencyCode: "IQD", exchangeRate: "x" }, 10, 0],
    [{ currencyCode: "IQD", exchangeRate: "1310" }, 1, 1500],
  ])("%j of %j -> %s", (currency, amount, expected) => {
    expect(convertFromBase(amount, currency)).toBe(expected);
  });
});

describe("formatMoney", () => {
  it.each([
    [1234.5, USD, {}, "1,234.50 USD"],
    [1234567.891, USD, {}, "1,234,567.89 USD"],
    [0, USD, {}, "0.00 USD"],
    ["abc", USD, {}, "0.00 USD"],
    [-5, IQD, {}, "0 IQD"],
    [12.5, IQD, {}, "16,500 IQD"],
    [12.345, IRR, {}, "12,962,250 IRR"],
    [12.345, IRR, { jalali: false }, "12,962,250 IRR"],
    [12.345, IRR, { jalali: true }, "12,962,250 ﷼"],
    [1, { currencyCode: "IRR", exchangeRate: 1000 }, { jalali: true }, "1,000 ریال"],
    [1, { currencyCode: "IRR", exchangeRate: 1000, currencySymbol: " " }, { jalali: true }, "1,000 ریال"],
    [10, USD, { jalali: true }, "10.00 USD"],
    [12.5, IQD, { locale: "ar-EG" }, "١٦٬٥٠٠ IQD"],
    [12.345, IRR, { locale: "fa-IR", jalali: true }, "۱۲٬۹۶۲٬۲۵۰ ﷼"],
    [10, AED, { locale: "en-US" }, "36.73 AED"],
  ])("%j %j %j -> %s", (amount, currency, options, expected) => {
    expect(formatMoney(amount, currency, options)).toBe(expected);
  });

  it("currencyLabel", () => {
    expect(currencyLabel(IRR)).toBe("IRR");
    expect(currencyLabel(IRR, true)).toBe("﷼");
    expect(currencyLabel(IQD, true)).toBe("IQD");
  });
});

describe("toCents", () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [1.005, 101],
    [1.004, 100],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    [-0.001, 0],
    ["19.99", 1999],
    ["0.5", 50],
    [".5", 50],
    ["1e2", 10000],
    [" 7 ", 700],
  ])("%j -> %s", (amount, cents) => {
    expect(Object.is(toCents(amount), cents)).toBe(true);
  });

  it.each([["abc"], [""], [Number.NaN], [Number.POSITIVE_INFINITY], ["1e20"]])("rejects %j", (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError);
  });
});

describe("fromCents / centsToDecimalString", () => {
  it.each([
    [0, 0, "0.00"],
    [1, 0.01, "0.01"],
    [1234, 12.34, "12.34"],
    [-5, -0.05, "-0.05"],
    [100000, 1000, "1000.00"],
  ])("%s -> %s / %s", (cents, amount, text) => {
    expect(fromCents(cents)).toBe(amount);
    expect(centsToDecimalString(cents)).toBe(text);
  });

  it.each([[1.5], [Number.NaN], [Number.MAX_SAFE_INTEGER + 1]])("rejects %s", (cents) => {
    expect(() => fromCents(cents)).toThrow(RangeError);
    expect(() => centsToDecimalString(cents)).toThrow(RangeError);
  });

  it("round-trips", () => {
    for (const cents of [0, 1, 99, 101, 123456789, -42]) expect(toCents(fromCents(cents))).toBe(cents);
  });
});

describe("sumCents / multiplyCents", () => {
  it("sums integers and rejects fractions", () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([10, 20, -5])).toBe(25);
    expect(() => sumCents([10, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it.each([
    [1000, 0.75, 750],
    [1001, 0.5, 501],
    [1001, "0.5", 501],
    [999, 0.1, 100],
    [-1001, 0.5, -501],
    [1, 0.4, 0],
  ])("%s × %s -> %s", (cents, factor, expected) => {
    expect(multiplyCents(cents, factor)).toBe(expected);
  });

  it("rejects bad input", () => {
    expect(() => multiplyCents(1.5, 2)).toThrow(RangeError);
    expect(() => multiplyCents(100, "x")).toThrow(RangeError);
  });
});

describe("atPaidRate: an order keeps the rate it was paid at", () => {
  const iqdToday = { currencyCode: "IQD", currencySymbol: "د.ع", exchangeRate: 1500 };
  it("shows the paid rate while the page shows the currency it was paid in", () => {
    expect(atPaidRate(iqdToday, { currencyCode: "IQD", exchangeRate: 1310 })).toEqual({
      ...iqdToday,
      exchangeRate: 1310,
    });
    expect(formatMoney(100, atPaidRate(iqdToday, { currencyCode: "IQD", exchangeRate: 1310 }))).toBe(
      formatMoney(100, { ...iqdToday, exchangeRate: 1310 }),
    );
  });
  it("uses today's rate for another currency, or an order not paid yet", () => {
    expect(atPaidRate(iqdToday, { currencyCode: "USD", exchangeRate: 1 })).toBe(iqdToday);
    expect(atPaidRate(iqdToday, null)).toBe(iqdToday);
    expect(atPaidRate(iqdToday, undefined)).toBe(iqdToday);
  });
});
