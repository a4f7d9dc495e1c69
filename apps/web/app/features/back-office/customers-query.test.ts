import { describe, expect, it } from "vitest";
import {
  adjustmentsFilterFromParams,
  adjustmentsQuery,
  customersFilterFromParams,
  customersQuery,
  noCustomersFilter,
  paramsFromAdjustmentsFilter,
  paramsFromCustomersFilter,
  statusChangesFor,
} from "./customers-query";

const params = (query: string) => new URLSearchParams(query);

describe("customers filter", () => {
  it("reads the search, a status the API takes and the page (any digits)", () => {
    expect(customersFilterFromParams(params("q=%20٠٧٧٠%20123%20&status=suspended&page=٢"))).toEqual({
      q: "٠٧٧٠ 123",
      status: "suspended",
      page: 2,
    });
  });

  it("leaves out what the API would refuse", () => {
    expect(customersFilterFromParams(params(`q=${"x".repeat(101)}&status=Suspended&page=0`))).toEqual(
      noCustomersFilter,
    );
  });

  it("round-trips through the URL with only what differs from the defaults", () => {
    const filter = { q: "sara@example.com", status: "terminated" as const, page: 3 };
    expect(customersFilterFromParams(paramsFromCustomersFilter(filter))).toEqual(filter);
    expect(paramsFromCustomersFilter(noCustomersFilter).toString()).toBe("");
  });

  it("asks the API with only the filters set", () => {
    expect(customersQuery({ q: "", status: "active", page: 1 })).toEqual({
      q: undefined,
      status: "active",
      page: 1,
      pageSize: 20,
    });
  });
});

describe("wallet adjustments filter", () => {
  it("opens on the pending queue, also for a status the API would refuse", () => {
    expect(adjustmentsFilterFromParams(params(""))).toEqual({ status: "pending", page: 1 });
    expect(adjustmentsFilterFromParams(params("status=Pending"))).toEqual({ status: "pending", page: 1 });
    expect(paramsFromAdjustmentsFilter({ status: "pending", page: 1 }).toString()).toBe("");
  });

  it("shows every adjustment with status=all, asking the API without a status", () => {
    const all = adjustmentsFilterFromParams(params("status=all&page=2"));
    expect(all).toEqual({ status: "", page: 2 });
    expect(paramsFromAdjustmentsFilter(all).toString()).toBe("status=all&page=2");
    expect(adjustmentsQuery(all)).toEqual({ status: undefined, page: 2, pageSize: 20 });
    expect(adjustmentsQuery({ status: "applied", page: 1 }).status).toBe("applied");
  });
});

describe("statusChangesFor", () => {
  it("suspends or terminates an active account, reinstates or terminates a suspended one", () => {
    expect(statusChangesFor("active")).toEqual(["suspended", "terminated"]);
    expect(statusChangesFor("suspended")).toEqual(["active", "terminated"]);
    expect(statusChangesFor("terminated")).toEqual([]);
  });
});
