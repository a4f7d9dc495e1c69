// A results page holding 2,000 proposals: how long a filter click takes to repaint, in Chromium.
// The Available answer is served by intercepting the call (page.route) with a generated list that
// passes the domain's flightProposalSchema; the page, its filtering (the domain's) and its windowed
// list are the real ones. Each click toggles an airline filter; the time runs from just before the
// click to the first animation frame after the list's DOM changed (performance.now()).
import { randomUUID } from "node:crypto";
import { chromium } from "playwright-core";
import { median, startServer, tempDataDir } from "./lib.mjs";
import { availableAnswer, generateProposals as generate, PROPOSALS } from "./proposals.mjs";

const CLICKS = 12;
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

const date = new Date(Date.now() + 3 * 3_600_000 + 10 * 86_400_000).toISOString().slice(0, 10);
const requestId = randomUUID();
const proposals = generate(date, requestId);
// Checked with the domain's own schema, so the page parses exactly this.
const { flightProposalSchema } = await import("../packages/domain/src/flights.ts").catch(() => ({}));
if (flightProposalSchema) for (const p of proposals) flightProposalSchema.parse(p);

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3416), dataDir: tempDataDir() });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: chromiumArgs,
});
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: "Asia/Baghdad",
  });
  await context.addCookies([{ name: "locale", value: "ar", url: server.url }]);
  const page = await context.newPage();
  await page.route("**/api/flight-catalog/FlightCatalog/Available", (route) =>
    route.fulfill({ json: availableAnswer(requestId, proposals) }),
  );
  await page.goto(`${server.url}/flight/EBL?origin=BSR&date=${date}&adults=1`);
  await page.locator(`.proposal-list[data-count="${PROPOSALS}"]`).waitFor();
  const rendered = await page.locator(".proposal-list article").count();

  const cdp = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
  }
  const timings = [];
  for (let i = 0; i < CLICKS; i++) {
    const ms = await page.evaluate(
      (index) =>
        new Promise((resolve) => {
          const inputs = document.querySelectorAll('.results-filters input[name="airline"]');
          const input = inputs[index % inputs.length];
          const list = () => document.querySelector(".proposal-list");
          const before = list()?.getAttribute("data-count");
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (list()?.getAttribute("data-count") === before) return;
            observer.disconnect();
            // The frame that paints the new list, then the task after it.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          });
          observer.observe(document.querySelector(".results-main"), {
            attributes: true,
            childList: true,
            subtree: true,
          });
          input.click();
        }),
      Math.floor(i / 2),
    );
    timings.push(ms);
    await page.waitForTimeout(50);
  }
  if (cdp) {
    const { profile } = await cdp.send("Profiler.stop");
    const self = new Map();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id);
      const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    console.log(
      [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([k, v]) => `${v.toFixed(1)}ms ${k}`)
        .join("\n"),
    );
  }
  if (process.env.BENCH_VERBOSE) console.log(timings.map((t) => t.toFixed(1)).join(" "));
  const sorted = [...timings].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
  console.log(
    `results page, ${PROPOSALS} proposals (${rendered} cards in the DOM): filter click → repaint ` +
      `median ${median(timings).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${CLICKS} clicks (target < 100 ms)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
