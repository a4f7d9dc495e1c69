// POST /api/flight-catalog/FlightCatalog/Available with both built-in suppliers (charter from the
// database, network generated) on busy routes (NJF→IKA, BGW→IST, alternating, dates over the next
// month), 20 concurrent searches for 10 s against the built server (PGlite, in-process cache).
// Reports the server time (the `server-timing` header: handler start to response ready, without
// the network and JSON parse of the client) and the client-measured latency, p50 and p95.
// Target: server time p95 under 150 ms.
import { startServer, tempDataDir } from "./lib.mjs";

const CONCURRENCY = 20;
const DURATION_MS = 10_000;

const server = await startServer({ port: 3414, dataDir: tempDataDir() });
const url = `${server.url}/api/flight-catalog/FlightCatalog/Available`;
const today = new Date();
const day = (n) => new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
const ROUTES = [
  ["NJF", "IKA"],
  ["BGW", "IST"],
];

let seq = 0;
async function one() {
  const i = seq++;
  const [origin, destination] = ROUTES[i % 2];
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "accept-encoding": process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd",
    },
    body: JSON.stringify({
      tripType: 1,
      origin,
      destination,
      departureDates: [day(3 + (i % 28))],
      adults: 1,
    }),
  });
  const body = await response.json();
  const client = performance.now() - started;
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body.meta)}`);
  const server = Number(/dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? Number.NaN);
  return { client, server, proposals: body.data.proposals.length };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

try {
  // Warm-up: JIT, reference data, markup rules.
  for (let i = 0; i < 40; i++) await one();
  const results = [];
  const until = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) results.push(await one());
    }),
  );
  const server = results.map((r) => r.server);
  const client = results.map((r) => r.client);
  const proposals = results.reduce((sum, r) => sum + r.proposals, 0) / results.length;
  console.log(
    `Available (charter + network, NJF→IKA / BGW→IST), ${CONCURRENCY} concurrent, ${DURATION_MS / 1000} s: ` +
      `${results.length} searches (${(results.length / (DURATION_MS / 1000)).toFixed(0)}/s, ${proposals.toFixed(0)} proposals each); ` +
      `server time p50 ${percentile(server, 50).toFixed(1)} ms, p95 ${percentile(server, 95).toFixed(1)} ms; ` +
      `client latency p50 ${percentile(client, 50).toFixed(1)} ms, p95 ${percentile(client, 95).toFixed(1)} ms (target: client p95 < 100 ms)`,
  );
} finally {
  await server.stop();
}
