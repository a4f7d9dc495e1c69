// The customer's account under volume (issue 12): one customer with ORDERS orders (a quarter paid
// and issued, the rest held) and FLOWS wallet flows, against the built server on PGlite. Prints the
// server time of the my-trips list (GetCurrentUserOrders, as the client sees it, median of 30) and
// the Excel export of every flow: its time and the server's peak memory (RSS sampled every 10 ms).
import { readFileSync } from "node:fs";
import { bookingClient } from "./booking-load.mjs";
import { median, startServer, tempDataDir } from "./lib.mjs";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const FLOWS = Number(process.env.BENCH_FLOWS ?? 10_000);

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function pool(count, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

const server = await startServer({
  port: 3417,
  dataDir: tempDataDir(),
  env: { NODE_ENV: "development", JOBS_POLL_SECONDS: "0.5", WEB_BUILD_DIR: "/nonexistent-web-build" },
});
try {
  const { json, call, signUp, book } = bookingClient(server, "account");
  const headers = await signUp(90_001);
  const me = await json(await call("/account/api/Account/CurrentUser", { headers }));

  let t0 = performance.now();
  await pool(FLOWS, 16, async (i) => {
    await json(
      await call("/api/dev/wallet/credit", {
        method: "POST",
        body: { userId: me.id, amount: 1 + (i % 50), reference: `bench-flow-${i}`, description: `flow ${i}` },
      }),
    );
  });
  console.log(`${FLOWS} wallet flows made in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  t0 = performance.now();
  const paid = Math.round(ORDERS / 4);
  await pool(ORDERS, 4, async (i) => {
    await book(headers, { pay: i < paid });
  });
  console.log(
    `${ORDERS} orders made (${paid} paid and issued) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  for (const pageSize of [10, 50]) {
    const times = [];
    for (let i = 0; i < 30; i++) {
      const start = performance.now();
      const page = await json(
        await call("/api/orders/Order/GetCurrentUserOrders", {
          method: "POST",
          headers,
          body: { page: 1 + (i % 3), pageSize },
        }),
      );
      times.push(performance.now() - start);
      if (page.totalCount < ORDERS) throw new Error(`only ${page.totalCount} orders listed`);
    }
    console.log(
      `my trips, ${ORDERS} orders, page of ${pageSize}: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms`,
    );
  }

  const flows = [];
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    await json(
      await call(`/api/wallet/WalletFlows/GetCurrentUserWalletFlows?page=${1 + (i % 5)}&pageSize=20`, {
        headers,
      }),
    );
    flows.push(performance.now() - start);
  }
  console.log(`transactions, ${FLOWS} flows, page of 20: median ${median(flows).toFixed(1)} ms`);

  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 10);
  t0 = performance.now();
  const response = await call("/api/export/CustomersExport/GetCurrentUserWalletFlows?lang=ar", { headers });
  const bytes = (await response.arrayBuffer()).byteLength;
  const exportMs = performance.now() - t0;
  clearInterval(sampler);
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  console.log(
    `Excel export of ${FLOWS} flows: ${(exportMs / 1000).toFixed(2)} s, ${(bytes / 1024).toFixed(0)} KB; server RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
  );
} finally {
  await server.stop();
}
