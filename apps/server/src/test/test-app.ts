import { randomBytes } from "node:crypto";
import pg from "pg";
import { buildApp } from "../app";
import { openInfrastructure } from "../bootstrap";
import { parseConfig } from "../platform/config";
import type { AppInstance } from "../platform/types";

/**
 * A fresh application for one API test file: PGlite in memory by default; with DATABASE_URL a
 * new PostgreSQL database made for this file and dropped afterwards (the shared server keeps
 * what earlier runs left); with REDIS_URL a cache key prefix of its own.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; extend?: (app: AppInstance) => void } = {},
) {
  const env = options.env ?? {};
  const runId = randomBytes(6).toString("hex");
  const adminUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const name = `t_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const config = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const infrastructure = await openInfrastructure(config, { inMemory: true, cachePrefix: `test:${runId}:` });
  const app = await buildApp({ config, ...infrastructure, logger: false });
  options.extend?.(app);
  await app.ready();

  return {
    app,
    config,
    infrastructure,
    async close() {
      await app.close();
      await infrastructure.close();
      if (adminUrl && databaseUrl) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists "t_${runId}" with (force)`);
        await admin.end();
      }
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
