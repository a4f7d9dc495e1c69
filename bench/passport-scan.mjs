// Passport scans (POST /images/Blob/ReadMRZ) against the built server (PGlite), with the default
// scan limits (MRZ_SCAN_CONCURRENCY=2, MRZ_SCAN_QUEUE=18, MRZ_MAX_REQUEST_MEGAPIXELS=60) unless the
// environment sets them: latency p50 and p95 as the client sees it at 1, 4 and 8 concurrent
// scans (closed loops, one picture a request, one customer per client: the per-customer rate
// limit is 30 scans in 10 minutes), the server's resident memory (peak per round from
// /proc/<pid>/status, and VmHWM at the end), and the abusive requests of security item 7: nine
// pictures of 49 MP in one request, one picture of 49 MP, and three nine-picture requests at
// once (more than the queue holds). The pictures are the e2e fixture (a synthetic Iraqi
// passport) turned by a few tenths of a degree so that no two are the same bytes.
// Needs `npm run build -w @safar/server` first. A benchmark: it prints numbers, it asserts nothing.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { root, startServer, tempDataDir } from "./lib.mjs";

const require = createRequire(path.join(root, "apps/server/package.json"));
const sharp = require("sharp");

const ROUNDS = [
  { clients: 1, scansPerClient: 8 },
  { clients: 4, scansPerClient: 4 },
  { clients: 8, scansPerClient: 3 },
];

const server = await startServer({ port: 3417, dataDir: tempDataDir(), env: { NODE_ENV: "development" } });

/** The server's resident set now and its peak so far, MiB. */
function memory() {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Samples the RSS every 50 ms while `work` runs; answers its result and the highest sample. */
async function sampled(work) {
  let top = memory().rss;
  const timer = setInterval(() => {
    top = Math.max(top, memory().rss);
  }, 50);
  try {
    const result = await work();
    return { result, topRss: Math.max(top, memory().rss) };
  } finally {
    clearInterval(timer);
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

try {
  const json = async (response) => {
    const text = await response.text();
    if (!response.ok) throw new Error(`${response.status} ${response.url}: ${text.slice(0, 300)}`);
    return JSON.parse(text).data;
  };
  async function signUp(i) {
    const phone = `78417${String(i).padStart(5, "0")}`;
    await json(
      await fetch(`${server.url}/account/otp/create`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phoneNumber: phone, dialingCode: "+964", channel: 1 }),
      }),
    );
    const outbox = await json(await fetch(`${server.url}/api/dev/outbox?to=%2B964${phone}`));
    const code = /\b(\d{4})\b/.exec(outbox[0].text)[1];
    const token = await json(
      await fetch(`${server.url}/account/connect/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "otp", phone_number: phone, dialing_code: "+964", code }),
      }),
    );
    return `Bearer ${token.access_token}`;
  }
  const customers = [];
  for (let i = 0; i < 12; i++) customers.push(await signUp(i));

  const fixture = readFileSync(path.join(root, "e2e/fixtures/passport-iraq.jpg"));
  const pictures = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      sharp(fixture)
        .rotate((i - 6) * 0.1, { background: "#5b5048" })
        .jpeg({ quality: 88 })
        .toBuffer(),
    ),
  );

  async function scan(authorization, files, type = "image/jpeg") {
    const body = new FormData();
    body.set("passengerCount", String(files.length));
    for (const file of files) body.append("images", new Blob([file], { type }), "passport");
    const started = performance.now();
    const response = await fetch(`${server.url}/images/Blob/ReadMRZ`, {
      method: "POST",
      headers: { authorization },
      body,
    });
    const answer = await response.json();
    return {
      status: response.status,
      ms: performance.now() - started,
      key: answer.meta?.errors?.[0]?.messages?.[0],
      retryAfter: response.headers.get("retry-after"),
    };
  }

  // The first scan of a process starts the two OCR workers (about 1 s each).
  const before = memory();
  const first = await scan(customers[11], [pictures[0]]);
  console.log(
    `server RSS before any scan ${before.rss.toFixed(0)} MiB; first scan ${first.ms.toFixed(0)} ms (status ${first.status}, workers starting); RSS after it ${memory().rss.toFixed(0)} MiB`,
  );

  for (const { clients, scansPerClient } of ROUNDS) {
    const latencies = [];
    const statuses = {};
    const started = performance.now();
    const { topRss } = await sampled(() =>
      Promise.all(
        Array.from({ length: clients }, async (_, c) => {
          for (let s = 0; s < scansPerClient; s++) {
            const result = await scan(customers[c], [pictures[(c * scansPerClient + s) % pictures.length]]);
            statuses[result.status] = (statuses[result.status] ?? 0) + 1;
            if (result.status === 200) latencies.push(result.ms);
          }
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${clients} concurrent: ${clients * scansPerClient} scans in ${seconds.toFixed(1)} s (${((clients * scansPerClient) / seconds).toFixed(2)} scans/s); ` +
        `latency p50 ${quantile(latencies, 0.5)?.toFixed(0)} ms, p95 ${quantile(latencies, 0.95)?.toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms; ` +
        `statuses ${JSON.stringify(statuses)}; peak RSS in the round ${topRss.toFixed(0)} MiB`,
    );
  }

  // Security item 7: nine 49 MP pictures in one request (a flat grey PNG each: tens of KB).
  const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#808080" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const nine = await sampled(() => scan(customers[8], Array(9).fill(bomb), "image/png"));
  console.log(
    `9 × 49 MP in one request (${((bomb.length * 9) / 1024).toFixed(0)} KiB): ${nine.result.status} ${nine.result.key} in ${nine.result.ms.toFixed(0)} ms; peak RSS ${nine.topRss.toFixed(0)} MiB`,
  );
  const one = await sampled(() => scan(customers[9], [bomb], "image/png"));
  console.log(
    `1 × 49 MP (under both caps, decoded and read): ${one.result.status} ${one.result.key ?? ""} in ${one.result.ms.toFixed(0)} ms; peak RSS ${one.topRss.toFixed(0)} MiB`,
  );

  // Three nine-picture requests at once: 27 pictures for 2 running + 18 waiting places.
  const burst = await sampled(() =>
    Promise.all([8, 9, 10].map((c) => scan(customers[c], pictures.slice(0, 9)))),
  );
  console.log(
    `3 × 9 pictures at once: ${burst.result
      .map(
        (r) =>
          `${r.status}${r.key ? ` ${r.key}` : ""}${r.retryAfter ? ` (Retry-After ${r.retryAfter})` : ""} in ${r.ms.toFixed(0)} ms`,
      )
      .join("; ")}; peak RSS ${burst.topRss.toFixed(0)} MiB`,
  );
  console.log(`server peak RSS over the whole run (VmHWM) ${memory().peak.toFixed(0)} MiB`);
} finally {
  await server.stop();
}
