import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Vitest's default is one worker less than the cores: one worker on a two-core machine, while the API
// files wait on their databases and servers as much as they compute. Two at least: on this machine the
// unit and API suites take 163 s instead of 246 s.
const maxWorkers = Math.max(2, availableParallelism() - 1);

// Two tiers told apart by file name: `*.test.ts` beside the code (unit, pure or in-memory)
// and `*.api.test.ts` (through the real HTTP layer on a fresh database per file).
// The Playwright specs in e2e/ run separately (scripts/e2e.mjs).
//
// Files share their worker's module cache (`isolate: false`): a file no longer imports the server, the
// domain and PGlite's WebAssembly afresh. Measured here (two cores): the unit files 82 s → 13 s, the API
// files about 450 s → 240 s (docs/decisions/014-test-files-share-a-worker.md). What that asks of a test file: no
// `vi.mock`, and whatever it stubs (globals, env, fake timers) it restores in its own after hooks;
// every API file still makes its own app on its own database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          isolate: false,
          maxWorkers,
          include: [
            "packages/**/src/**/*.test.ts",
            "apps/**/src/**/*.test.ts",
            "apps/web/app/**/*.test.{ts,tsx}",
            "apps/web/sw/**/*.test.ts",
            "apps/web/build-plugins/**/*.test.ts",
          ],
          exclude: ["**/*.api.test.ts", "**/*.cluster.test.ts", "**/node_modules/**"],
          env: { TZ: "UTC" },
        },
      },
      {
        test: {
          name: "api",
          isolate: false,
          maxWorkers,
          include: ["apps/server/src/**/*.api.test.ts"],
          env: { TZ: "UTC" },
          // Some tests start an app of their own (a copy of the template database and a boot): seconds on
          // a busy two-core machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "cluster",
          // Two instances behind HAProxy on the machine's PostgreSQL and Redis (npm run test:cluster,
          // after npm run build): not in npm test, which needs nothing but Node.
          include: ["apps/server/src/**/*.cluster.test.ts"],
          env: { TZ: "UTC" },
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
