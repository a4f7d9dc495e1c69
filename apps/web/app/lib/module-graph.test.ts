import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { staticModuleGraph } from "./module-graph.server";

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "graph-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe("staticModuleGraph", () => {
  it("follows static imports and re-exports, not type imports, import(), styles or server modules", () => {
    const root = project({
      "app/root.tsx": [
        'import { a } from "./lib/a";',
        'import type { T } from "./lib/types";',
        'export { b } from "./lib/b";',
        'import "./styles/app.css";',
        'import { s } from "./lib/data.server";',
        'import { d } from "@domain/dates";',
        'import React from "react";',
        'const lazy = () => import("./lib/lazy");',
      ].join("\n"),
      "app/lib/a.ts": 'import { c } from "./c";\nexport const a = c;',
      "app/lib/b.tsx": "export const b = 1;",
      "app/lib/c/index.ts": "export const c = 1;",
      "app/lib/types.ts": "export type T = 1;",
      "app/lib/lazy.ts": "export const l = 1;",
      "app/lib/data.server.ts": "export const s = 1;",
      "domain/dates.ts": "export const d = 1;",
    });
    const graph = staticModuleGraph([path.join(root, "app/root.tsx")], {
      "@domain": path.join(root, "domain"),
    });
    expect([...graph].map((f) => path.relative(root, f)).sort()).toEqual([
      "app/lib/a.ts",
      "app/lib/b.tsx",
      "app/lib/c/index.ts",
      "app/root.tsx",
      "domain/dates.ts",
    ]);
  });
});
