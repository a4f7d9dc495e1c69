// Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, Debian's /usr/bin/chromium, or
// Playwright's own browser (installed on demand). Never lets the tests pass without one.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

function playwrightBrowser() {
  const result = spawnSync(
    process.execPath,
    ["-e", "import('playwright-core').then(m=>console.log(m.chromium.executablePath()))"],
    {
      encoding: "utf8",
    },
  );
  const candidate = result.stdout.trim();
  return candidate && existsSync(candidate) ? candidate : undefined;
}

export function findChromium({ install = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
  }
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]) {
    if (existsSync(candidate)) return candidate;
  }
  let own = playwrightBrowser();
  if (!own && install) {
    console.log("No Chromium found: installing Playwright's own Chromium (npx playwright install chromium)…");
    spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" });
    own = playwrightBrowser();
  }
  if (own) return own;
  throw new Error(
    [
      "No Chromium for the end-to-end tests.",
      "Install one of:",
      "  - Debian/Ubuntu: sudo apt-get install chromium   (then /usr/bin/chromium is used)",
      "  - any OS with internet: npx playwright install chromium",
      "  - or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    ].join("\n"),
  );
}
