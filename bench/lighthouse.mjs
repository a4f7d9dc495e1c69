// Lighthouse (npm, v12: runs on Node 20) with Debian's Chromium, mobile preset (Moto G power
// viewport, simulated slow 4G and 4× CPU), performance only, median of LIGHTHOUSE_RUNS (3) per page:
// the home page, a results page holding 2,000 proposals (the Available call answered with a
// generated list, as bench/results-page.mjs does), and /add-passenger for a real proposal with a
// signed-in customer, my trips of that customer with 200 orders, the hotel results of Najaf and a
// hotel's page, all in Arabic and signed in (the hotel results also as a visitor without a session, whose
// results come in the HTML); and the bare React Router 7 page (bench/bare-react-router)
// for the floor. Chromium is driven by Playwright (a persistent context, so its routes and cookies
// apply to the tab Lighthouse opens) and Lighthouse attaches on a debugging port.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "../scripts/chromium.mjs";
import { bookingClient } from "./booking-load.mjs";
import { buildBare, median, startBare, startServer, tempDataDir } from "./lib.mjs";
import { availableAnswer, generateProposals } from "./proposals.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEBUG_PORT = 9335;
const inDays = (n) => new Date(Date.now() + 3 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

async function signIn(url, phone) {
  const post = (p, init) => fetch(`${url}${p}`, { method: "POST", ...init });
  await post("/account/otp/create", {
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phoneNumber: phone, dialingCode: "+964", channel: 1 }),
  });
  const outbox = await (await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(`+964${phone}`)}`)).json();
  const code = /\b(\d{4})\b/.exec(outbox.data[0]?.text ?? "")?.[1];
  const token = await post("/account/connect/token", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "otp", phone_number: phone, dialing_code: "+964", code }),
  });
  const pair = (await token.json()).data;
  const now = Date.now();
  return encodeURIComponent(
    JSON.stringify({
      accessToken: pair.access_token,
      expiresAt: now + pair.expires_in * 1000,
      refreshExpiresAt: now + 30 * 86_400_000,
    }),
  );
}

buildBare();
const server = await startServer({ port: 3433, dataDir: tempDataDir() });
const bare = await startBare(3434);
const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), "safar-lh-")), {
  executablePath: findChromium(),
  headless: true,
  args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
});
try {
  await context.addCookies([{ name: "locale", value: "ar", url: server.url }]);

  // The results page with 2,000 proposals.
  const date = inDays(10);
  const requestId = crypto.randomUUID();
  const proposals = generateProposals(date, requestId);
  await context.route("**/api/flight-catalog/FlightCatalog/Available", (route) =>
    route.fulfill({ json: availableAnswer(requestId, proposals) }),
  );

  // /add-passenger for a real scheduled proposal, signed in.
  const auth = await signIn(server.url, `78${String(Date.now()).slice(-8)}`);
  await context.addCookies([{ name: "auth", value: auth, url: server.url }]);
  const found = await (
    await fetch(`${server.url}/api/flight-catalog/FlightCatalog/Available`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ origin: "BGW", destination: "IST", departureDates: [inDays(12)], adults: 1 }),
    })
  ).json();
  const proposal = found.data.proposals.find((p) => p.seat > 0);

  // My trips of a customer with LIGHTHOUSE_ORDERS (200) orders: the same signed-in customer books
  // them (held, unpaid: the list's first page is what the page loads).
  const ORDERS = Number(process.env.LIGHTHOUSE_ORDERS ?? 200);
  const headers = { authorization: `Bearer ${JSON.parse(decodeURIComponent(auth)).accessToken}` };
  const { book } = bookingClient(server, "lighthouse");
  for (let i = 0; i < ORDERS; i += 4)
    await Promise.all(Array.from({ length: Math.min(4, ORDERS - i) }, () => book(headers, { pay: false })));

  // Hotels (issue 14): the Najaf results for a family and the first hotel's page.
  const stay = `checkIn=${inDays(20)}&checkOut=${inDays(23)}&rooms=2_7`;
  const hotelsFound = await (
    await fetch(`${server.url}/api/hotel-catalog/HotelCatalog/Available`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        cityCode: "NJF",
        checkIn: inDays(20),
        checkOut: inDays(23),
        rooms: [{ adults: 2, childAges: [7] }],
      }),
    })
  ).json();
  const firstHotel = hotelsFound.data.hotels[0].hotelId;

  // Tours and city pages (issue 16): the list, the first tour on it, Najaf's landing page.
  const tours = await (await fetch(`${server.url}/api/tour/Tour/GetTours`)).json();
  const firstTour = tours.data.tours[0].id;

  const all = [
    ["bare React Router 7 page", `${bare.url}/`],
    ["home (ar)", `${server.url}/`],
    ["home, visitor (ar)", `${server.url}/`, { visitor: true }],
    ["results, 2,000 proposals (ar)", `${server.url}/flight/EBL?origin=BSR&date=${date}&adults=1`],
    [
      "add-passenger (ar)",
      `${server.url}/add-passenger?requestId=${found.data.requestId}&proposalId=${proposal.proposalId}`,
    ],
    [`my trips, ${ORDERS} orders (ar)`, `${server.url}/profile/my-travels`],
    ["hotel results, Najaf (ar)", `${server.url}/hotels/NJF?${stay}`],
    // A visitor without a session gets the results in the server's HTML (decision 024).
    ["hotel results, Najaf, visitor (ar)", `${server.url}/hotels/NJF?${stay}`, { visitor: true }],
    ["hotel page (ar)", `${server.url}/hotels/NJF/${firstHotel}?${stay}`],
    ["tour home (ar)", `${server.url}/tour-home`],
    ["tour page (ar)", `${server.url}/tour/${firstTour}`],
    ["city landing page, Najaf (ar)", `${server.url}/landing/NJF`],
  ];
  // LIGHTHOUSE_PAGES=tour,landing runs the bare page and the pages whose names hold one of the words.
  const only = (process.env.LIGHTHOUSE_PAGES ?? "").split(",").filter(Boolean);
  const pages = only.length
    ? all.filter(([name], i) => i === 0 || only.some((word) => name.includes(word)))
    : all;
  const measure = (url) =>
    lighthouse(url, {
      port: DEBUG_PORT,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      disableStorageReset: true,
    });
  console.log(`Lighthouse ${RUNS}× per page, mobile preset (slow 4G, 4× CPU), median:`);
  for (const [name, url, options] of pages) {
    // Every page is measured signed in, but a visitor's: the session cookie off for its runs.
    if (options?.visitor) await context.clearCookies({ name: "auth" });
    else await context.addCookies([{ name: "auth", value: auth, url: server.url }]);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      let result = await measure(url);
      // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART): that run is taken again
      // (twice at most) instead of counting as a score of 0.
      for (let retry = 0; result.lhr.runtimeError && retry < 2; retry++) {
        console.log(`  (${name}: run ${i + 1} failed with ${result.lhr.runtimeError.code}; taken again)`);
        result = await measure(url);
      }
      const audits = result.lhr.audits;
      // LIGHTHOUSE_SAVE=dir keeps each run's report (its diagnostics: main-thread work, long tasks).
      if (process.env.LIGHTHOUSE_SAVE) {
        mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        const file = `${name.replace(/[^a-z0-9]+/gi, "-")}-${i + 1}.json`;
        writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, file), JSON.stringify(result.lhr));
      }
      runs.push({
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        lcp: audits["largest-contentful-paint"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
        fcp: audits["first-contentful-paint"].numericValue,
      });
    }
    const m = (key) => median(runs.map((r) => r[key]));
    console.log(
      `  ${name.padEnd(32)} score ${String(m("score")).padStart(3)}  LCP ${(m("lcp") / 1000).toFixed(2)} s` +
        `  FCP ${(m("fcp") / 1000).toFixed(2)} s  TBT ${m("tbt").toFixed(0)} ms  CLS ${m("cls").toFixed(3)}` +
        `  (scores ${runs.map((r) => r.score).join(", ")})`,
    );
  }
} finally {
  await context.close();
  await bare.stop();
  await server.stop();
}
