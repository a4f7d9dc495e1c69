// `npm run bench`: builds if needed, then runs every benchmark and prints its figures.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { root, serverEntry } from "./lib.mjs";

if (!existsSync(serverEntry)) spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
const only = process.argv[2];
for (const name of [
  "startup",
  "page-weight",
  "back-office-weight",
  "ssr-pages",
  "lighthouse",
  "countries-rps",
  "token-load",
  "flight-filters",
  "available-load",
  "hotel-search",
  "results-page",
  "bookings",
  "account",
  "back-office-search",
  "cluster",
]) {
  if (only && only !== name) continue;
  // Needs the machine's PostgreSQL, Redis and haproxy: only when asked for by name.
  if (name === "cluster" && only !== name) continue;
  console.log(`\n── ${name}`);
  const result = spawnSync(process.execPath, [`bench/${name}.mjs`], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
