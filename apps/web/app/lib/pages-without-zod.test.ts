import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticModuleGraph } from "./module-graph.server";

/**
 * What a page loads before it hydrates (decision 028): the hotel page's code, the flight results
 * page's and the shell's reach no module that imports zod. Building zod and a page's schemas was a
 * 90–200 ms task at 4× CPU inside the page's first module evaluation. The results page parses its
 * 2,000 proposals with the schemas, which load beside the search's call (`flight-api`); the hotel
 * page's rate re-check loads its schemas when a rate is chosen.
 */
const app = path.resolve(import.meta.dirname, "..");
const aliases = { "@safar/domain": path.resolve(app, "../../../packages/domain/src") };
const VALUE_IMPORT_OF_ZOD = /^\s*import\s+(?!type\s)[^;]*?from\s+["']zod(?:\/[^"']*)?["']/m;

function modulesWithZod(entry: string): string[] {
  const graph = staticModuleGraph([path.join(app, entry)], aliases);
  expect(graph.size).toBeGreaterThan(5);
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

  it("nor of the shell every page loads", () => {
    expect(modulesWithZod("root.tsx")).toEqual([]);
    expect(modulesWithZod("entry.client.tsx")).toEqual([]);
  });

  it("the check sees a module that does (the schemas the search's answer is parsed with)", () => {
    expect(modulesWithZod("features/flights/flight-api-schemas.ts")).toContain(
      "../../../packages/domain/src/flights.ts",
    );
  });
});
