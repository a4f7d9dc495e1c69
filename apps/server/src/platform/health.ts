import type { AppInstance } from "./types";

/** A dependency the readiness check pings (the database, the cache). */
export interface HealthProbe {
  ping(): Promise<void>;
}

/**
 * `/healthz` (the process answers) and `/readyz` (its database and cache answer too: 503 with the
 * failed ones otherwise, so a load balancer stops sending it traffic). `drain()` turns /readyz to
 * 503 for good while everything else is still served: the first step of a graceful stop.
 */
export function registerHealthChecks(
  app: AppInstance,
  probes: { database: HealthProbe; cache: HealthProbe },
): { drain(): void } {
  let draining = false;
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
    const probe = async (name: string, ping: () => Promise<void>) => {
      try {
        await ping();
        return [name, "ok"] as const;
      } catch (error) {
        request.log.warn({ err: error }, `readiness: ${name} failed`);
        return [name, "failed"] as const;
      }
    };
    if (draining) return reply.code(503).send({ status: "draining", checks: {} });
    const checks = Object.fromEntries(
      await Promise.all([probe("database", probes.database.ping), probe("cache", probes.cache.ping)]),
    );
    const ready = Object.values(checks).every((value) => value === "ok");
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not ready", checks });
  });
  const drain = () => {
    draining = true;
  };
  app.decorate("drainReadiness", drain);
  return { drain };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Turns /readyz to 503 for good (registerHealthChecks): the first step of a graceful stop. */
    drainReadiness(): void;
  }
}
