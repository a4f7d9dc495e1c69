import path from "node:path";
import { z } from "zod";

/**
 * The only place that reads `process.env`. Parsed once at start; every bad value is reported
 * with its variable name and the reason, and the process refuses to start.
 */
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const urlWithProtocol = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    );

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["postgres:", "postgresql:"]).optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["redis:", "rediss:"]).optional()),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  /** Where the web app's build lives (server bundle and client assets). */
  WEB_BUILD_DIR: z.string().trim().min(1).optional(),
  /** Public base URL, used in links sent by e-mail and in the OpenAPI document. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["http:", "https:"]).optional()),
  /** Seed demo data (agencies, currency rates) on first start. */
  SEED_DEMO: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("true")
    .transform((v) => v === "true" || v === "1"),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface AppConfig extends RawConfig {
  /** Absolute path of the PGlite data directory (unused with DATABASE_URL). */
  pgliteDir: string;
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join(".") || "(environment)";
      const value = env[String(issue.path[0])];
      return `${name}=${JSON.stringify(value ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const raw = result.data;
  return {
    ...raw,
    pgliteDir: path.resolve(cwd, raw.DATA_DIR, "pglite"),
    isProduction: raw.NODE_ENV === "production",
  };
}

/** Reads the process environment. Call once, at start. */
export function loadConfig(): AppConfig {
  return parseConfig(process.env);
}
