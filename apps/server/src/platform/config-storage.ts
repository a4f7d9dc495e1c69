import { z } from "zod";
import {
  booleanFlag,
  emptyToUndefined,
  optionalText,
  urlWithProtocol,
  type VariableRules,
} from "./config-values";

/**
 * Where the server keeps things: the database (PGlite or PostgreSQL), the cache (memory or Redis)
 * and the uploaded files (disk, PostgreSQL or S3).
 */
export const storageVariables = {
  DATABASE_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["postgres:", "postgresql:"]).optional()),
  /** PGlite's shared_buffers, MiB (the embedded database only; PostgreSQL keeps its own). */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
  REDIS_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["redis:", "rediss:"]).optional()),
  /** Put before every Redis key: the instances of one storefront share it, another storefront (or a test run) has its own. */
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, "must be 1 to 64 letters, digits, colons, dashes or underscores")
    .default("safar:"),
  /** MiB of values the in-process cache keeps (without REDIS_URL): search results, holds, counters. */
  MEMORY_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * Where uploaded files (passport scans) live: disk (UPLOADS_DIR, one instance), postgres (the
   * database: every instance behind a balancer shares them) or s3 (an S3 bucket: S3_*).
   */
  FILE_STORAGE: z.enum(["disk", "postgres", "s3"], { error: "must be disk, postgres or s3" }).default("disk"),
  /** Where uploaded files are kept with FILE_STORAGE=disk; default `$DATA_DIR/uploads`. */
  UPLOADS_DIR: z.preprocess(emptyToUndefined, z.string().trim().min(1).optional()),
  /** FILE_STORAGE=s3: the bucket (required), its region, and for a store other than AWS its endpoint. */
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, urlWithProtocol(["https:", "http:"]).optional()),
  /** Path-style addresses (endpoint/bucket/key), as MinIO and most local stores want. */
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  /** Keys of the bucket; unset: the AWS SDK's own chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Prepended to every object name, e.g. `uploads/`. */
  S3_PREFIX: z.string().trim().default(""),
};

export const storageRules: VariableRules<typeof storageVariables> = (config, { need }) => {
  need(config.FILE_STORAGE === "s3" && !config.S3_BUCKET, "S3_BUCKET", "is required when FILE_STORAGE=s3");
  need(
    Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY),
    config.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID",
    "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together",
  );
};
