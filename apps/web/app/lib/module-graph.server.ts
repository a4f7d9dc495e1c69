/**
 * The modules a file reaches through static imports, read from the sources (for the build: see
 * vite.config.ts, which gives the root route's graph a chunk of its own). A plain scan of
 * `import … from "…"`, `export … from "…"` and `import "…"` statements; type-only imports,
 * dynamic `import()` and style sheets are left out.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gm;
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolve(from: string, specifier: string, aliases: Record<string, string>): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else {
    const alias = Object.keys(aliases).find((a) => specifier === a || specifier.startsWith(`${a}/`));
    if (alias) base = path.join(aliases[alias] as string, specifier.slice(alias.length) || "index");
  }
  if (!base) return undefined; // a package from node_modules
  if (/\.(css|json|svg)(\?.*)?$/.test(base)) return undefined;
  if (existsSync(base) && /\.tsx?$/.test(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file));
}

export function staticModuleGraph(entries: readonly string[], aliases: Record<string, string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (match[1]) continue; // import type
      const target = resolve(file, match[2] as string, aliases);
      if (target && !target.endsWith(".server.ts") && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}
