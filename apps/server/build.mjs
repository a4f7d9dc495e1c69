// Bundles the server into dist/server.js. Workspace packages (@safar/domain, TypeScript
// sources) are bundled in; everything from node_modules stays external.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  plugins: [
    {
      // Every bare import (node_modules, node:) stays external, except our workspace packages.
      name: "externals-except-workspace",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@safar/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: "warning",
});
console.log("server bundled → apps/server/dist/server.js");
