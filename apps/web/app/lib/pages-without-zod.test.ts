import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticModuleGraph } from "./module-graph.server";

/**
 * What a page loads before it hydrates (decision 028): the hotel page's code, the flight results
 * page's and the shell's reach no module that imports zod. Building zod and a page's schemas was a
 * 90–200 ms task at 4× CPU inside the page's first module evaluation. The results page parses its
 * 2,000 proposals with the schemas in a worker (decision 030); the hotel
 * page's rate re-check loads its schemas when a rate is chosen; the booking page checks its data in a
 * worker and loads its form's schema when the form is first used (decision 031).
 */
const app = path.resolve(import.meta.dirname, "..");
const aliases = { "@safar/domain": path.resolve(app, "../../../packages/domain/src") };
const VALUE_IMPORT_OF_ZOD = /^\s*import\s+(?!type\s)[^;]*?from\s+["']zod(?:\/[^"']*)?["']/m;

/** The modules that import zod in `entry`'s static graph (which must hold more than `atLeast`). */
function modulesWithZod(entry: string, atLeast = 5): string[] {
  const graph = staticModuleGraph([path.join(app, entry)], aliases);
  expect(graph.size).toBeGreaterThan(atLeast);
  return [...graph]
    .filter((file) => VALUE_IMPORT_OF_ZOD.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(app, file));
}

describe("the module graph before hydration", () => {
  it("of the hotel page holds no module that imports zod", () => {
    expect(modulesWithZod("features/hotels/hotel-page.tsx")).toEqual([]);
  });

  it("nor of the flight results pages (domestic and international)", () => {
    expect(modulesWithZod("features/flights/flight-results-page.tsx")).toEqual([]);
    expect(modulesWithZod("routes/flight-results.tsx")).toEqual([]);
    expect(modulesWithZod("routes/international-flight.tsx")).toEqual([]);
  });

  it("nor of the booking page's route, which picks the variant before loading its code", () => {
    // Its URL rules read the visa and passenger-count limits from zod-free modules (decision 030).
    expect(modulesWithZod("routes/add-passenger.tsx")).toEqual([]);
  });

  it("nor of the flight's booking page and its data: its answers are checked in a worker, its form's schema loads when the form is used", () => {
    // zod and the booking schemas were a task of 115–167 ms at 4× before the form showed (decision 031).
    expect(modulesWithZod("features/checkout/add-passenger-page.tsx")).toEqual([]);
    expect(modulesWithZod("features/checkout/add-passenger-data.ts")).toEqual([]);
  });

  it("nor of the shell every page loads", () => {
    expect(modulesWithZod("root.tsx")).toEqual([]);
    expect(modulesWithZod("entry.client.tsx")).toEqual([]);
  });

  it("nor of the update check every page makes once hydrated, nor of the results' calls", () => {
    // zod's own evaluation was a task of 50–100 ms at 4× on pages that needed it for nothing else;
    // the search's and the price strip's answers are checked in a worker (decision 030).
    expect(modulesWithZod("features/app-update/app-update-api.ts", 2)).toEqual([]);
    expect(modulesWithZod("features/flights/flight-api.ts", 2)).toEqual([]);
    // Every signed-in page asks for the customer (CurrentUser) once hydrated (decision 031).
    expect(modulesWithZod("lib/auth-api.ts", 2)).toEqual([]);
  });

  it("the check sees a module that does (the schemas the search's answer is parsed with)", () => {
    expect(modulesWithZod("features/flights/flight-api-schemas.ts")).toContain(
      "../../../packages/domain/src/flights.ts",
    );
  });
});
