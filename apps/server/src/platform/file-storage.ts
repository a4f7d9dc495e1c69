/**
 * Where uploaded files live (decision 013): one small port, three backends chosen by FILE_STORAGE.
 *   disk      files under UPLOADS_DIR (the default: one process on a laptop);
 *   postgres  files in the application's database (table stored_files), so every instance behind a
 *             balancer reads what another stored, with no service beyond the database;
 *   s3        an S3 bucket (file-storage-s3.ts), for production object stores.
 * Keys are `{owner}/{name}`: the owner first, so a module can keep a customer's files apart and a
 * read never goes through another owner's key. Each module checks its own key shape before it asks
 * (images: image-path.ts); the backends check the general shape again (defence in depth).
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DatabaseHandle } from "./db";

export interface FileStorage {
  readonly kind: "disk" | "postgres" | "s3";
  /** Stores the bytes under `key` (a new key: modules make them random). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** `{owner}/{name}`: letters, digits, `-`, `_` and one dot in the name; no `..`, no third part. */
const KEY = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,128}(\.[A-Za-z0-9]{1,8})?$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function checkedKey(key: string, backend: string): string {
  if (!isStorageKey(key)) throw new Error(`${backend} storage: refused key ${JSON.stringify(key)}`);
  return key;
}

/**
 * Files under `root`: one folder per owner. A write goes to a temporary file renamed into place, so a
 * reader never sees half a file.
 */
export function createDiskFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkedKey(key, "disk"));
    if (!file.startsWith(base + path.sep)) throw new Error("disk storage: key outside the root");
    return file;
  };
  return {
    kind: "disk",
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, bytes, { flag: "wx", mode: 0o600 });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/**
 * Files as rows of stored_files (bytea; PostgreSQL keeps values over 2 KB compressed and out of
 * line in TOAST). Uploads here are at most MAX_UPLOAD_BYTES (5 MB) each, well inside what a row
 * holds; a store of large files belongs in S3.
 */
export function createPostgresFileStorage(database: Pick<DatabaseHandle, "query">): FileStorage {
  return {
    kind: "postgres",
    async put(key, bytes, contentType) {
      await database.query(
        `insert into stored_files (key, bytes, content_type, size) values ($1, $2, $3, $4)
         on conflict (key) do update set bytes = excluded.bytes, content_type = excluded.content_type,
           size = excluded.size, created_at = now()`,
        [
          checkedKey(key, "postgres"),
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType,
          bytes.byteLength,
        ],
      );
    },
    async get(key) {
      const rows = await database.query<{ bytes: Uint8Array }>(
        "select bytes from stored_files where key = $1",
        [checkedKey(key, "postgres")],
      );
      const bytes = rows[0]?.bytes;
      if (!bytes) return null;
      return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async delete(key) {
      await database.query("delete from stored_files where key = $1", [checkedKey(key, "postgres")]);
    },
  };
}
