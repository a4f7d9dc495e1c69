// POST /api/hotel-catalog/HotelCatalog/Available against the built server (PGlite, in-process
// cache, the demo contracted hotels), 20 concurrent searches for 10 s, as the client sees them:
// - uncached: every search a stay not asked before (12 destinations × check-in days × 1–5 nights ×
//   rooms), so each one reads the allotments and prices a property's every rate;
// - cached: the same 24 stays over and over (a results page reloaded, shared, paged back to).
// Prints p50 and p95 of the client-observed latency (issue 14's figure).
import { startServer, tempDataDir } from "./lib.mjs";

const CONCURRENCY = 20;
const DURATION_MS = 10_000;
const CITIES = ["NJF", "KRB", "BGW", "SMR", "MHD", "QUM", "EBL", "BSR", "IST", "DXB", "GYD", "TBS"];
const ROOMS = [
  [{ adults: 2, childAges: [] }],
  [{ adults: 2, childAges: [7] }],
  [{ adults: 1 }, { adults: 2, childAges: [4, 9] }],
];

const server = await startServer({ port: 3415, dataDir: tempDataDir() });
const url = `${server.url}/api/hotel-catalog/HotelCatalog/Available`;
const today = new Date(Date.now() + 3 * 3_600_000);
const day = (n) => new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);

/** The i-th stay: distinct for every i below 12 × 60 × 5 × 3. */
function stay(i) {
  const city = CITIES[i % CITIES.length];
  const checkIn = 1 + (Math.floor(i / CITIES.length) % 60);
  const nights = 1 + (Math.floor(i / (CITIES.length * 60)) % 5);
  const rooms = ROOMS[Math.floor(i / (CITIES.length * 300)) % ROOMS.length];
  return { cityCode: city, checkIn: day(checkIn), checkOut: day(checkIn + nights), rooms };
}

async function one(query) {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br, zstd" },
    body: JSON.stringify(query),
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body.meta)}`);
  return { ms: performance.now() - started, hotels: body.data.hotels.length };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function round(name, next) {
  const results = [];
  const until = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) results.push(await one(next()));
    }),
  );
  const ms = results.map((r) => r.ms);
  const hotels = results.reduce((sum, r) => sum + r.hotels, 0) / results.length;
  console.log(
    `  ${name.padEnd(9)} ${results.length} searches (${(results.length / (DURATION_MS / 1000)).toFixed(0)}/s, ` +
      `${hotels.toFixed(1)} hotels each): client p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms`,
  );
}

try {
  let seq = 0;
  for (let i = 0; i < 40; i++) await one(stay(100_000 + i)); // warm-up: JIT, statements
  console.log(`Hotel search, ${CONCURRENCY} concurrent, ${DURATION_MS / 1000} s each:`);
  await round("uncached", () => stay(seq++));
  let hot = 0;
  await round("cached", () => stay(hot++ % 24));
} finally {
  await server.stop();
}
