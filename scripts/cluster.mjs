// `npm run cluster`: the storefront as it runs when one machine is not enough, on this machine:
// PostgreSQL and Redis (the machine's own), N identical instances of the built server (default 2)
// and HAProxy in front (Debian's haproxy), round robin with health checks on /readyz.
//
//   npm run cluster                      balancer on http://127.0.0.1:3100, until Ctrl-C
//   CLUSTER_INSTANCES=3 CLUSTER_PORT=8080 npm run cluster
//
// Environment: DATABASE_URL (a PostgreSQL server; default postgres://postgres@127.0.0.1:5432/postgres:
// the cluster makes its own database on it, `safar_cluster` by default, CLUSTER_DATABASE to choose,
// CLUSTER_FRESH=1 for a new one per run that is dropped at the end), REDIS_URL (default
// redis://127.0.0.1:6379; the instances share the prefix `safar-cluster-<database>:`),
// CLUSTER_STATE_FILE (where the ports and pids are written as JSON, for tests), CLUSTER_ENV (extra
// settings for every instance, `NAME=value,NAME=value`; CLUSTER_ENV_S1, CLUSTER_ENV_S2 … for one
// instance), CLUSTER_RESTART=0 (leave an instance that
// exited down), CLUSTER_MAXCONN (requests at once per instance, default 8; the rest queue in HAProxy). HAProxy's statistics are at http://127.0.0.1:<CLUSTER_PORT + 50>/stats (;csv).
//
// The script is also a small supervisor: an instance that exits (a crash, a SIGKILL, a rolling
// restart's SIGTERM) is started again a second later, as systemd's Restart=always would.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import { serverNodeFlags } from "./server-flags.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBuild = path.join(root, "apps/server/dist/server.js");
const webBuild = path.join(root, "apps/web/build/server/index.js");

const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
const balancerPort = Number(process.env.CLUSTER_PORT ?? 3100);
const adminUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const fresh = process.env.CLUSTER_FRESH === "1";
const databaseName =
  process.env.CLUSTER_DATABASE ??
  (fresh ? `safar_cluster_${randomBytes(4).toString("hex")}` : "safar_cluster");
const stateFile = process.env.CLUSTER_STATE_FILE;
const restart = process.env.CLUSTER_RESTART !== "0";
const statsPort = balancerPort + 50;
const maxconn = Number(process.env.CLUSTER_MAXCONN ?? 8);
let ready = false;
const settings = (list = "") =>
  Object.fromEntries(
    list
      .split(",")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
const extraEnv = settings(process.env.CLUSTER_ENV);
const work = mkdtempSync(path.join(tmpdir(), "safar-cluster-"));
const say = (message) => console.log(`[cluster] ${message}`);

function fail(message) {
  console.error(`[cluster] ✖ ${message}`);
  process.exit(1);
}

if (!/^[a-z0-9_]{1,48}$/.test(databaseName))
  fail(`CLUSTER_DATABASE must be lower-case letters, digits and _`);
const haproxy = spawnSync("haproxy", ["-v"], { encoding: "utf8" });
if (haproxy.status !== 0) fail("HAProxy is not installed: apt-get install haproxy");

// The services the instances share.
const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
} catch (error) {
  fail(
    `PostgreSQL at ${adminUrl} does not answer (${error.message}); start it, e.g. ` +
      "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start",
  );
}
const exists = await admin.query("select 1 from pg_database where datname = $1", [databaseName]);
if (exists.rowCount === 0) await admin.query(`create database "${databaseName}"`);
await admin.end();
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
try {
  await redis.connect();
  await redis.ping();
} catch (error) {
  fail(`Redis at ${redisUrl} does not answer (${error.message}); start it: redis-server --daemonize yes`);
}
const redisPrefix = `safar-cluster-${databaseName}:`;

function build(args) {
  const result = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(webBuild)) build(["run", "build", "-w", "@safar/web"]);
if (!existsSync(serverBuild)) build(["run", "build", "-w", "@safar/server"]);

// The instances: identical but for their port (and a data dir nothing shared lives in).
const servers = Array.from({ length: instances }, (_, index) => ({
  name: `s${index + 1}`,
  port: balancerPort + 1 + index,
  process: undefined,
  restarts: 0,
}));
let stopping = false;

