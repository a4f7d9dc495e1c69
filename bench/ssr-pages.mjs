// Server-rendered pages against the framework's floor, in one run on this machine: a bare React
// Router 7 page (bench/bare-react-router, built here from the same package versions and served by
// `react-router-serve`) and the storefront's home, a results page and a content page (the built
// server on PGlite, Arabic), as configured by default (page cache on) and with PAGE_CACHE_MB=0.
// autocannon, 50 connections. Each page is first warmed up (a Node server reaches its steady speed
// after some 30 s of load: JIT and heap sizing), then measured in rounds, each right after a round
// of the bare page, so that both meet the same state of this shared machine: the median of the
// rounds' requests per second, of their ratio to the bare page's, and of the server's main-thread CPU
// per request (the figure the machine's noise moves least); p50/p99 latency as the client sees it,
// non-2xx answers; the HTML's raw and gzip size; then the storefront's RSS after five 20-second
// rounds on the home page.
//   BENCH_SECONDS (default 10) per round, BENCH_REPEATS (3) rounds per page, BENCH_WARMUP_SECONDS
//   (15) per page, BENCH_ROUNDS (5) and BENCH_ROUND_SECONDS (20) for the RSS.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildBare, median, startBare, startServer, tempDataDir } from "./lib.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 20);
const CONNECTIONS = 50;

/** CPU seconds the process's main thread (the event loop) has used so far. */
function mainThreadSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const headers = { cookie: "locale=ar", "accept-encoding": "gzip, br" };

async function load(url, seconds = SECONDS, pid = undefined) {
  const cpuBefore = pid ? mainThreadSeconds(pid) : 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuMs: pid ? ((mainThreadSeconds(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total) : 0,
  };
}

async function size(url) {
  const html = await (await fetch(url, { headers: { cookie: "locale=ar" } })).text();
  return { raw: Buffer.byteLength(html), gzip: gzipSync(Buffer.from(html), { level: 6 }).length };
}

/** The medians of a page's rounds; its errors summed. */
function summary(rounds) {
  const mid = (pick) => median(rounds.map(pick));
  return {
    rps: mid((r) => r.rps),
    p50: mid((r) => r.p50),
    p99: mid((r) => r.p99),
    cpuMs: mid((r) => r.cpuMs),
    bad: rounds.reduce((sum, r) => sum + r.bad, 0),
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const inDays = (n) => new Date(Date.now() + 3 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

buildBare();
const bare = await startBare(3431);
// The storefront as it usually runs: on a data dir seeded by an earlier start. The first start
// (migrations and the demo seed) is measured too, for its memory.
const storeDir = tempDataDir();
const firstStart = await startServer({ port: 3432, dataDir: storeDir });
await new Promise((resolve) => setTimeout(resolve, 2000));
const firstStartRss = rssMb(firstStart.pid);
await firstStart.stop();
const store = await startServer({ port: 3432, dataDir: storeDir });
// The same build with the page cache off (decision 008): what a render itself costs.
const render = await startServer({ port: 3433, dataDir: tempDataDir(), env: { PAGE_CACHE_MB: "0" } });
const paths = [
  ["home (ar)", "/"],
  ["results BGW→BSR (ar)", `/flight/BSR?origin=BGW&date=${inDays(10)}&adults=1`],
  ["content: about us (ar)", "/about-us"],
];
const pages = [
  ...paths.map(([name, path]) => [name, `${store.url}${path}`, store.pid]),
  ...paths.map(([name, path]) => [`${name}, no page cache`, `${render.url}${path}`, render.pid]),
];
try {
  await load(`${bare.url}/`, WARMUP_SECONDS);
  const bareRounds = [];
  const rows = [];
  for (const [name, url, pid] of pages) {
    await load(url, WARMUP_SECONDS); // JIT, heap sizing, the first search of the results page
    const rounds = [];
    for (let i = 0; i < REPEATS; i++) {
      const floor = await load(`${bare.url}/`, SECONDS, bare.pid);
      bareRounds.push(floor);
      rounds.push({ ...(await load(url, SECONDS, pid)), ratio: 0 });
      rounds[i].ratio = rounds[i].rps / floor.rps;
    }
    rows.push({ name, ...summary(rounds), ratio: median(rounds.map((r) => r.ratio)), ...(await size(url)) });
  }
  const bareRow = {
    name: "bare React Router 7 page",
    ...summary(bareRounds),
    ratio: 1,
    ...(await size(`${bare.url}/`)),
  };
  console.log(
    `SSR pages, ${CONNECTIONS} connections; medians of ${REPEATS} rounds of ${SECONDS} s per page after ${WARMUP_SECONDS} s of warm-up,` +
      " each round paired with a round of the bare page (client-observed latency; CPU: the server's main thread per request):",
  );
  for (const r of [bareRow, ...rows]) {
    console.log(
      `  ${r.name.padEnd(42)} ${r.rps.toFixed(0).padStart(6)} req/s (${(100 * r.ratio).toFixed(0).padStart(4)} % of bare)` +
        `  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  CPU ${r.cpuMs.toFixed(2)} ms/req  non-2xx/errors ${r.bad}` +
        `  HTML ${kb(r.raw)} raw, ${kb(r.gzip)} gzip`,
    );
  }
  console.log(
    `  storefront RSS at rest: ${rssMb(store.pid).toFixed(0)} MB (just after a first start, with the seed: ${firstStartRss.toFixed(0)} MB)`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    const figures = await load(pages[0][1], ROUND_SECONDS);
    console.log(
      `  home round ${round}/${ROUNDS} (${ROUND_SECONDS} s): ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, ` +
        `non-2xx/errors ${figures.bad}, RSS ${rssMb(store.pid).toFixed(0)} MB`,
    );
  }
} finally {
  await render.stop();
  await store.stop();
  await bare.stop();
}
