import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort, startServerProcess } from "../test/server-process";
import { freshDatabase } from "../test/test-app";

/**
 * Reliability: the server stops on SIGTERM whatever its log output does. A log collector that
 * died leaves the server writing into a closed pipe; the shutdown must still finish (or be forced
 * at its 10 s cap) instead of hanging.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;

// A fresh database's migrations can take over a minute beside other suites on two cores.
beforeAll(async () => {
  database = await freshDatabase();
}, 180_000);
afterAll(async () => {
  await database?.drop();
});

/** A server process's start (a first one seeds the database) may take minutes beside other suites. */
const SERVER_TEST_MS = 180_000;

const serverEnv = () => ({
  ...database.env,
  WEB_BUILD_DIR: "/nonexistent-web-build",
  REDIS_URL: "",
  LOG_LEVEL: "info",
});

it(
  "SIGTERM with the log pipe open: the server exits 0",
  async () => {
    const server = await startServerProcess(serverEnv(), await freePort());
    expect(await server.terminate(15_000)).toBe(0);
    expect(server.output()).toContain("shutting down");
  },
  SERVER_TEST_MS,
);

it(
  "SIGTERM after the log pipe closed: the server still shuts down and exits 0",
  async () => {
    const server = await startServerProcess(serverEnv(), await freePort());
    server.closeOutput();
    // Requests log too: give the server something to write into the closed pipe first.
    for (let i = 0; i < 20; i++) await fetch(`${server.baseUrl}/readyz`).catch(() => undefined);
    // The shutdown itself completes (exit 0), well before the 10 s cap would force it (exit 1).
    expect(await server.terminate(15_000)).toBe(0);
  },
  SERVER_TEST_MS,
);

it(
  "SIGTERM while nobody reads the log pipe: requests go on and the server shuts down and exits 0",
  async () => {
    const server = await startServerProcess(serverEnv(), await freePort());
    server.stallOutput();
    // Each request writes two log lines; 600 of them are more than a pipe holds (64 KiB).
    for (let i = 0; i < 600; i++) {
      const response = await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(5_000) });
      expect(response.status).toBe(200);
    }
    // The shutdown itself completes (exit 0), well before the 10 s cap would force it (exit 1).
    expect(await server.terminate(15_000)).toBe(0);
  },
  SERVER_TEST_MS,
);

it(
  "SIGTERM with SHUTDOWN_DRAIN_SECONDS: /readyz turns 503 at once while pages and the API are still served, then the server exits 0",
  async () => {
    const server = await startServerProcess(
      { ...serverEnv(), SHUTDOWN_DRAIN_SECONDS: "3" },
      await freePort(),
    );
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    const exited = server.terminate(20_000);
    // The signal is taken at once: poll until the readiness check says so.
    let readiness = 200;
    for (let i = 0; i < 40 && readiness === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      readiness = (await fetch(`${server.baseUrl}/readyz`)).status;
    }
    expect(readiness).toBe(503);
    // Still serving everything else while the balancer takes it out.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/flight-configuration/Country/GetAllCountries`)).status).toBe(
      200,
    );
    expect(await exited).toBe(0);
    expect(server.output()).toContain("draining");
  },
  SERVER_TEST_MS,
);
