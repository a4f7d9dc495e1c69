import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Vite wraps an `import("…").then(…)` chain whole in its chunk-preload handler. A call into the
 * loaded module inside that chain (a data load) that fails or is aborted then passes for a chunk that
 * failed to load: entry.client.tsx reloads the page, and the chain answers `undefined` (the home
 * page's sections threw "reading 'length'" when the customer left before they loaded). A chain may
 * pick what it needs from the module; calls belong after an `await` of the import, or in a function
 * of their own (features/home/sections-data.ts).
 */
const CALL_IN_CHAIN = /import\(\s*["'][^"']+["']\s*\)\s*\.then\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\1\.\w+\s*\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("dynamic imports in the web app", () => {
  it("the pattern is caught: a call into the module inside import().then()", () => {
    expect(
      CALL_IN_CHAIN.test('import("./data")\n      .then((data) => data.loadTrending(locale, signal))'),
    ).toBe(true);
    expect(CALL_IN_CHAIN.test('import("./blog-data").then((data) => data.loadBlogPage(page, signal));')).toBe(
      true,
    );
    expect(CALL_IN_CHAIN.test('import("./auth-api").then((m) => m.authApi)')).toBe(false);
    expect(CALL_IN_CHAIN.test('import("./page").then((m) => ({ default: m.Page }))')).toBe(false);
  });

  it("no source calls into a module inside its import().then() chain", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const offenders = sources(root)
      .filter((file) => CALL_IN_CHAIN.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
