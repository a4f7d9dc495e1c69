import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../app";
import { openInfrastructure } from "../bootstrap";
import { parseConfig } from "../platform/config";
import { migrationsDir, serverRoot } from "../platform/paths";
import type { AppInstance } from "../platform/types";

/**
 * Creating PGlite in memory runs initdb (about 4 s here) and then every migration and seed. Instead
 * one migrated and seeded data directory is made per version of the migrations and seeds (and per
 * day, since the charter seed follows the calendar) and copied for each test file (well under 1 s).
 */
function templateKey(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, file);
    if (statSync(full).isFile()) hash.update(readFileSync(full));
  }
  const dbDir = path.join(serverRoot, "src", "db");
  for (const file of readdirSync(dbDir).sort()) hash.update(readFileSync(path.join(dbDir, file)));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest("hex").slice(0, 16);
}

async function pgliteTemplate(): Promise<string> {
  const root = path.join(tmpdir(), `safar-pglite-template-${templateKey()}`);
  const ready = path.join(root, "ready");
  const lock = `${root}.lock`;
  for (;;) {
    if (existsSync(ready)) return path.join(root, "pglite");
    try {
      mkdirSync(lock);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200)); // another worker is making it
      continue;
    }
    try {
      if (!existsSync(ready)) {
        rmSync(root, { recursive: true, force: true });
        const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: root });
        const infrastructure = await openInfrastructure(config);
        await infrastructure.close();
        mkdirSync(ready);
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * A fresh database for one test file: a copy of the PGlite template under a new DATA_DIR by default;
 * with DATABASE_URL a new PostgreSQL database made for it (the shared server keeps what earlier runs
 * left). `env` points a server at it; `drop` removes it.
 */
export async function freshDatabase() {
  const runId = randomBytes(6).toString("hex");
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `t_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      runId,
      env: { DATABASE_URL: url.toString() } as Record<string, string>,
      async drop() {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        await client.end();
      },
    };
  }
  const template = await pgliteTemplate();
  const dataDir = path.join(tmpdir(), `safar-test-${runId}`);
  cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  return {
    runId,
    env: { DATA_DIR: dataDir } as Record<string, string>,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh application for one API test file on a fresh database (see freshDatabase); with
 * REDIS_URL a cache key prefix of its own.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; extend?: (app: AppInstance) => void } = {},
) {
  const env = options.env ?? {};
  const database = await freshDatabase();
  const runId = database.runId;
  const config = parseConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ...database.env,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const infrastructure = await openInfrastructure(config, { cachePrefix: `test:${runId}:` });
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
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The settings production insists on (a real secret, real message providers) with the providers
 * pointed nowhere unless `env` says where: for tests that prove something is off in production.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: "production",
  JWT_SECRET: "production-secret-0123456789abcdef0123",
  SMS_PROVIDER: "http",
  SMS_HTTP_URL: "http://127.0.0.1:1",
  WHATSAPP_PROVIDER: "cloud-api",
  WHATSAPP_PHONE_NUMBER_ID: "1",
  WHATSAPP_ACCESS_TOKEN: "t",
  EMAIL_PROVIDER: "smtp",
  SMTP_URL: "smtp://127.0.0.1:1",
};

/** What a production configuration needs besides NODE_ENV (real providers, a JWT secret), for tests. */
export const productionEnv: Record<string, string> = {
  NODE_ENV: "production",
  JWT_SECRET: "x".repeat(40),
  SMS_PROVIDER: "http",
  SMS_HTTP_URL: "http://127.0.0.1:9/sms",
  WHATSAPP_PROVIDER: "cloud-api",
  WHATSAPP_PHONE_NUMBER_ID: "1",
  WHATSAPP_ACCESS_TOKEN: "token",
  EMAIL_PROVIDER: "smtp",
  SMTP_URL: "smtp://127.0.0.1:9",
};
