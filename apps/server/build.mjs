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
  packages: "external",
  plugins: [
    {
      name: "bundle-workspace-packages",
      setup(b) {
        b.onResolve({ filter: /^@safar\// }, async (args) => {
          if (args.pluginData?.viaWorkspace) return undefined;
          const result = await b.resolve(args.path, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            pluginData: { viaWorkspace: true },
          });
          return { ...result, external: false };
        });
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: "warning",
});
console.log("server bundled → apps/server/dist/server.js");
