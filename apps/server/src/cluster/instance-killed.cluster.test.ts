import type { OrderDetail, VerifyIssueFlightTicket } from "@safar/domain";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually, payOnSandbox, reservedOrder, searchCharter } from "../test/bookings";
import { type Cluster, startCluster } from "../test/cluster";
import { signUpCustomer } from "../test/customers";
import { proposalFor } from "../test/inventory";
import { overHttp } from "../test/server-process";

/**
 * Two instances behind HAProxy on PostgreSQL and Redis; one is killed (SIGKILL) while tickets are
 * being issued (the network supplier takes 3 s per issue) and is not started again. The other
 * finishes every paid order, and the balancer stops sending to the dead one within seconds: a
 * customer reading pages meanwhile sees no error.
 */
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    port: 3700,
    restart: false,
    env: {
      NETWORK_SUPPLIER_FAULTS: "issue-slow",
      NETWORK_SUPPLIER_SLOW_MS: "3000",
      FULFILMENT_LEASE_SECONDS: "2",
      JOBS_SWEEP_SECONDS: "1",
      JOBS_POLL_SECONDS: "0.5",
    },
  });
});
afterAll(async () => {
  await cluster?.stop();
});

async function verify(orderId: string, headers: Record<string, string>): Promise<VerifyIssueFlightTicket> {
  const response = await fetch(
    `${cluster.url}/api/flight-reservation/Issue/VerifyIssueFlightTicket/${orderId}`,
    {
      headers,
    },
  );
  return ((await response.json()) as { data: VerifyIssueFlightTicket }).data;
}

it("SIGKILL during ticket issuance: the other instance issues every paid order, and pages never fail", async () => {
  const t = overHttp(cluster.url);
  const found = await searchCharter(t, 12);
  const network = { search: found.search, proposal: proposalFor(found.search, { charter: false }) };
  const orders: { order: OrderDetail; headers: Record<string, string> }[] = [];
  for (let i = 0; i < 4; i++) {
    const customer = await signUpCustomer(t, "783");
    orders.push({
      order: await reservedOrder(t, customer, i % 2 === 0 ? network : found),
      headers: customer.headers,
    });
  }
  for (const { order, headers } of orders) {
    await payOnSandbox(
      t,
      { headers: headers as { authorization: string }, userId: "", phoneNumber: "" },
      order.orderId,
    );
  }
  await eventually(
    async () =>
      (await Promise.all(orders.map((o) => verify(o.order.orderId, o.headers)))).map((s) => s.orderStatus),
    (states) => states.includes("FinalizationPending"),
    30_000,
  );

  cluster.signal("s1", "SIGKILL");
  const killedAt = Date.now();
  // A customer keeps reading pages through the balancer: none fails (a GET that met the dead
  // instance is sent to the other), and within seconds every one comes from s2.
  const servedBy: string[] = [];
  let downAfterMs: number | undefined;
  while (Date.now() - killedAt < 6_000) {
    const response = await fetch(`${cluster.url}/api/flight-configuration/Country/GetAllCountries`);
    expect(response.status).toBe(200);
    servedBy.push(response.headers.get("x-served-by") ?? "?");
    if (downAfterMs === undefined && (await cluster.balancerStatus("s1")).startsWith("DOWN")) {
      downAfterMs = Date.now() - killedAt;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(servedBy.every((name) => name === "s2")).toBe(true);
  expect(downAfterMs).toBeDefined();
  expect(downAfterMs).toBeLessThan(5_000);
  console.log(`balancer marked the killed instance down after ${downAfterMs} ms`);

  // Every paid order ends issued (or, had the supplier refused, refunded): none stuck.
  const final = await eventually(
    () => Promise.all(orders.map((o) => verify(o.order.orderId, o.headers))),
    (states) => states.every((s) => s.orderStatus === "Successful" || s.orderStatus === "RefundSuccessful"),
    90_000,
  );
  expect(final.map((s) => s.orderStatus)).toEqual(["Successful", "Successful", "Successful", "Successful"]);
  for (const state of final) expect(state.tickets.length).toBe(1);
}, 300_000);
