// `npm run test:days [-- OFFSET ...]`: the unit and API suites (Vitest, embedded database) on other
// calendar days, with Debian's `faketime` shifting the clock of Node and of every process it starts
// (PGlite runs inside Node, so the database's now() moves too). A real PostgreSQL server keeps its
// own clock, so this runs on the embedded database only. Offsets as faketime takes them: +17d, -120d.
// Without arguments: a spread of days over a year, around month, year and Nowruz turns.
import { spawnSync } from "node:child_process";

const DEFAULT_OFFSETS = ["+17d", "+39d", "+101d", "+187d", "-131d"];
const offsets = process.argv.slice(2).filter((a) => a !== "--");
const days = offsets.length > 0 ? offsets : DEFAULT_OFFSETS;

if (spawnSync("faketime", ["-f", "+0d", "true"]).status !== 0) {
  console.error("✖ faketime is missing: apt-get install faketime (Debian's package)");
  process.exit(1);
}

/** The file order's seed for a day: TEST_SEED, else a number made from the offset. */
function seedOf(offset) {
  if (process.env.TEST_SEED) return Number(process.env.TEST_SEED);
  let seed = 7;
  for (const c of offset) seed = (seed * 31 + c.charCodeAt(0)) % 1_000_003;
  return seed;
}

const results = [];
for (const offset of days) {
  const shifted = spawnSync("faketime", ["-f", offset, "date", "-u", "+%Y-%m-%d"], { encoding: "utf8" });
  const date = shifted.stdout.trim();
  console.log(
    `\n▶ unit and API tests with the clock at ${date} (${offset}), file order seed ${seedOf(offset)}`,
  );
  const run = spawnSync(
    "faketime",
    [
      "-f",
      offset,
      "npx",
      "vitest",
      "run",
      "--project",
      "unit",
      "--project",
      "api",
      // Files in an order of their own per day (files share a worker's modules: one that passes
      // only after another shows up). The seed is printed; TEST_SEED repeats a run.
      "--sequence.shuffle.files",
      `--sequence.seed=${seedOf(offset)}`,
    ],
    {
      stdio: "inherit",
      env: { ...process.env, DATABASE_URL: "", REDIS_URL: "" },
    },
  );
  results.push({ offset, date, ok: run.status === 0 });
}

console.log("\nDays the suites ran on:");
for (const r of results) console.log(`  ${r.ok ? "✔" : "✖"} ${r.date} (${r.offset})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
