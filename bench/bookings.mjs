// Complete bookings per second through the API against the built server: search, submit, reserve,
// pay on the sandbox gateway's page, and wait until the ticket is issued (the background job).
// Closed loop of CLIENTS customers for SECONDS, on PGlite; then on PostgreSQL when DATABASE_URL
// (an admin URL: a fresh database is made and dropped) is set.
import { createRequire } from "node:module";
import path from "node:path";
import { runBookings } from "./booking-load.mjs";
import { root, startServer, tempDataDir } from "./lib.mjs";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const require = createRequire(path.join(root, "apps/server/package.json"));

const env = { JOBS_POLL_SECONDS: "0.5", WEB_BUILD_DIR: "/nonexistent-web-build" };
{
  const server = await startServer({ port: 3415, dataDir: tempDataDir(), env });
  try {
    await runBookings("PGlite", server, { clients: CLIENTS, seconds: SECONDS });
  } finally {
    await server.stop();
  }
}
if (process.env.DATABASE_URL) {
  const pg = require("pg");
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    const server = await startServer({
      port: 3416,
      dataDir: tempDataDir(),
      env: { ...env, DATABASE_URL: url.toString() },
    });
    try {
      await runBookings("PostgreSQL", server, { clients: CLIENTS, seconds: SECONDS });
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else {
  console.log("PostgreSQL: skipped (set DATABASE_URL to an admin connection string to measure it)");
}
