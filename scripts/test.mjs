// `npm test`: every suite. Unit and API tests (Vitest), then the end-to-end specs in real
// Chromium against the built server (scripts/e2e.mjs builds first).
import { spawnSync } from "node:child_process";

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

step("unit and API tests (Vitest)", "npx", ["vitest", "run", "--project", "unit", "--project", "api"]);
step("end-to-end tests (Playwright, Chromium)", process.execPath, ["scripts/e2e.mjs"]);
