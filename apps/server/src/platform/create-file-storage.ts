/**
 * The file storage FILE_STORAGE names (platform/file-storage.ts: disk, postgres; file-storage-s3.ts).
 * The S3 client is loaded only when asked for.
 */
import type { AppConfig } from "./config";
import type { DatabaseHandle } from "./db";
import { createDiskFileStorage, createPostgresFileStorage, type FileStorage } from "./file-storage";

export async function createFileStorage(
  config: Pick<
    AppConfig,
    | "FILE_STORAGE"
    | "uploadsDir"
    | "S3_BUCKET"
    | "S3_REGION"
    | "S3_ENDPOINT"
    | "S3_FORCE_PATH_STYLE"
    | "S3_ACCESS_KEY_ID"
    | "S3_SECRET_ACCESS_KEY"
    | "S3_PREFIX"
  >,
  database: Pick<DatabaseHandle, "query">,
): Promise<FileStorage> {
  switch (config.FILE_STORAGE) {
    case "disk":
      return createDiskFileStorage(config.uploadsDir);
    case "postgres":
      return createPostgresFileStorage(database);
    case "s3": {
      const { createS3FileStorage } = await import("./file-storage-s3");
      return createS3FileStorage({
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        prefix: config.S3_PREFIX,
      });
    }
  }
}
