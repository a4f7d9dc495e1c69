import { describe, expect, it } from "vitest";
import { paymentResultPath } from "../gateway-redirect-page";
import {
  checkDates,
  checkTopUpAmount,
  exportQuery,
  filterFromParams,
  flowsQuery,
  noFilter,
  pageCount,
  paramsFromFilter,
} from "./transactions-query";

const params = (query: string) => new URLSearchParams(query);

describe("transactions filters in the URL", () => {
  it("reads page, type and dates, leaving out what the API would refuse", () => {
    expect(filterFromParams(params("page=3&type=Debit&from=2026-01-02&to=2026-02-01"))).toEqual({
      page: 3,
      type: "Debit",
      from: "2026-01-02",
      to: "2026-02-01",
    });
    expect(filterFromParams(params("page=0&type=Gift&from=yesterday&to=2026-13-40"))).toEqual(noFilter);
    expect(filterFromParams(params("page=1.5")).page).toBe(1);
    expect(filterFromParams(params("page=99999")).page).toBe(1);
    // dates given the wrong way round are swapped, not refused
    expect(filterFromParams(params("from=2026-03-01&to=2026-01-01"))).toMatchObject({
      from: "2026-01-01",
      to: "2026-03-01",
    });
  });

  it("writes back only what differs from the defaults, and round-trips", () => {
    expect(paramsFromFilter(noFilter).toString()).toBe("");
    const filter = { page: 2, type: "Credit" as const, from: "2026-01-01", to: "" };
    const written = paramsFromFilter(filter);
    expect(written.toString()).toBe("type=Credit&from=2026-01-01&page=2");
    expect(filterFromParams(written)).toEqual(filter);
  });

  it("asks the list and the export with the same filters (the export: every page, in the page's language)", () => {
    const filter = { page: 4, type: "Debit" as const, from: "2026-01-01", to: "2026-01-31" };
    expect(flowsQuery(filter)).toEqual({
      page: 4,
      pageSize: 20,
      type: "Debit",
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(exportQuery(filter, "ar")).toEqual({
      type: "Debit",
      from: "2026-01-01",
      to: "2026-01-31",
      lang: "ar",
    });
    expect(exportQuery(noFilter, "en")).toEqual({
      type: undefined,
      from: undefined,
      to: undefined,
      lang: "en",
    });
  });

  it("counts pages and checks the date range", () => {
    expect([0, 1, 20, 21, 40].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2]);
    expect(checkDates("2026-02-01", "2026-01-01")).toEqual({ to: "DATE_RANGE_IS_INVALID" });
    expect(checkDates("2026-01-01", "2026-01-01")).toEqual({});
    expect(checkDates("", "")).toEqual({});
  });
});

describe("top-up amount", () => {
  it("accepts 50 and more in Latin, Arabic-Indic and Persian digits", () => {
    expect(checkTopUpAmount("50")).toEqual({ ok: true, data: { amount: 50 } });
    expect(checkTopUpAmount("٧٥٫٥")).toEqual({ ok: true, data: { amount: 75.5 } });
    expect(checkTopUpAmount("۱۰۰")).toEqual({ ok: true, data: { amount: 100 } });
    expect(checkTopUpAmount(" 1,000 ")).toEqual({ ok: true, data: { amount: 1000 } });
  });

  it("refuses below the minimum, non-numbers and fractions of a cent, with the domain's keys", () => {
    expect(checkTopUpAmount("49.99")).toEqual({
      ok: false,
      errors: { amount: "WALLET_TOP_UP_BELOW_MINIMUM" },
    });
    expect(checkTopUpAmount("٤٩")).toEqual({ ok: false, errors: { amount: "WALLET_TOP_UP_BELOW_MINIMUM" } });
    expect(checkTopUpAmount("")).toEqual({ ok: false, errors: { amount: "WALLET_TOP_UP_BELOW_MINIMUM" } });
    expect(checkTopUpAmount("abc")).toEqual({ ok: false, errors: { amount: "AMOUNT_IS_INVALID" } });
    expect(checkTopUpAmount("-60")).toEqual({ ok: false, errors: { amount: "AMOUNT_IS_INVALID" } });
    expect(checkTopUpAmount("50.001")).toEqual({ ok: false, errors: { amount: "AMOUNT_IS_INVALID" } });
  });
});

describe("after the gateway", () => {
  it("a top-up's result is on the transactions page, an order's on its payment page", () => {
    const id = "7d2b1f0e-8c1a-4b8e-9a59-2f1f6a3c9d11";
    expect(paymentResultPath({ purpose: "WalletTopUp", orderId: null, paymentId: id })).toBe(
      `/profile/transactions?topUp=${id}`,
    );
    expect(paymentResultPath({ purpose: "Order", orderId: "o-1", paymentId: id })).toBe("/payment/o-1");
  });
});
