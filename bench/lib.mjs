// Shared helpers for the benchmarks: start the built server on a data dir and wait until ready.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverEntry = path.join(root, "apps/server/dist/server.js");

export function tempDataDir() {
  return mkdtempSync(path.join(tmpdir(), "safar-bench-"));
}

/** Starts the server; resolves with the time until /readyz answered 200, and a stop function. */
export async function startServer({ port, dataDir, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
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
