import type { Config } from "@react-router/dev/config";

// Integration contract with apps/server: the Fastify server imports build/server/index.js and
// calls createRequestHandler(build, mode) from "react-router"; it serves build/client statically.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
} satisfies Config;
