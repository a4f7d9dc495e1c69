import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin, type PluginOption } from "vite";
// Relative: the config loader compiles relative TypeScript, not a workspace package's.
import { buildVersionAt } from "../../packages/domain/src/app-version";
import { catalogFile } from "./app/lib/catalog-files.server";
import { staticModuleGraph } from "./app/lib/module-graph.server";
import { routeMatchMemo } from "./build-plugins/route-match-memo";
import { installableApp } from "./sw/build-plugin";

/**
 * This build's version (the installable app's, docs/installable-app.md): APP_BUILD_VERSION if given,
 * else the time of the build. Kept in the environment so the client and the server build, which
 * may load this file each, agree. The browser knows its own (`__APP_VERSION__`); the server build
 * exports it (entry.server.tsx `appVersion`) and CheckUpdate answers it as the latest.
 */
process.env.APP_BUILD_VERSION ??= buildVersionAt(new Date());
const appVersion = process.env.APP_BUILD_VERSION;

/**
 * The modules the root route and the client entry import statically, but for those two: every
 * page loads them, so they make one chunk (`shell`) instead of some twenty small ones, each a
 * `<link rel="modulepreload">` in every page and a line of the route manifest inlined into it.
 */
function rootShellModules(): Set<string> {
  const app = path.resolve(import.meta.dirname, "app");
  const entries = [path.join(app, "root.tsx"), path.join(app, "entry.client.tsx")];
  const graph = staticModuleGraph(entries, {
    "@safar/domain": path.resolve(import.meta.dirname, "../../packages/domain/src"),
  });
  for (const entry of entries) graph.delete(entry);
  return graph;
}

/**
 * Emits every translation catalogue part as a static, content-hashed JSON file into the client
 * build (decision 007): `locales/{locale}.json` as namespace `common`, `locales/{locale}/{ns}.json`
 * as namespace `ns`. The root loader links the files a page needs (catalogs.server.ts).
 */
function localeFiles(emit: boolean): Plugin {
  const dir = path.resolve(import.meta.dirname, "locales");
  const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
  return {
    name: "safar-locale-files",
    apply: "build",
    generateBundle() {
      if (!emit) return;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isFile() && entry.name.endsWith(".json")) {
          const locale = entry.name.slice(0, -".json".length);
          const { fileName, body } = catalogFile(locale, "common", read(path.join(dir, entry.name)));
          this.emitFile({ type: "asset", fileName, source: body });
        }
        if (!entry.isDirectory()) continue;
        for (const file of readdirSync(path.join(dir, entry.name))) {
          if (!file.endsWith(".json")) continue;
          const ns = file.slice(0, -".json".length);
          const { fileName, body } = catalogFile(entry.name, ns, read(path.join(dir, entry.name, file)));
          this.emitFile({ type: "asset", fileName, source: body });
        }
      }
    },
  };
}

/**
 * React Router's production build for the built app, in the browser and on the server. The package's
 * exports name only its development build (remix-run/react-router#14102, "intended to be
 * temporary"), so every build shipped its dev warnings: template strings built on each render and
 * each route match, on the server for every page (decision 032). `react-router` and
 * `react-router/dom` must come from the same folder: one copy of the router and its contexts.
 */
function reactRouterProductionBuild() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist/production",
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, "index.mjs") },
    { find: /^react-router\/dom$/, replacement: path.join(dist, "dom-export.mjs") },
  ];
}

export default defineConfig(({ command, isSsrBuild }) => {
  const shell = command === "build" && !isSsrBuild ? rootShellModules() : new Set<string>();
  return {
    // The cast only bridges types: @react-router/dev is hoisted next to the repo-root vite 8 (pulled
    // in by vitest) and types its plugins against it, while this app builds with its own vite 7
    // (@react-router/dev imports "vite" from its own location, so the CLI actually runs the root vite 8).
    plugins: [
      reactRouter() as unknown as PluginOption,
      localeFiles(!isSsrBuild) as unknown as PluginOption,
      installableApp(!isSsrBuild) as unknown as PluginOption,
      routeMatchMemo() as unknown as PluginOption,
    ],
    ...(command === "build" ? { resolve: { alias: reactRouterProductionBuild() } } : {}),
    define: {
      __APP_VERSION__: JSON.stringify(appVersion),
      ...(command === "build" && isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {}),
    },
    // @safar/domain is TypeScript source resolved through the npm workspace; Vite compiles it.
    // The built server bundle also takes React, React Router and the rest in, with NODE_ENV fixed
    // to "production": the server process may run with NODE_ENV unset or "development" (its own
    // config's default), and React's development build costs several times the CPU per render and
    // keeps component stacks alive (decision 007).
    ssr: { noExternal: command === "build" ? true : ["@safar/domain"] },
    // The results' answer worker (decision 030) is a module worker: one file with zod and the
    // flight schemas in it.
    worker: { format: "es" as const },
    build: {
      assetsInlineLimit: 0,
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: string }) =>
          hostType === "js" ? [] : deps,
      },
      // Two chunks every page loads: the framework (React, React Router, i18next and their helpers)
      // and the app's shell (what the root route imports). Left alone, Rolldown cut them into some
      // twenty-five chunks of a few hundred bytes each (decision 010). Every other module stays in
      // the chunks of the routes that use it (grouping all of lib/ and ui/ instead pulled 40 KB of
      // other pages' code into every page).
      ...(isSsrBuild
        ? {}
        : {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    {
                      name: "framework",
                      test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/,
                      priority: 2,
                    },
                    { name: "shell", test: (id: string) => shell.has(id.split("?")[0] ?? id), priority: 1 },
                  ],
                },
              },
            },
          }),
    },
  };
});
