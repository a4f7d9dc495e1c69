import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { alwaysLoaded, loadedOnDemand, type Namespace, namespaces } from "./i18n-namespaces";

const appDir = path.resolve(__dirname, "..");
const featureNamespaces = namespaces.filter((ns) => ns !== "common");
const keyPattern = new RegExp(`["'\`](${featureNamespaces.join("|")})\\.[A-Za-z]`, "g");

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx)$/.test(candidate)) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {}
    }
  }
  return undefined;
}

/** The feature namespaces used by a module and everything it imports from the app (static and lazy). */
function usedNamespaces(file: string, seen = new Set<string>()): Set<Namespace> {
  const used = new Set<Namespace>();
  if (seen.has(file)) return used;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(keyPattern)) used.add(match[1] as Namespace);
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = resolveImport(file, match[1]!);
    if (target && !target.endsWith(".server.ts")) for (const ns of usedNamespaces(target, seen)) used.add(ns);
  }
  return used;
}

function declaredNamespaces(file: string): string[] {
  const match = /export const handle[^=]*=\s*\{\s*i18n:\s*\[([^\]]*)\]/.exec(readFileSync(file, "utf8"));
  return match ? [...match[1]!.matchAll(/"([\w-]+)"/g)].map((m) => m[1]!) : [];
}

const routeFiles = [
  ...new Set(
    [
      ...readFileSync(path.join(appDir, "routes.ts"), "utf8").matchAll(
        /"((?:routes|layouts)\/[\w-]+\.tsx)"/g,
      ),
    ].map((m) => m[1]!),
  ),
];

describe("translation namespaces", () => {
  it("the root (every page) uses only the namespaces loaded everywhere, or loaded when it shows them", () => {
    const used = [...usedNamespaces(path.join(appDir, "root.tsx"))];
    expect(used.filter((ns) => !alwaysLoaded.includes(ns) && !loadedOnDemand.includes(ns))).toEqual([]);
  });

  it("finds the route modules", () => {
    expect(routeFiles.length).toBeGreaterThan(30);
  });

  it.each(routeFiles)("%s declares every namespace it uses (handle.i18n)", (file) => {
    const declared = new Set([...alwaysLoaded, ...declaredNamespaces(path.join(appDir, file))]);
    const used = [...usedNamespaces(path.join(appDir, file))];
    expect(used.filter((ns) => !declared.has(ns))).toEqual([]);
    expect(
      declaredNamespaces(path.join(appDir, file)).filter((ns) => !namespaces.includes(ns as Namespace)),
    ).toEqual([]);
  });
});
