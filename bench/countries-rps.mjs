// Requests per second of GET /api/flight-configuration/Country/GetAllCountries under autocannon,
// 50 connections, 10 s, against the built server (PGlite, in-process cache).
import autocannon from "autocannon";
import { startServer, tempDataDir } from "./lib.mjs";

const server = await startServer({ port: 3413, dataDir: tempDataDir() });
try {
  const url = `${server.url}/api/flight-configuration/Country/GetAllCountries`;
  await autocannon({ url, connections: 10, duration: 2 }); // warm-up
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    headers: { "accept-encoding": "gzip" },
  });
  console.log(
    `GetAllCountries, 50 connections, 10 s: ${result.requests.average.toFixed(0)} req/s average ` +
      `(p50 latency ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
} finally {
  await server.stop();
}
