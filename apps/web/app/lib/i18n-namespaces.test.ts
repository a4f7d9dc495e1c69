import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { alwaysLoaded, loadedOnDemand, type Namespace, namespaces, namespacesFor } from "./i18n-namespaces";
import { appDir, declaredNamespaces, usedNamespaces } from "./namespace-usage";

/** Routes whose namespaces follow the query, each checked page by page by its own test. */
const perQuery = new Set(["routes/add-passenger.tsx"]); // routes/add-passenger.test.ts

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
    const listed = declaredNamespaces(path.join(appDir, file));
    if (listed === undefined) {
      expect(perQuery.has(file)).toBe(true);
      return;
    }
    const declared = new Set([...alwaysLoaded, ...listed]);
    const used = [...usedNamespaces(path.join(appDir, file))];
    expect(used.filter((ns) => !declared.has(ns))).toEqual([]);
    expect(listed.filter((ns) => !namespaces.includes(ns as Namespace))).toEqual([]);
  });

  it("a route's namespaces may follow its query", () => {
    const handle = {
      i18n: (q: URLSearchParams): readonly Namespace[] =>
        q.has("visa") ? ["booking", "visas"] : ["flights"],
    };
    expect(namespacesFor([{ handle }], new URLSearchParams("requestId=abc"))).toEqual([
      "common",
      "auth",
      "flights",
    ]);
    expect(namespacesFor([{ handle }], new URLSearchParams("visa=1"))).toEqual([
      "common",
      "auth",
      "booking",
      "visas",
    ]);
  });
});
