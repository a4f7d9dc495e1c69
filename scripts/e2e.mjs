// Builds the storefront, then runs the Playwright specs in e2e/ against it in real Chromium.
import { spawnSync } from "node:child_process";
import { findChromium } from "./chromium.mjs";

let chromium;
try {
  chromium = findChromium({ install: true });
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
console.log(`Chromium: ${chromium}`);

const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
