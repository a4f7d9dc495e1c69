import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type PluginOption } from "vite";

export default defineConfig({
  // The cast only bridges types: @react-router/dev is hoisted next to the repo-root vite 8 (pulled
  // in by vitest) and types its plugins against it, while this app builds with its own vite 7
  // (@react-router/dev imports "vite" from its own location, so the CLI actually runs the root vite 8).
  plugins: [reactRouter() as unknown as PluginOption],
  // @safar/domain is TypeScript source resolved through the npm workspace; Vite compiles it.
  ssr: { noExternal: ["@safar/domain"] },
  build: { assetsInlineLimit: 0 },
});
