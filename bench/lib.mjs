// Shared helpers for the benchmarks: start the built server on a data dir and wait until ready.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverNodeFlags } from "../scripts/server-flags.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverEntry = path.join(root, "apps/server/dist/server.js");

export function tempDataDir() {
  return mkdtempSync(path.join(tmpdir(), "safar-bench-"));
}

/** Starts the server; resolves with the time until /readyz answered 200, and a stop function. */
export async function startServer({ port, dataDir, env = {} }) {
  const started = performance.now();
  // BENCH_SERVER_FLAGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extra = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...serverNodeFlags(), ...extra, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  return {
    readyMs,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The bare React Router 7 page the storefront is measured against (bench/bare-react-router). */
const bareDir = path.join(root, "bench/bare-react-router");

/** Builds the bare page with the repo's own @react-router/dev, once. */
export function buildBare() {
  if (existsSync(path.join(bareDir, "build/server/index.js"))) return;
  const built = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      cwd: bareDir,
      stdio: "ignore",
    },
  );
  if (built.status !== 0) throw new Error("the bare React Router page did not build");
}

/** Serves the bare page with react-router-serve on `port`. */
export async function startBare(port) {
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/@react-router/serve/bin.js"), "build/server/index.js"],
    { cwd: bareDir, env: { ...process.env, PORT: String(port), NODE_ENV: "production" }, stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`react-router-serve exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.on("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
