import path from "node:path";
import { buildApp } from "./app";
import { openInfrastructure } from "./bootstrap";
import { ConfigError, loadConfig } from "./platform/config";
import { createLogDestination } from "./platform/log-destination";
import { defaultWebBuildDir } from "./platform/paths";
import { loadWebBuild } from "./platform/ssr";

const startedAt = performance.now();

const log = createLogDestination();
// Whatever ends the process (a shutdown, a crash), the log lines that wait are written once.
process.on("exit", () => log.flushBeforeExit());

async function main() {
  const config = loadConfig();
  const infrastructure = await openInfrastructure(config);
  const webBuildDir = config.WEB_BUILD_DIR ? path.resolve(config.WEB_BUILD_DIR) : defaultWebBuildDir;
  const web = await loadWebBuild(webBuildDir);
  const app = await buildApp({
    config,
    ...infrastructure,
    web,
    logger: { level: config.LOG_LEVEL, stream: log.stream },
  });
  if (!web) app.log.warn({ webBuildDir }, "web build not found: serving the API only (run npm run build)");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // The cap is armed before anything else, logging included, can get in the way.
    const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
    const timer = setTimeout(() => {
      app.log.error("shutdown took longer than 10 s after draining; exiting");
      process.exit(1);
    }, drainMs + 10_000);
    timer.unref();
    try {
      if (drainMs > 0) {
        // Behind a balancer: /readyz says 503 while requests are still served, until the balancer
        // has taken this instance out; then the server stops taking new ones.
        app.drainReadiness();
        app.log.info({ signal, drainMs }, "shutting down: draining (readiness 503)");
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      app.log.info({ signal, droppedLogLines: log.dropped() }, "shutting down: finishing requests in flight");
      await app.close();
      await infrastructure.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      url: `http://localhost:${config.PORT}`,
      database: infrastructure.database.kind,
      cache: infrastructure.cache.kind,
      startupMs: Math.round(performance.now() - startedAt),
      ...infrastructure.timings,
    },
    "storefront ready",
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("The storefront could not start:", error);
  }
  process.exit(1);
});
