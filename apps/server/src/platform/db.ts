import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../db/schema";
import { migrationsDir } from "./paths";

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Raw parameterized query, for adapters (job queue) that speak SQL themselves. */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Several statements without parameters in one string (rows of the last one). */
  exec<Row = Record<string, unknown>>(text: string): Promise<Row[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; when absent PGlite runs in memory (tests). */
  pgliteDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PGlite's shared_buffers in MiB (PostgreSQL's default is 128). Its WebAssembly memory never
   * shrinks, and the data files sit in the OS page cache anyway, so a small buffer pool is most of
   * the process's memory saved (README, Performance).
   */
  pgliteSharedBuffersMb?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on("error", () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: migrationsDir });
    return {
      db,
      kind: "postgres",
      async query<Row>(text: string, values?: unknown[]) {
        const result = await pool.query(text, values as unknown[]);
        return result.rows as Row[];
      },
      async exec<Row>(text: string) {
        // Several statements answer an array of results.
        const result = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(result) ? result.at(-1) : result;
        return (last?.rows ?? []) as Row[];
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        await pool.end();
      },
    };
  }

  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const startParams = options.pgliteSharedBuffersMb
    ? [...PGlite.defaultStartParams, "-c", `shared_buffers=${options.pgliteSharedBuffersMb}MB`]
    : undefined;
  const pgliteOptions = startParams ? { startParams } : {};
  const client = options.pgliteDir
    ? await PGlite.create(options.pgliteDir, pgliteOptions)
    : await PGlite.create(pgliteOptions);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir });
  return {
    db,
    kind: "pglite",
    async query<Row>(text: string, values?: unknown[]) {
      const result = await client.query(text, values);
      return result.rows as Row[];
    },
    async exec<Row>(text: string) {
      const results = await client.exec(text);
      return (results.at(-1)?.rows ?? []) as Row[];
    },
    async ping() {
      await client.query("select 1");
    },
    async close() {
      await client.close();
    },
  };
}

/** The PostgreSQL error code of a driver error (PGlite's or node-postgres'), also when the ORM wraps it. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique index refused the row (23505): two writers claimed the same key. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";
