import { describe, expect, it } from "vitest";
import {
  auditFilterFromParams,
  auditQuery,
  noAuditFilter,
  pageCount,
  pageFromParam,
  paramsFromAuditFilter,
  paramsFromRefundsFilter,
  refundsFilterFromParams,
  refundsQuery,
  withParams,
} from "./back-office-query";

const params = (query: string) => new URLSearchParams(query);

describe("refund queue filter", () => {
  it("reads a status the API takes and a page", () => {
    expect(refundsFilterFromParams(params("status=Approved&page=3"))).toEqual({
      status: "Approved",
      page: 3,
    });
  });

  it("leaves out what the API would refuse", () => {
    expect(refundsFilterFromParams(params("status=approved&page=0"))).toEqual({ status: "", page: 1 });
    expect(refundsFilterFromParams(params("status=Paid&page=x"))).toEqual({ status: "", page: 1 });
    expect(refundsFilterFromParams(params("page=10001"))).toEqual({ status: "", page: 1 });
  });

  it("writes back only what differs from the default queue", () => {
    expect(paramsFromRefundsFilter({ status: "", page: 1 }).toString()).toBe("");
    expect(paramsFromRefundsFilter({ status: "Refunded", page: 2 }).toString()).toBe(
      "status=Refunded&page=2",
    );
  });

  it("asks the API for the default queue without a status", () => {
    expect(refundsQuery({ status: "", page: 2 })).toEqual({ status: undefined, page: 2, pageSize: 20 });
  });
});

describe("audit filter", () => {
  it("reads the filters, trimmed, the e-mail in lower case", () => {
    expect(
      auditFilterFromParams(
        params("operatorEmail=%20Sara@Example.com%20&action=refund.approve&objectId=abc&page=2"),
      ),
    ).toEqual({ operatorEmail: "sara@example.com", action: "refund.approve", objectId: "abc", page: 2 });
  });

  it("drops a value longer than the API takes", () => {
    expect(auditFilterFromParams(params(`objectId=${"x".repeat(101)}`)).objectId).toBe("");
    expect(auditFilterFromParams(params(""))).toEqual(noAuditFilter);
  });

  it("round-trips through the URL", () => {
    const filter = { operatorEmail: "a@b.iq", action: "operator.sign-in", objectId: "", page: 4 };
    expect(auditFilterFromParams(paramsFromAuditFilter(filter))).toEqual(filter);
    expect(paramsFromAuditFilter(noAuditFilter).toString()).toBe("");
  });

  it("asks the API with only the filters set", () => {
    expect(auditQuery({ ...noAuditFilter, action: "refund.reject" })).toEqual({
      operatorEmail: undefined,
      action: "refund.reject",
      objectId: undefined,
      page: 1,
      pageSize: 25,
    });
  });
});

describe("paging", () => {
  it("reads Arabic-Indic and Persian page numbers", () => {
    expect(pageFromParam("٣")).toBe(3);
    expect(pageFromParam("۱۲")).toBe(12);
    expect(pageFromParam("-1")).toBe(1);
    expect(pageFromParam(null)).toBe(1);
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it("writes a bare path for an empty query", () => {
    expect(withParams("/back-office/audit", params(""))).toBe("/back-office/audit");
    expect(withParams("/back-office/audit", params("page=2"))).toBe("/back-office/audit?page=2");
  });
});
