import type { VerifyIssueFlightTicket } from "@safar/domain";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually, payOnSandbox, reservedOrder } from "../test/bookings";
import { type Cluster, startCluster } from "../test/cluster";
import { signUpCustomer, type TestCustomer } from "../test/customers";
import { baghdadDay, proposalFor, search, searchOwnCharter } from "../test/inventory";
import { overHttp } from "../test/server-process";

/**
 * A rolling restart under load: two instances behind HAProxy, customers searching and booking
 * without pause, and each instance in turn stopped (SIGTERM: drains, finishes what it has, exits)
 * and started again. No request fails that the client could not safely send again, and no order
 * is lost: every booking made during the restart is found, paid and ticketed afterwards.
 */
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ port: 3720, env: { JOBS_SWEEP_SECONDS: "2", JOBS_POLL_SECONDS: "0.5" } });
});
afterAll(async () => {
  await cluster?.stop();
});

/** Answers from the balancer; a network error or a 502/503/504 is counted and tried once more. */
function countingHttp(baseUrl: string, problems: string[]) {
  const t = overHttp(baseUrl);
  const inject = t.app.inject.bind(t.app) as (options: {
    method?: string;
    url: string;
  }) => Promise<{ statusCode: number }>;
  (t.app as unknown as { inject: typeof inject }).inject = async (options) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await inject(options);
        if (answer.statusCode < 502 || answer.statusCode > 504 || attempt === 2) return answer;
        problems.push(`${options.method ?? "GET"} ${options.url}: ${answer.statusCode} (tried again)`);
      } catch (error) {
        if (attempt === 2) throw error;
        problems.push(`${options.method ?? "GET"} ${options.url}: ${String(error)} (tried again)`);
      }
    }
  };
  return t;
}

it("SIGTERM to each instance in turn under searches and bookings: no failed request, no lost order", async () => {
  const problems: string[] = [];
  const t = countingHttp(cluster.url, problems);
  const customers: TestCustomer[] = [];
  for (let i = 0; i < 3; i++) customers.push(await signUpCustomer(t, "784"));
  const booked: { orderId: string; customer: TestCustomer }[] = [];
  const failures: string[] = [];
  const servedBy = new Set<string>();
  let running = true;

  // One charter flight of the test's own with 200 seats; every booking searches again and takes it.
  const date = baghdadDay(14);
  const { flightNumber } = await searchOwnCharter(t, { origin: "NJF", destination: "IKA", date }, 200);
  const worker = async (customer: TestCustomer) => {
    while (running) {
      try {
        const again = await search(t, {
          adults: 1,
          origin: "NJF",
          destination: "IKA",
          departureDates: [date],
        });
        const found = { search: again, proposal: proposalFor(again, { flightNumber }) };
        const order = await reservedOrder(t, customer, found);
        await payOnSandbox(t, customer, order.orderId);
        booked.push({ orderId: order.orderId, customer });
      } catch (error) {
        failures.push(String(error));
      }
      // A customer's pace (and the flight's 200 seats last the whole test).
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };
  const pages = async () => {
    while (running) {
      const response = await fetch(`${cluster.url}/api/flight-configuration/Country/GetAllCountries`).catch(
        (error: unknown) => ({ status: String(error), headers: new Headers() }),
      );
      if (response.status !== 200) failures.push(`countries: ${response.status}`);
      servedBy.add(response.headers.get("x-served-by") ?? "?");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const load = [...customers.map(worker), pages()];

  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (const name of ["s1", "s2"]) {
    const before = cluster.instance(name).restarts;
    cluster.signal(name, "SIGTERM");
    // Back: started again by the supervisor and taken in by the balancer.
    await eventually(
      async () => cluster.instance(name).restarts > before && (await cluster.balancerStatus(name)) === "UP",
      (back) => back,
      120_000,
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  running = false;
  await Promise.all(load);

  console.log(
    `rolling restart: ${booked.length} bookings paid, ${problems.length} requests tried again, served by ${[...servedBy].join(", ")}`,
  );
  expect(failures).toEqual([]);
  // What was tried again was refused before any work (no instance at hand): safe to send again.
  for (const problem of problems) expect(problem).toMatch(/: (502|503|504|TypeError: fetch failed)/);
  expect(booked.length).toBeGreaterThan(3);
  expect(servedBy).toEqual(new Set(["s1", "s2"]));

  // No order lost: each one made during the restarts is there, paid and ticketed.
  const final = await eventually(
    () =>
      Promise.all(
        booked.map(async ({ orderId, customer }) => {
          const response = await fetch(
            `${cluster.url}/api/flight-reservation/Issue/VerifyIssueFlightTicket/${orderId}`,
            { headers: customer.headers },
          );
          return ((await response.json()) as { data: VerifyIssueFlightTicket }).data.orderStatus;
        }),
      ),
    (states) => states.every((s) => s === "Successful"),
    120_000,
  );
  expect(new Set(final)).toEqual(new Set(["Successful"]));
}, 300_000);

it("the client's own X-Forwarded-For is not believed, and a per-IP limit counts across both instances", async () => {
  // One-time codes: at most 20 an hour per client address (the test above asked 3 from this one).
  const answers: { status: number; servedBy: string }[] = [];
  for (let i = 0; i < 24; i++) {
    const response = await fetch(`${cluster.url}/account/otp/create`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 1}` },
      body: JSON.stringify({
        phoneNumber: `785${String(process.pid % 1000).padStart(3, "0")}${String(i).padStart(4, "0")}`,
        dialingCode: "+964",
        channel: 1,
      }),
    });
    answers.push({ status: response.status, servedBy: response.headers.get("x-served-by") ?? "?" });
  }
  const accepted = answers.filter((a) => a.status === 200).length;
  expect(accepted).toBe(20 - 3);
  expect(answers.slice(accepted).every((a) => a.status === 429)).toBe(true);
  expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(["s1", "s2"]));
});
