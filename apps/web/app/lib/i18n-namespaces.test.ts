import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type BookingVariant,
  bookingVariantNamespaces,
  bookingVariantOf,
} from "../features/checkout/add-passenger-variant";
import { alwaysLoaded, loadedOnDemand, type Namespace, namespaces, namespacesFor } from "./i18n-namespaces";

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

/** Routes whose namespaces depend on the query: every namespace any of their pages may declare. */
const perQuery: Record<string, readonly Namespace[]> = {
  "routes/add-passenger.tsx": Object.values(bookingVariantNamespaces).flat(),
};

function declaredNamespaces(file: string): string[] {
  const own = perQuery[path.relative(appDir, file)];
  if (own) return [...own];
  const match = /export const handle[^=]*=\s*\{\s*i18n:\s*\[([^\]]*)\]/.exec(readFileSync(file, "utf8"));
  return match ? [...match[1]!.matchAll(/"([\w-]+)"/g)].map((m) => m[1]!) : [];
}

/** What each /add-passenger variant loads besides the route: its page, its data and the frames. */
const variantFiles: Record<BookingVariant, string[]> = {
  flight: ["add-passenger-page.tsx", "add-passenger-data.ts"],
  hotel: ["hotel-guests-page.tsx", "hotel-guests-data.ts"],
  tour: ["tour-booking-page.tsx", "tour-booking-data.ts"],
  visa: ["visa-application-page.tsx", "visa-application-data.ts"],
};

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

  it.each(Object.keys(variantFiles) as BookingVariant[])(
    "/add-passenger for a %s declares what its page, data and frame use, and no more",
    (variant) => {
      const used = new Set<Namespace>();
      for (const file of [...variantFiles[variant], "booking-frames.tsx"])
        for (const ns of usedNamespaces(path.join(appDir, "features/checkout", file))) used.add(ns);
      const declared = new Set<Namespace>([...alwaysLoaded, ...bookingVariantNamespaces[variant]]);
      expect([...used].filter((ns) => !declared.has(ns))).toEqual([]);
      expect(bookingVariantNamespaces[variant].filter((ns) => !used.has(ns))).toEqual([]);
    },
  );

  it("a route's namespaces may follow its query: a flight's passengers load no hotel's, tour's or visa's", () => {
    const { handle } = {
      handle: { i18n: (q: URLSearchParams) => bookingVariantNamespaces[bookingVariantOf(q)] },
    };
    const flight = namespacesFor([{ handle }], new URLSearchParams("requestId=abc&proposalId=1"));
    expect(flight).toEqual(["common", "auth", "flights", "booking", "passport"]);
    const visa = namespacesFor([{ handle }], new URLSearchParams("visa=1&product=ae-30"));
    expect(visa).toEqual(["common", "auth", "booking", "passport", "visas"]);
  });
});
