/**
 * Where image bytes live. Small on purpose (put, get, delete by key) so that object storage (S3,
 * R2, MinIO ...) can replace the local disk without touching the rest of the module: keys are
 * `{ownerId}/{name}.{ext}` (image-path.ts), which map one to one onto object names.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseImagePath } from "./image-path";

export interface ImageStorage {
  /** Stores the bytes under a key that is not in use yet (keys are random). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/**
 * Files under `root` (UPLOADS_DIR): one folder per owner. A write goes to a temporary file renamed
 * into place, so a reader never sees half an image. Keys are checked again here (defence in depth:
 * only keys image-path.ts accepts, resolved inside `root`).
 */
export function createDiskImageStorage(root: string): ImageStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    if (!parseImagePath(key)) throw new Error(`disk storage: refused key ${JSON.stringify(key)}`);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error("disk storage: key outside the root");
    return file;
  };

  return {
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