function writeState() {
  if (!stateFile) return;
  const state = {
    ready,
    balancerUrl: `http://127.0.0.1:${balancerPort}`,
    statsUrl: `http://127.0.0.1:${statsPort}/stats;csv`,
    database: databaseName,
    databaseUrl,
    redisPrefix,
    instances: servers.map((s) => ({
      name: s.name,
      port: s.port,
      pid: s.process?.pid,
      restarts: s.restarts,
    })),
  };
  writeFileSync(`${stateFile}.tmp`, JSON.stringify(state, null, 2));
  spawnSync("mv", [`${stateFile}.tmp`, stateFile]);
}

function startInstance(server) {
  const child = spawn(process.execPath, ["--enable-source-maps", ...serverNodeFlags(), serverBuild], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? "development",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      PORT: String(server.port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, server.name),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      FILE_STORAGE: "postgres",
      // Only the balancer may say who the client is (it sets X-Forwarded-For itself).
      TRUST_PROXY: "127.0.0.1",
      // Longer than HAProxy needs to see three failed checks (inter 1 s, fall 3).
      SHUTDOWN_DRAIN_SECONDS: "4",
      ...extraEnv,
      ...settings(process.env[`CLUSTER_ENV_${server.name.toUpperCase()}`]),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  server.process = child;
  child.on("exit", (code, signal) => {
    if (stopping) return;
    if (!restart) {
      say(`${server.name} (pid ${child.pid}) exited (${signal ?? code}); left down (CLUSTER_RESTART=0)`);
      return;
    }
    say(`${server.name} (pid ${child.pid}) exited (${signal ?? code}); starting it again`);
    server.restarts += 1;
    setTimeout(() => {
      if (stopping) return;
      startInstance(server);
      writeState();
    }, 1000);
  });
  writeState();
  return child;
}

async function waitReady(url, what, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail(`${what} was not ready within ${timeoutMs / 1000} s`);
}

// One at a time: the first applies the migrations and seeds the new database.
for (const server of servers) {
  startInstance(server);
  await waitReady(`http://127.0.0.1:${server.port}/readyz`, server.name);
  say(`${server.name} ready on 127.0.0.1:${server.port}`);
}

const config = `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout queue 15s
  # A busy instance answers its check late rather than not at all: give it time.
  timeout check 5s
  timeout http-keep-alive 10s
  # A request that reached no instance, or that a stopping instance refused before doing
  # anything (503), goes to another one; a GET or HEAD also when its instance died before
  # answering (a killed process). Other methods never go twice once sent: the instance may have
  # done the work (the client retries them with their idempotency key).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats

frontend storefront
  bind 127.0.0.1:${balancerPort}
  # The client's address as the balancer saw it: whatever the client sent is replaced.
  http-request set-header X-Forwarded-For %[src]
  http-request disable-l7-retry if !METH_GET !METH_HEAD
  default_backend instances

backend instances
  balance roundrobin
  option httpchk
  http-check send meth GET uri /readyz
  http-check expect status 200
  # Which instance answered (tests check that both do).
  http-response set-header X-Served-By %[srv_name]
  # maxconn: at most CLUSTER_MAXCONN (8) requests at once per instance, the rest wait in the
  # balancer's fair queue (one Node process under more load than its core answers some connections
  # seconds late: home page, 50 connections, one instance: p99 1.8 s with 32, 0.5-0.6 s with 4 or 8).
  default-server inter 1s fall 3 rise 2 maxconn ${maxconn}
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join("\n")}
`;
const configFile = path.join(work, "haproxy.cfg");
writeFileSync(configFile, config);
const balancer = spawn("haproxy", ["-db", "-f", configFile], { stdio: ["ignore", "inherit", "inherit"] });
balancer.on("exit", (code) => {
  if (!stopping) fail(`HAProxy exited (${code})`);
});
await waitReady(`http://127.0.0.1:${balancerPort}/readyz`, "the balancer");
ready = true;
writeState();
say(`balancer on http://127.0.0.1:${balancerPort} → ${servers.map((s) => `${s.name}:${s.port}`).join(", ")}`);
say(`database ${databaseName}, Redis prefix ${redisPrefix}, files in PostgreSQL; Ctrl-C stops everything`);

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  say(`${signal}: stopping the balancer and the instances`);
  balancer.kill("SIGTERM");
  await Promise.all(
    servers.map(
      (s) =>
        new Promise((resolve) => {
          if (!s.process || s.process.exitCode !== null || s.process.signalCode !== null) return resolve();
          s.process.once("exit", resolve);
          s.process.kill("SIGTERM");
        }),
    ),
  );
  if (fresh) {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${databaseName}" with (force)`);
    await cleanup.end();
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis.disconnect();
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
