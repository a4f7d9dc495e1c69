import { isIP } from "node:net";
import { compareAppVersions } from "@safar/domain/app-version";
import { appVersionSchema } from "@safar/domain/app-version-api";
import { z } from "zod";
import {
  booleanFlag,
  emptyToUndefined,
  optionalBooleanFlag,
  positiveInt,
  urlWithProtocol,
  type VariableRules,
} from "./config-values";

/**
 * The process and its HTTP server: where it listens, logs and keeps its data, the web build and the
 * installable app's versions, who may tell the client's address, and the bounds on CPU and memory
 * of the page cache and the passport scans.
 */
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const ADDRESS_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** `10.0.0.1, 10.0.0.0/8, ::1, loopback`: addresses (with a prefix length or not) and proxy-addr's names. */
function isAddressList(value: string): boolean {
  return value.split(",").every((item) => {
    if (ADDRESS_NAMES.has(item.trim())) return true;
    const [address = "", prefix, ...rest] = item.trim().split("/");
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  });
}

/** Fastify's trustProxy for TRUST_PROXY: false, or the trusted addresses as one comma list. */
export function trustProxySetting(value: string): false | string {
  if (value === "") return false;
  return value
    .split(",")
    .map((item) => item.trim())
    .join(",");
}

export const serverVariables = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  /**
   * On SIGTERM, answer /readyz with 503 for this many seconds while still serving, so that a
   * load balancer takes the instance out before it stops taking requests (0: stop at once).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  /** Where the web app's build lives (server bundle and client assets). */
  WEB_BUILD_DIR: z.string().trim().min(1).optional(),
  /**
   * The installable app (front-api/App/CheckUpdate): the newest version (default: the deployed
   * web build's own) and the oldest one still supported (default: any); below it the update is
   * forced. Dot-separated whole numbers, as a build's version (`2026.11.27.153012`).
   */
  APP_LATEST_VERSION: z.preprocess(emptyToUndefined, appVersionSchema.optional()),
  APP_MINIMUM_VERSION: z.preprocess(emptyToUndefined, appVersionSchema.optional()),
  /** Public base URL, used in links sent by e-mail and in the OpenAPI document. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["http:", "https:"]).optional()),
  /** Seed demo data (agencies, currency rates) on first start. */
  SEED_DEMO: booleanFlag(true),
  /** Serve the API documentation (/api/docs): by default everywhere but production. */
  API_DOCS_ENABLED: optionalBooleanFlag,
  /**
   * Which peers may tell the client's address in X-Forwarded-For: empty (none: the socket's peer
   * is the client), or a comma list of the balancers' addresses, CIDR ranges, or the names
   * `loopback`, `linklocal`, `uniquelocal`. `true` (everyone) is refused, and so is a hop count
   * (Fastify trusts nothing for one, as it cannot check the nearest peer): any caller could then
   * pick its address and step round every per-IP limit.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || isAddressList(value), {
      error: "must be empty or a comma list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal",
    }),
  /**
   * Bytes of rendered public pages the shared page cache keeps (MiB; 0 turns it off): pages the
   * web app marks public (anonymous visitors) are served from it for their s-maxage.
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  // Passport scans (ReadMRZ): CPU and memory per picture are bounded by these.
  /** Passport pictures read at the same time (each takes a core while it is read). */
  MRZ_SCAN_CONCURRENCY: positiveInt(2).refine((v) => v <= 32, "must be at most 32"),
  /** Passport pictures that may wait for a place; a request whose pictures do not all fit gets 429. */
  MRZ_SCAN_QUEUE: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(1000, "must be at most 1000")
    .default(18),
  /** Megapixels of all the pictures of one ReadMRZ request together (each is also at most 50). */
  MRZ_MAX_REQUEST_MEGAPIXELS: z.coerce
    .number({ error: "must be a number" })
    .positive("must be positive")
    .max(1000, "must be at most 1000")
    .default(60),
};

export const serverRules: VariableRules<typeof serverVariables> = (config, { need }) => {
  need(
    config.APP_LATEST_VERSION !== undefined &&
      config.APP_MINIMUM_VERSION !== undefined &&
      compareAppVersions(config.APP_MINIMUM_VERSION, config.APP_LATEST_VERSION) > 0,
    "APP_MINIMUM_VERSION",
    "must not be newer than APP_LATEST_VERSION",
  );
};
