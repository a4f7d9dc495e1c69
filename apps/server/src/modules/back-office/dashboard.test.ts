import { describe, expect, it } from "vitest";
import { createDashboard } from "./dashboard";

describe("the dashboard's day", () => {
  it("is the Baghdad calendar day: 22:30 UTC is already the next day there", async () => {
    const asked: { from?: Date; to?: Date; since?: Date } = {};
    const dashboard = createDashboard(
      {
        payments: async (from, to) => {
          Object.assign(asked, { from, to });
          return { paidOrders: 3, revenueCents: 123_45, pending: 2 };
        },
        issueFailuresSince: async (since) => {
          asked.since = since;
          return 1;
        },
        refundsAwaiting: async () => ({ count: 4, oldestDueAt: "2026-03-21T08:00:00.000Z" }),
      },
      () => new Date("2026-03-20T22:30:00Z"),
    );
    expect(await dashboard()).toEqual({
      day: "2026-03-21",
      paidOrders: 3,
      revenue: 123.45,
      paymentsPending: 2,
      issueFailures: 1,
      refundsAwaiting: 4,
      oldestRefundDueAt: "2026-03-21T08:00:00.000Z",
    });
    // Baghdad midnight to midnight (UTC+3), and the last 7 days for failures
    expect(asked.from?.toISOString()).toBe("2026-03-20T21:00:00.000Z");
    expect(asked.to?.toISOString()).toBe("2026-03-21T21:00:00.000Z");
    expect(asked.since?.toISOString()).toBe("2026-03-13T22:30:00.000Z");
  });
});
