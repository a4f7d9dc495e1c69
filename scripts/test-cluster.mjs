// `npm run test:cluster`: the storefront as several instances behind HAProxy (scripts/cluster.mjs)
// on the machine's PostgreSQL and Redis: a SIGKILL during ticket issuance and a rolling restart under
// load (Vitest, project "cluster"), then a customer's whole booking in Chromium through the balancer
// (Playwright, playwright.cluster.config.ts). Builds first. Not part of `npm test` (which needs
// nothing but Node); .ci/run runs it with `-- --no-build` after npm test has built.
import { spawnSync } from "node:child_process";

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

if (!process.argv.includes("--no-build")) step("build", "npm", ["run", "build"]);
step("instances killed and restarted (Vitest)", "npx", ["vitest", "run", "--project", "cluster"]);
step("a booking through the balancer (Playwright, Chromium)", "npx", [
  "playwright",
  "test",
  "-c",
  "playwright.cluster.config.ts",
]);
