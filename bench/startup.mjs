// Cold start of the built server on an existing build and an existing (already seeded) data dir:
// process spawn until /readyz answers 200, and until the home page's first byte.
import { median, startServer, tempDataDir } from "./lib.mjs";

const port = 3411;
const dataDir = tempDataDir();
const first = await startServer({ port, dataDir });
console.log(`first start (migrations + seed into an empty data dir): ${first.readyMs.toFixed(0)} ms`);
await first.stop();

const ready = [];
const home = [];
for (let i = 0; i < 5; i++) {
  const server = await startServer({ port, dataDir });
  ready.push(server.readyMs);
  const t0 = performance.now();
  const response = await fetch(`${server.url}/`, { headers: { cookie: "locale=ar" } });
  await response.text();
  home.push(server.readyMs + (performance.now() - t0));
  await server.stop();
}
console.log(`cold start to /readyz (existing data, median of 5): ${median(ready).toFixed(0)} ms`);
console.log(`cold start to first home page (median of 5):       ${median(home).toFixed(0)} ms`);
