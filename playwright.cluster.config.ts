import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
// @ts-expect-error: plain ESM helper shared with the scripts
import { chromiumArgs, findChromium } from "./scripts/chromium.mjs";

/**
 * The customer's path through the balancer (issue 11): `npm run cluster` (two instances behind
 * HAProxy, round robin, on the machine's PostgreSQL and Redis, files in PostgreSQL) and the booking
 * specs that sign in, search, read a passport photo, book, pay and download the ticket, plus
 * e2e/cluster.spec.ts. E2E_CLUSTER makes every page test check that both instances answered it.
 * s1 runs with its job workers off, so the tickets of payments it takes are issued by s2.
 */
const port = Number(process.env.E2E_CLUSTER_PORT ?? 3760);
process.env.E2E_CLUSTER = "1";
const stateDir = mkdtempSync(path.join(tmpdir(), "safar-e2e-cluster-"));

export default defineConfig({
  testDir: "e2e",
  testMatch: ["booking.spec.ts", "cluster.spec.ts"],
  grep: /a new customer books|a photo of the passport|balancer/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "ar-IQ",
    timezoneId: "Asia/Baghdad",
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: "chromium-cluster", use: { browserName: "chromium" } }],
  webServer: {
    command: "node scripts/cluster.mjs",
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    env: {
      CLUSTER_FRESH: "1",
      // s1 serves requests but runs no jobs: a payment confirmed on it is ticketed by s2.
      CLUSTER_ENV_S1: "JOBS_WORKERS_ENABLED=false",
      CLUSTER_PORT: String(port),
      CLUSTER_STATE_FILE: path.join(stateDir, "state.json"),
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
    },
  },
});
