// A results page holding 2,000 proposals: how long a filter click takes to repaint, in Chromium.
// The Available answer is served by intercepting the call (page.route) with a generated list that
// passes the domain's flightProposalSchema; the page, its filtering (the domain's) and its windowed
// list are the real ones. Each click toggles an airline filter; the time runs from just before the
// click to the first animation frame after the list's DOM changed (performance.now()).
import { randomUUID } from "node:crypto";
import { chromium } from "playwright-core";
import { median, startServer, tempDataDir } from "./lib.mjs";

const PROPOSALS = 2000;
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

const airlines = [
  ["IA", "Iraqi Airways"],
  ["IF", "Fly Baghdad"],
  ["IR", "Iran Air"],
  ["W5", "Mahan Air"],
  ["QR", "Qatar Airways"],
  ["EK", "Emirates"],
  ["FZ", "flydubai"],
  ["TK", "Turkish Airlines"],
  ["PC", "Pegasus"],
  ["RJ", "Royal Jordanian"],
];
const hubs = ["DOH", "DXB", "IST", "AMM"];
const name = (en) => ({ ar: en, fa: en, en });

/** A deterministic list of proposals BSR → EBL on `date` (the shape of flightProposalSchema). */
function generate(date, requestId) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const proposals = [];
  for (let i = 0; i < PROPOSALS; i++) {
    const [code, airline] = airlines[Math.floor(random() * airlines.length)];
    const stops = Math.floor(random() * 3);
    const departure = Date.parse(`${date}T00:00:00Z`) + Math.floor(random() * 1440) * 60_000 - 3 * 3_600_000;
    const points = ["BSR", ...hubs.slice(0, stops), "EBL"];
    let time = departure;
    const legs = [];
    for (let l = 0; l < points.length - 1; l++) {
      const minutes = 50 + Math.floor(random() * 150);
      legs.push({
        origin: points[l],
        destination: points[l + 1],
        originName: name(points[l]),
        destinationName: name(points[l + 1]),
        departureTime: new Date(time).toISOString(),
        arrivalTime: new Date(time + minutes * 60_000).toISOString(),
        flightNumber: `${code} ${100 + Math.floor(random() * 900)}`,
        airlineCode: code,
        aircraft: "Airbus A320",
        durationMinutes: minutes,
      });
      time += (minutes + 60) * 60_000;
    }
    const total = Math.round((time - departure) / 60_000) - 60;
    const price = Math.round((60 + random() * 400) * 100) / 100;
    const charter = random() < 0.2;
    proposals.push({
      proposalId: randomUUID(),
      requestId,
      isReturning: false,
      isCharter: charter,
      flightKind: charter ? "charter" : "system",
      provider: charter ? "charter" : "network",
      seat: random() < 0.1 ? 0 : 1 + Math.floor(random() * 9),
      hash: `h${Math.floor(i / 2)}`,
      totalPrice: price,
      adultPrice: price,
      currencyCode: "USD",
      totalDurationMinutes: total,
      prices: [{ paxType: 1, count: 1, unitPrice: price, totalPrice: price }],
      flightGroups: [
        {
          origin: "BSR",
          destination: "EBL",
          originName: name("Basra"),
          destinationName: name("Arbil"),
          departureTime: legs[0].departureTime,
          arrivalTime: legs[legs.length - 1].arrivalTime,
          marketingAirlineCode: code,
          marketingAirlineName: name(airline),
          flightNumber: legs[0].flightNumber,
          cabinClass: 1,
          fareClass: "Y",
          baggage: { amount: 23, unit: "Kg" },
          stops,
          durationMinutes: total,
          flightLegs: legs,
        },
      ],
      captchaUrl: null,
    });
  }
  return proposals;
}

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
    route.fulfill({
      json: {
        data: {
          requestId,
          returningRequestId: null,
          tripType: 1,
          flightScope: 2,
          productType: "DomesticFlight",
          isDomesticFlight: true,
          proposals,
          suppliers: [],
          expiresInSeconds: 900,
          fromCache: false,
        },
        meta: { errors: [] },
      },
    }),
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
