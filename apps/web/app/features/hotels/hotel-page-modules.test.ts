import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticModuleGraph } from "../../lib/module-graph.server";

/**
 * What the hotel page loads before it hydrates (decision 028): its own code and the shell's reach no
 * module that imports zod. Building the hotel schemas was a 90 ms task at 4× CPU on a page that only
 * shows them; the rate's re-check (and its schemas) loads when a rate is chosen.
 */
const app = path.resolve(import.meta.dirname, "../..");
const aliases = { "@safar/domain": path.resolve(app, "../../../packages/domain/src") };
const VALUE_IMPORT_OF_ZOD = /^\s*import\s+(?!type\s)[^;]*?from\s+["']zod(?:\/[^"']*)?["']/m;

function modulesWithZod(entry: string): string[] {
  const graph = staticModuleGraph([path.join(app, entry)], aliases);
  expect(graph.size).toBeGreaterThan(5);
  return [...graph]
    .filter((file) => VALUE_IMPORT_OF_ZOD.test(readFileSync(file, "utf8")))
    .map((file) => path.relative(app, file));
}

describe("the hotel page's module graph", () => {
  it("holds no module that imports zod", () => {
    expect(modulesWithZod("features/hotels/hotel-page.tsx")).toEqual([]);
  });

  it("nor does the shell every page loads", () => {
    expect(modulesWithZod("root.tsx")).toEqual([]);
    expect(modulesWithZod("entry.client.tsx")).toEqual([]);
  });

  it("the check sees a module that does (the results page parses 2,000 proposals with the schemas)", () => {
    expect(modulesWithZod("features/flights/flight-results-page.tsx")).toContain(
      "../../../packages/domain/src/flights.ts",
    );
  });
});
