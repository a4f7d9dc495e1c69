import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { freshDatabase } from "../test/test-app";
import { type DatabaseHandle, openDatabase } from "./db";
import { createPostgresFileStorage, type FileStorage } from "./file-storage";
import { fileStorageContract } from "./file-storage.contract";

// On the machine's PostgreSQL when DATABASE_URL is set (CI's second API pass), else on PGlite.
describe("PostgreSQL file storage", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let handle: DatabaseHandle;
  let storage: FileStorage;
  beforeAll(async () => {
    database = await freshDatabase();
    handle = await openDatabase({
      databaseUrl: database.env.DATABASE_URL,
      pgliteDir: database.env.DATA_DIR && path.join(database.env.DATA_DIR, "pglite"),
    });
    storage = createPostgresFileStorage(handle);
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });
  fileStorageContract(() => storage);
});
