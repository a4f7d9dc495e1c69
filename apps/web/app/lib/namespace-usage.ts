/**
 * For the tests of translation namespaces (decision 007): which namespaces a module's keys use,
 * following its imports through the app, and which a route module declares. Reads the sources
 * with node:fs; no page imports it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type Namespace, namespaces } from "./i18n-namespaces";

/** apps/web/app */
export const appDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

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
export function usedNamespaces(file: string, seen = new Set<string>()): Set<Namespace> {
  const used = new Set<Namespace>();
  if (seen.has(file)) return used;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(keyPattern)) used.add(match[1] as Namespace);
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = resolveImport(file, match[1] ?? "");
    if (target && !target.endsWith(".server.ts")) for (const ns of usedNamespaces(target, seen)) used.add(ns);
  }
  return used;
}

/**
 * The namespaces a route module's `handle.i18n` lists, or undefined when the handle names them by
 * a function of the query (its own test checks each page it serves).
 */
export function declaredNamespaces(file: string): string[] | undefined {
  const source = readFileSync(file, "utf8");
  const match = /export const handle[^=]*=\s*\{\s*i18n:\s*\[([^\]]*)\]/.exec(source);
  if (match) return [...(match[1] ?? "").matchAll(/"([\w-]+)"/g)].map((m) => m[1] ?? "");
  return /export const handle[^=]*=\s*\{\s*i18n:\s*\(/.test(source) ? undefined : [];
}
