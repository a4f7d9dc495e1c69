import path from "node:path";
import type { z } from "zod";
import { configSchema } from "./config-schema";

export { configSchema } from "./config-schema";

/**
 * The only place that reads `process.env`. Parsed once at start (the variables and their rules:
 * config-schema.ts); every bad value is reported with its variable name and the reason, and the
 * process refuses to start.
 */
export type RawConfig = z.infer<typeof configSchema>;

export interface AppConfig extends RawConfig {
  /** Absolute path of the PGlite data directory (unused with DATABASE_URL). */
  pgliteDir: string;
  /** Absolute path of the uploaded images' directory (UPLOADS_DIR, else `$DATA_DIR/uploads`). */
  uploadsDir: string;
  isProduction: boolean;
  /** /api/docs is served (API_DOCS_ENABLED, by default everywhere but production). */
  apiDocsEnabled: boolean;
  /** The sandbox gateway is offered (PAYMENT_SANDBOX_ENABLED, by default everywhere but production). */
  sandboxEnabled: boolean;
  /** The development outbox (and its /dev/outbox pages) is on. */
  outboxEnabled: boolean;
  googleIssuers: string[];
  /** ZainCash when its variables are all set (the gateway is then active), else null. */
  zaincash: { baseUrl: string; merchantId: string; secret: string; msisdn: string } | null;
  /** The home page's blog when BLOG_FEED_URL is set, else null (no blog). */
  blog: { feedUrl: string; timeoutMs: number; ttlSeconds: number; imageOrigins: string[] } | null;
  /** SafarMarket's pixel steps when SAFARMARKET_PIXEL_BASE is set, else null (no step is sent). */
  safarMarket: { pixelBase: string; timeoutMs: number } | null;
  /** TRENDING_DESTINATIONS as codes. */
  trendingDestinations: string[];
  /** HyperPay COPYandPAY when its variables are all set (the gateway is then active), else null. */
  hyperpay: {
    baseUrl: string;
    accessToken: string;
    entityId: string;
    currency: string;
    brands: string;
  } | null;
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
    uploadsDir: path.resolve(cwd, raw.UPLOADS_DIR ?? path.join(raw.DATA_DIR, "uploads")),
    isProduction: raw.NODE_ENV === "production",
    apiDocsEnabled: raw.API_DOCS_ENABLED ?? raw.NODE_ENV !== "production",
    sandboxEnabled: raw.PAYMENT_SANDBOX_ENABLED ?? raw.NODE_ENV !== "production",
    outboxEnabled:
      raw.NODE_ENV !== "production" &&
      [raw.SMS_PROVIDER, raw.WHATSAPP_PROVIDER, raw.EMAIL_PROVIDER].includes("outbox"),
    googleIssuers: raw.GOOGLE_ISSUERS.split(",")
      .map((issuer) => issuer.trim())
      .filter(Boolean),
    zaincash:
      raw.ZAINCASH_BASE_URL && raw.ZAINCASH_MERCHANT_ID && raw.ZAINCASH_SECRET && raw.ZAINCASH_MSISDN
        ? {
            baseUrl: raw.ZAINCASH_BASE_URL.replace(/\/+$/, ""),
            merchantId: raw.ZAINCASH_MERCHANT_ID,
            secret: raw.ZAINCASH_SECRET,
            msisdn: raw.ZAINCASH_MSISDN,
          }
        : null,
    blog: raw.BLOG_FEED_URL
      ? {
          feedUrl: raw.BLOG_FEED_URL,
          timeoutMs: raw.BLOG_FEED_TIMEOUT_MS,
          ttlSeconds: raw.BLOG_FEED_TTL_SECONDS,
          imageOrigins: raw.BLOG_IMAGE_ORIGINS
            ? raw.BLOG_IMAGE_ORIGINS.split(",").map((origin) => new URL(origin.trim()).origin)
            : [new URL(raw.BLOG_FEED_URL).origin],
        }
      : null,
    safarMarket: raw.SAFARMARKET_PIXEL_BASE
      ? {
          pixelBase: raw.SAFARMARKET_PIXEL_BASE.replace(/\/+$/, ""),
          timeoutMs: raw.SAFARMARKET_PIXEL_TIMEOUT_MS,
        }
      : null,
    trendingDestinations: raw.TRENDING_DESTINATIONS.split(",").map((code) => code.trim()),
    hyperpay:
      raw.HYPERPAY_BASE_URL && raw.HYPERPAY_ACCESS_TOKEN && raw.HYPERPAY_ENTITY_ID
        ? {
            baseUrl: raw.HYPERPAY_BASE_URL.replace(/\/+$/, ""),
            accessToken: raw.HYPERPAY_ACCESS_TOKEN,
            entityId: raw.HYPERPAY_ENTITY_ID,
            currency: raw.HYPERPAY_CURRENCY,
            brands: raw.HYPERPAY_BRANDS,
          }
        : null,
  };
}

/** Reads the process environment. Call once, at start. */
export function loadConfig(): AppConfig {
  return parseConfig(process.env);
}
