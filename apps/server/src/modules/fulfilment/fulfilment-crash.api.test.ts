import type { OrderDetail, VerifyIssueFlightTicket } from "@safar/domain";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually, payOnSandbox, reservedOrder, searchCharter } from "../../test/bookings";
import { signUpCustomer } from "../../test/customers";
import { proposalFor } from "../../test/inventory";
import { freePort, overHttp, startServerProcess } from "../../test/server-process";
import { freshDatabase } from "../../test/test-app";

/**
 * Reliability: the server process is killed (SIGKILL, as a crash) while tickets are being issued,
 * then started again on the same database. Every paid order must end issued or refunded to the
 * wallet; none may be stuck. Runs on PGlite (the data directory survives the kill) and, with
 * DATABASE_URL, on PostgreSQL.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const ORDERS = 6;

// A fresh database's migrations can take over a minute beside other suites on two cores.
beforeAll(async () => {
  database = await freshDatabase();
}, 180_000);
afterAll(async () => {
  await database?.drop();
});

it("kill -9 during issuance, start again: every paid order ends issued or refunded, none stuck", async () => {
  const common = {
    ...database.env,
    WEB_BUILD_DIR: "/nonexistent-web-build",
    // The in-process cache: the shared Redis keeps rate-limit counters across runs, and every
    // request here comes from 127.0.0.1 (this test is about the database and the job queue).
    REDIS_URL: "",
    FULFILMENT_LEASE_SECONDS: "2",
    JOBS_SWEEP_SECONDS: "1",
    JOBS_POLL_SECONDS: "0.5",
  };
  // First life: issuing is slow (3 s per call), so the kill lands in the middle of it.
  const first = await startServerProcess(
    { ...common, NETWORK_SUPPLIER_FAULTS: "issue-slow", NETWORK_SUPPLIER_SLOW_MS: "3000" },
    await freePort(),
  );
  const t1 = overHttp(first.baseUrl);
  const orders: { order: OrderDetail; headers: Record<string, string> }[] = [];
  try {
    const found = await searchCharter(t1, 12);
    const network = {
      search: found.search,
      proposal: proposalFor(found.search, { charter: false }),
    };
    for (let i = 0; i < ORDERS; i++) {
      const customer = await signUpCustomer(t1, "782");
      // half on the network supplier (slow issue), half on charters (issued at once or cut mid-way)
      const order = await reservedOrder(t1, customer, i % 2 === 0 ? network : found);
      orders.push({ order, headers: customer.headers });
    }
    for (const { order, headers } of orders) {
      await payOnSandbox(
        t1,
        { headers: headers as { authorization: string }, userId: "", phoneNumber: "" },
        order.orderId,
      );
    }
    // wait until at least one network issue is under way (FinalizationPending), then crash
    await eventually(
      async () => {
        const states = await Promise.all(
          orders.map(({ order, headers }) => verifyOver(t1, order.orderId, headers)),
        );
        return states.filter((s) => s.orderStatus === "FinalizationPending").length;
      },
      (n) => n > 0,
      20_000,
    );
  } finally {
    await first.kill();
  }

  // Second life: the supplier is healthy; leases from the first life run out and the sweep resumes.
  const second = await startServerProcess(common, await freePort());
  try {
    const t2 = overHttp(second.baseUrl);
    const final = await eventually(
      () => Promise.all(orders.map(({ order, headers }) => verifyOver(t2, order.orderId, headers))),
      (states) => states.every((s) => s.orderStatus === "Successful" || s.orderStatus === "RefundSuccessful"),
      60_000,
    );
    for (const state of final) {
      expect(["Successful", "RefundSuccessful"]).toContain(state.orderStatus);
      if (state.orderStatus === "Successful") expect(state.tickets.length).toBe(1);
      else expect(state.refundedToWallet).toBeGreaterThan(0);
    }
  } finally {
    await second.stop();
  }
}, 360_000);

async function verifyOver(
  t: ReturnType<typeof overHttp>,
  orderId: string,
  headers: Record<string, string>,
): Promise<VerifyIssueFlightTicket> {
  const r = await t.app.inject({
    url: `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${orderId}`,
    headers,
  });
  return r.json().data as VerifyIssueFlightTicket;
}
