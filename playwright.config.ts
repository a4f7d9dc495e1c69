import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
// @ts-expect-error: plain ESM helper shared with the scripts
import { chromiumArgs, findChromium } from "./scripts/chromium.mjs";
// @ts-expect-error: plain ESM helper shared with the scripts
import { serverNodeFlags } from "./scripts/server-flags.mjs";

const port = Number(process.env.E2E_PORT ?? 3310);
/** The blog's feed (e2e/blog-feed-server.ts), read by the app through BLOG_FEED_URL. */
const feedPort = Number(process.env.E2E_FEED_PORT ?? port + 1);
/** SafarMarket's pixel (e2e/pixel-sink-server.ts), where the app sends its steps (SAFARMARKET_PIXEL_BASE). */
const pixelPort = Number(process.env.E2E_PIXEL_PORT ?? port + 2);
const dataDir = mkdtempSync(path.join(tmpdir(), "safar-e2e-"));

export default defineConfig({
  testDir: "e2e",
  // Through the balancer only (playwright.cluster.config.ts, npm run test:cluster).
  testIgnore: ["cluster.spec.ts"],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test's budget, not a speed check (bench/ does that): the same suite took 7.7 min on a quiet
  // CI machine and 23–25 min on a busy one, where walks of 20–27 s quiet ran past 30 s.
  timeout: 60_000,
  // On two cores with two workers and the server, a page's first data can take over 5 s (CI flaked on it).
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "ar-IQ",
    timezoneId: "Asia/Baghdad",
    trace: "retain-on-failure",
    // The installable app's service worker stays out of the specs (it would precache the shell in
    // every new context, and page.route does not see what it answers); installable-app.spec.ts
    // allows it where it tests it.
    serviceWorkers: "block",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    {
      name: "chromium",
      use: { browserName: "chromium" },
      testIgnore: ["cluster.spec.ts", "back-office-story.spec.ts"],
      grepInvert: /@storefront-changes/,
    },
    // Tests that change what the storefront's lists show (a tour put on sale: tours.spec.ts counts
    // the demo seed's cards, and /tour-home is cached a minute) run after every other spec.
    {
      name: "storefront-changes",
      use: { browserName: "chromium" },
      testMatch: "back-office-tours.spec.ts",
      grep: /@storefront-changes/,
      dependencies: ["chromium"],
    },
    // The back office's whole story switches the network supplier's faults for the whole server
    // (its tickets fail to issue for a while): it runs alone, after every other spec.
    {
      name: "back-office-story",
      use: { browserName: "chromium" },
      testMatch: "back-office-story.spec.ts",
      dependencies: ["chromium"],
    },
  ],
  webServer: [
    {
      command: `node --enable-source-maps ${serverNodeFlags().join(" ")} apps/server/dist/server.js`,
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "development",
        // Every customer of the suite signs up from 127.0.0.1 (the limit itself: accounts.api.test.ts).
        OTP_CODES_PER_IP_PER_HOUR: "1000",
        // The same for operators' sign-ins (the limit itself: back-office.api.test.ts).
        OPERATOR_SIGN_INS_PER_IP: "1000",
        // The home page's blog (home-sections.spec.ts).
        BLOG_FEED_URL: `http://127.0.0.1:${feedPort}/feed.xml`,
        // SafarMarket's steps (safarmarket.spec.ts).
        SAFARMARKET_PIXEL_BASE: `http://127.0.0.1:${pixelPort}/pixel/storefront`,
      },
    },
    {
      command: `npx tsx e2e/blog-feed-server.ts ${feedPort}`,
      url: `http://127.0.0.1:${feedPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npx tsx e2e/pixel-sink-server.ts ${pixelPort}`,
      url: `http://127.0.0.1:${pixelPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
