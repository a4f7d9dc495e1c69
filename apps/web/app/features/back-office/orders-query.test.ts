import { describe, expect, it } from "vitest";
import {
  dayFromParam,
  isInvertedRange,
  isOrdersFiltered,
  noOrdersFilter,
  ordersFilterFromParams,
  ordersQuery,
  paramsFromOrdersFilter,
} from "./orders-query";

const params = (query: string) => new URLSearchParams(query);

describe("orders filter", () => {
  it("reads the search box, a status, a product, the days and a page", () => {
    expect(
      ordersFilterFromParams(
        params(
          "q=%2B964+770+123+4567&status=Successful&type=DomesticFlight&from=2026-03-01&to=2026-03-31&page=2",
        ),
      ),
    ).toEqual({
      q: "+964 770 123 4567",
      status: "Successful",
      type: "DomesticFlight",
      from: "2026-03-01",
      to: "2026-03-31",
      page: 2,
    });
  });

  it("keeps the search box as typed (the server reads it), trimmed", () => {
    expect(ordersFilterFromParams(params("q=%20%D9%A0%D9%A7%D9%A7%D9%A0%20")).q).toBe("٠٧٧٠");
    expect(ordersFilterFromParams(params("q=a@b.iq")).q).toBe("a@b.iq");
  });

  it("leaves out what the API would refuse", () => {
    expect(ordersFilterFromParams(params(`q=${"x".repeat(101)}`)).q).toBe("");
    expect(ordersFilterFromParams(params("status=successful&type=Train&page=0"))).toEqual(noOrdersFilter);
    expect(ordersFilterFromParams(params("from=2026-02-30&to=tomorrow"))).toEqual(noOrdersFilter);
  });

  it("reads days written in Arabic-Indic or Persian digits", () => {
    expect(dayFromParam("٢٠٢٦-٠٣-٠١")).toBe("2026-03-01");
    expect(dayFromParam("۲۰۲۶-۰۳-۰۱")).toBe("2026-03-01");
    expect(dayFromParam("2026-3-1")).toBe("");
    expect(dayFromParam(null)).toBe("");
  });

  it("keeps only the start of a range that ends before it starts", () => {
    expect(isInvertedRange("2026-03-02", "2026-03-01")).toBe(true);
    expect(isInvertedRange("2026-03-01", "2026-03-01")).toBe(false);
    expect(isInvertedRange("", "2026-03-01")).toBe(false);
    const filter = ordersFilterFromParams(params("from=2026-03-02&to=2026-03-01"));
    expect([filter.from, filter.to]).toEqual(["2026-03-02", ""]);
  });

  it("writes back only what is set, and reads it again the same", () => {
    expect(paramsFromOrdersFilter(noOrdersFilter).toString()).toBe("");
    const filter = {
      q: "ABC123",
      status: "FinalizationPending" as const,
      type: "InternationalFlight" as const,
      from: "2026-01-01",
      to: "2026-01-07",
      page: 3,
    };
    const written = paramsFromOrdersFilter(filter);
    expect(written.toString()).toBe(
      "q=ABC123&status=FinalizationPending&type=InternationalFlight&from=2026-01-01&to=2026-01-07&page=3",
    );
    expect(ordersFilterFromParams(written)).toEqual(filter);
  });

  it("asks the API with the page size and without what is not set", () => {
    expect(ordersQuery({ ...noOrdersFilter, q: "0770", page: 2 })).toEqual({
      q: "0770",
      status: undefined,
      type: undefined,
      from: undefined,
      to: undefined,
      page: 2,
      pageSize: 20,
    });
  });

  it("tells a filtered list from the whole one (the page is no filter)", () => {
    expect(isOrdersFiltered({ ...noOrdersFilter, page: 4 })).toBe(false);
    expect(isOrdersFiltered({ ...noOrdersFilter, to: "2026-01-01" })).toBe(true);
  });
});
