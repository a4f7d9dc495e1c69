import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverRoot } from "../platform/paths";

const repoRoot = path.resolve(serverRoot, "../..");

export interface ClusterState {
  ready: boolean;
  balancerUrl: string;
  statsUrl: string;
  database: string;
  instances: { name: string; port: number; pid?: number; restarts: number }[];
}

/**
 * `npm run cluster` (scripts/cluster.mjs) for a test: a fresh PostgreSQL database and Redis prefix
 * (dropped at the end), two instances of the built server and HAProxy in front, on `port`. Needs the
 * machine's PostgreSQL (DATABASE_URL, default 127.0.0.1:5432) and Redis (REDIS_URL), HAProxy and a
 * build (`npm run build`).
 */
export async function startCluster(options: {
  port: number;
  env?: Record<string, string>;
  /** Start an instance that exited again (the default, as in production); false leaves it down. */
  restart?: boolean;
}) {
  const dir = mkdtempSync(path.join(tmpdir(), "safar-cluster-test-"));
  const stateFile = path.join(dir, "state.json");
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, "scripts/cluster.mjs")], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      CLUSTER_FRESH: "1",
      CLUSTER_PORT: String(options.port),
      CLUSTER_STATE_FILE: stateFile,
      CLUSTER_RESTART: options.restart === false ? "0" : "1",
      CLUSTER_ENV: Object.entries(options.env ?? {})
        .map(([name, value]) => `${name}=${value}`)
        .join(","),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const state = (): ClusterState => JSON.parse(readFileSync(stateFile, "utf8")) as ClusterState;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the cluster did not start:\n${output}`);
    if (existsSync(stateFile) && state().ready) break;
    if (Date.now() > deadline) throw new Error(`the cluster was not ready in 240 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const instance = (name: string) => {
    const found = state().instances.find((i) => i.name === name);
    if (!found) throw new Error(`no instance ${name}`);
    return found;
  };
  return {
    url: state().balancerUrl,
    state,
    output: () => output,
    instance,
    /** Sends `signal` to an instance's process (its pid now). */
    signal(name: string, signal: NodeJS.Signals) {
      const pid = instance(name).pid;
      if (!pid) throw new Error(`instance ${name} has no process`);
      process.kill(pid, signal);
    },
    /** HAProxy's view of an instance: UP, DOWN, NOLB (draining)… */
    async balancerStatus(name: string): Promise<string> {
      const csv = await (await fetch(state().statsUrl)).text();
      const row = csv.split("\n").find((line) => line.startsWith(`instances,${name},`));
      const header = csv.split("\n")[0]?.replace(/^# /, "").split(",") ?? [];
      return row?.split(",")[header.indexOf("status")] ?? "unknown";
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
