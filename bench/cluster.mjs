// One instance against two behind HAProxy (scripts/cluster.mjs), same machine, same run, on the
// machine's PostgreSQL and Redis (DATABASE_URL, REDIS_URL; a fresh database per cluster): the home
// page rendered (page cache off: what a render costs), Available searches, and complete bookings
// per second. Each figure for 1 and 2 instances and their ratio. The load generator, HAProxy,
// PostgreSQL and Redis share the machine's cores with the instances: on two cores the second
// instance has less than a core of its own.
//   BENCH_SECONDS (default 10) per figure; BENCH_CLIENTS (8) customers booking.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { runBookings } from "./booking-load.mjs";
import { root } from "./lib.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const PORT = 3900;

async function startCluster(instances) {
  const stateFile = path.join(mkdtempSync(path.join(tmpdir(), "safar-bench-cluster-")), "state.json");
  const child = spawn(process.execPath, [path.join(root, "scripts/cluster.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      CLUSTER_INSTANCES: String(instances),
      CLUSTER_PORT: String(PORT),
      CLUSTER_FRESH: "1",
      CLUSTER_STATE_FILE: stateFile,
      CLUSTER_ENV: "PAGE_CACHE_MB=0,JOBS_POLL_SECONDS=0.5",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error("the cluster did not start");
    if (existsSync(stateFile) && JSON.parse(readFileSync(stateFile, "utf8")).ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url: `http://127.0.0.1:${PORT}`,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

async function home(url) {
  const headers = { cookie: "locale=ar", "accept-encoding": "gzip, br" };
  await autocannon({ url: `${url}/`, connections: 50, duration: 2, headers });
  const r = await autocannon({ url: `${url}/`, connections: 50, duration: SECONDS, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors };
}

async function available(url) {
  const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  let seq = 0;
  const latencies = [];
  const one = async () => {
    const i = seq++;
    const started = performance.now();
    const response = await fetch(`${url}/api/flight-catalog/FlightCatalog/Available`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": "gzip, br" },
      body: JSON.stringify({
        origin: i % 2 ? "NJF" : "BGW",
        destination: i % 2 ? "IKA" : "IST",
        departureDates: [day(3 + (i % 28))],
        adults: 1,
      }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`Available ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 40; i++) await one();
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (performance.now() < until) latencies.push(await one());
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / ((performance.now() - started) / 1000),
    p95: latencies[Math.floor(0.95 * latencies.length)],
  };
}

const rows = {};
for (const instances of [1, 2]) {
  const cluster = await startCluster(instances);
  try {
    rows[instances] = {
      home: await home(cluster.url),
      available: await available(cluster.url),
      bookings: await runBookings(`${instances} instance(s) behind HAProxy, PostgreSQL`, cluster, {
        clients: CLIENTS,
        seconds: SECONDS * 2,
      }),
    };
  } finally {
    await cluster.stop();
  }
}
const [one, two] = [rows[1], rows[2]];
const ratio = (a, b) => `×${(b / a).toFixed(2)}`;
console.log(`\nOne instance against two behind HAProxy (${SECONDS} s per figure, same run):`);
console.log(
  `  home SSR (page cache off, 50 conn): ${one.home.rps.toFixed(0)} → ${two.home.rps.toFixed(0)} req/s ` +
    `${ratio(one.home.rps, two.home.rps)}; p50 ${one.home.p50} → ${two.home.p50} ms, p99 ${one.home.p99} → ${two.home.p99} ms; ` +
    `non-2xx/errors ${one.home.bad}, ${two.home.bad}`,
);
console.log(
  `  Available (20 concurrent searches): ${one.available.rps.toFixed(0)} → ${two.available.rps.toFixed(0)} searches/s ` +
    `${ratio(one.available.rps, two.available.rps)}; client p95 ${one.available.p95.toFixed(0)} → ${two.available.p95.toFixed(0)} ms`,
);
console.log(
  `  complete bookings (${CLIENTS} customers): ${one.bookings.toFixed(2)} → ${two.bookings.toFixed(2)} per s ` +
    `${ratio(one.bookings, two.bookings)}`,
);
