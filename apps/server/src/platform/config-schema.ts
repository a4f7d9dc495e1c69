import { isIP } from "node:net";
import { compareAppVersions } from "@safar/domain/app-version";
import { appVersionSchema } from "@safar/domain/app-version-api";
import { NETWORK_FAULTS } from "@safar/domain/network-faults";
import { z } from "zod";

/**
 * Every environment variable the server reads, its default and its rule (config.ts parses them once
 * at start and adds what is derived). A bad value is reported with its name and the reason.
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

/** `https://host[:port]` and nothing after it. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === value.replace(/\/$/, "");
  } catch {
    return false;
  }
}

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

const FLAG_VALUES = ["true", "false", "1", "0"] as const;
const isOn = (v: (typeof FLAG_VALUES)[number]) => v === "true" || v === "1";

/** A yes/no variable (`true`, `false`, `1`, `0`) with its default. */
function booleanFlag(byDefault: boolean) {
  return z
    .enum(FLAG_VALUES, { error: "must be true or false" })
    .default(byDefault ? "true" : "false")
    .transform(isOn);
}

/** A yes/no variable whose absence means "decide by the environment" (undefined). */
const optionalBooleanFlag = z
  .enum(FLAG_VALUES, { error: "must be true or false" })
  .optional()
  .transform((v) => (v === undefined ? undefined : isOn(v)));

/** Fastify's trustProxy for TRUST_PROXY: false, or the trusted addresses as one comma list. */
export function trustProxySetting(value: string): false | string {
  if (value === "") return false;
  return value
    .split(",")
    .map((item) => item.trim())
    .join(",");
}

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const secret = z.preprocess(
  emptyToUndefined,
  z.string().min(32, "must be at least 32 characters").optional(),
);
const optionalText = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .positive("must be positive")
    .default(fallback);

export const configSchema = z
  .object({
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
     * Where uploaded files (passport scans) live: disk (UPLOADS_DIR, one instance), postgres (the
     * database: every instance behind a balancer shares them) or s3 (an S3 bucket: S3_*).
     */
    FILE_STORAGE: z
      .enum(["disk", "postgres", "s3"], { error: "must be disk, postgres or s3" })
      .default("disk"),
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
    DATABASE_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["postgres:", "postgresql:"]).optional()),
    REDIS_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["redis:", "rediss:"]).optional()),
    /** Put before every Redis key: the instances of one storefront share it, another storefront (or a test run) has its own. */
    REDIS_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, "must be 1 to 64 letters, digits, colons, dashes or underscores")
      .default("safar:"),
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

    // Accounts
    /** HMAC key for access tokens and OTP hashes. Required in production; elsewhere one is made and kept in the database. */
    JWT_SECRET: secret,
    ACCESS_TOKEN_TTL_SECONDS: positiveInt(1800),
    /**
     * One-time codes one client address may ask for per hour (20). The end-to-end suite, whose every
     * customer signs up from 127.0.0.1, raises it.
     */
    OTP_CODES_PER_IP_PER_HOUR: positiveInt(20),
    /** Back-office sign-in attempts one client address may make per 15 minutes (besides each account's lock). */
    OPERATOR_SIGN_INS_PER_IP: positiveInt(30),
    /**
     * Seals operators' authenticator keys in the database (AES-256-GCM under a key derived from it).
     * Unset: kept plain (production warns at start). Changing it locks out operators made under the old one.
     */
    OPERATOR_TOTP_KEY: secret,
    REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_JWKS_URL: urlWithProtocol(["https:", "http:"]).default(
      "https://www.googleapis.com/oauth2/v3/certs",
    ),
    GOOGLE_ISSUERS: z.string().default("https://accounts.google.com,accounts.google.com"),

    // Notifications: "outbox" keeps messages in the database and shows them at /dev/outbox (never in production).
    SMS_PROVIDER: z.enum(["outbox", "http"], { error: "must be outbox or http" }).default("outbox"),
    SMS_HTTP_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["https:", "http:"]).optional()),
    SMS_HTTP_TOKEN: optionalText,
    SMS_SENDER: z.string().default("Rahhal"),
    WHATSAPP_PROVIDER: z
      .enum(["outbox", "cloud-api"], { error: "must be outbox or cloud-api" })
      .default("outbox"),
    WHATSAPP_API_URL: urlWithProtocol(["https:", "http:"]).default("https://graph.facebook.com/v21.0"),
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_ACCESS_TOKEN: optionalText,
    WHATSAPP_OTP_TEMPLATE: z.string().default("otp_code"),
    EMAIL_PROVIDER: z.enum(["outbox", "smtp"], { error: "must be outbox or smtp" }).default("outbox"),

    // Flight catalog (suppliers, fan-out, search cache)
    /** Built-in suppliers to ask: a comma list of charter and network. */
    CATALOG_SUPPLIERS: z
      .string()
      .default("charter,network")
      .refine(
        (value) =>
          value
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
            .every((s) => s === "charter" || s === "network"),
        "must be a comma list of charter and network",
      ),
    /** Time budget of a search across all suppliers, ms. */
    CATALOG_SEARCH_BUDGET_MS: positiveInt(8000),
    /** Search results stay cached this long after their last use (sliding), seconds. */
    CATALOG_SEARCH_TTL_SECONDS: positiveInt(900),
    /** Faults the network supplier injects: a comma list of NETWORK_FAULTS. */
    NETWORK_SUPPLIER_FAULTS: z
      .string()
      .default("")
      .refine(
        (value) =>
          value
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
            .every((s) => (NETWORK_FAULTS as readonly string[]).includes(s)),
        `must be a comma list of ${NETWORK_FAULTS.join(", ")}`,
      ),
    /** How long the `slow` fault makes a network search take, ms. */
    NETWORK_SUPPLIER_SLOW_MS: positiveInt(3000),
    /** Duffel access token: set it to add the Duffel supplier. */
    DUFFEL_ACCESS_TOKEN: optionalText,
    DUFFEL_API_URL: urlWithProtocol(["https:", "http:"]).default("https://api.duffel.com"),
    // Hotels
    /** The time a hotel search gives its suppliers, ms (a slower supplier is left out of that search). */
    HOTEL_SEARCH_BUDGET_MS: positiveInt(8000).refine((v) => v <= 60_000, "must be at most 60000"),
    /** Hotelbeds APItude key and secret: set both to add the Hotelbeds supplier. */
    HOTELBEDS_API_KEY: optionalText,
    HOTELBEDS_SECRET: optionalText,
    HOTELBEDS_API_URL: urlWithProtocol(["https:", "http:"]).default("https://api.test.hotelbeds.com"),
    /**
     * Our hotel destinations as Hotelbeds' destination codes, `OURS=THEIRS` comma-separated; a
     * destination not listed is not asked of Hotelbeds.
     */
    HOTELBEDS_DESTINATIONS: z
      .string()
      .default("IST=IST,DXB=DXB,GYD=BAK,TBS=TBS,EBL=EBL,BGW=BGW,BSR=BSR,NJF=NJF,MHD=MHD")
      .refine(
        (value) => value.split(",").every((pair) => /^\s*[A-Z]{3}\s*=\s*[A-Z0-9]{2,6}\s*$/.test(pair)),
        "must be a comma list of OUR=THEIRS destination codes",
      ),
    // SafarMarket (spec §7 resellers; docs/safarmarket.md)
    /**
     * SafarMarket's pixel base, e.g. https://safarmarket.com/api/v1/trace/pixel/<our name>: each step
     * is a GET of `{base}/{step}/?…`. Unset: no step is sent (the calls still answer).
     */
    SAFARMARKET_PIXEL_BASE: z.preprocess(emptyToUndefined, urlWithProtocol(["https:", "http:"]).optional()),
    /** How long a pixel call may take before it is given up (and logged), ms. */
    SAFARMARKET_PIXEL_TIMEOUT_MS: positiveInt(3000).refine((v) => v <= 10_000, "must be at most 10000"),
    // The blog on the home page (spec §7: an external posts feed)
    /** An RSS or Atom feed: its posts are the home page's blog. Unset: no blog. */
    BLOG_FEED_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["https:", "http:"]).optional()),
    /** How long a read of the feed may take before it is given up (the blog is then hidden), ms. */
    BLOG_FEED_TIMEOUT_MS: positiveInt(3000).refine((v) => v <= 30_000, "must be at most 30000"),
    /** How long the feed's posts are kept before it is read again, seconds. */
    BLOG_FEED_TTL_SECONDS: positiveInt(900),
    /**
     * Origins the posts' pictures may come from (comma list; the content security policy allows
     * them): by default the feed's own. A picture from elsewhere is left out.
     */
    BLOG_IMAGE_ORIGINS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine(
          (value) => value.split(",").every((item) => isOrigin(item.trim())),
          "must be a comma list of origins such as https://blog.example.com",
        )
        .optional(),
    ),
    /**
     * The market's destinations (IATA or hotel destination codes, comma list, in order): trending
     * destinations are topped up from it when customers searched too few lately.
     */
    TRENDING_DESTINATIONS: z
      .string()
      .default("NJF,KRB,BGW,MHD,IST,DXB,GYD,TBS")
      .refine(
        (value) => value.split(",").every((code) => /^\s*[A-Z]{3}\s*$/.test(code)),
        "must be a comma list of three-letter codes such as NJF,KRB,IST",
      ),
    // Orders
    /** How long a reserved order holds its seats before it is rejected and the seats go back, minutes. */
    ORDER_HOLD_MINUTES: positiveInt(15).refine((v) => v <= 24 * 60, "must be at most 1440"),
    // Payments
    /** HMAC-SHA256 key of the sandbox gateway's callback. Unset: one is made and kept in the database. */
    PAYMENT_SANDBOX_SECRET: secret,
    /**
     * The sandbox gateway (a test page that approves payments without money): on by default outside
     * production, off in production unless set to true (a staging site).
     */
    /** Serve the API documentation (/api/docs): by default everywhere but production. */
    API_DOCS_ENABLED: optionalBooleanFlag,
    PAYMENT_SANDBOX_ENABLED: optionalBooleanFlag,
    /** A sandbox payment nobody approves or declines is abandoned (declined) after this many seconds. */
    PAYMENT_PENDING_EXPIRY_SECONDS: positiveInt(1800),
    /** A payment still pending this long is asked of its gateway again by the reconciliation sweep, seconds. */
    PAYMENT_RECONCILE_AFTER_SECONDS: positiveInt(60),
    // ZainCash (Iraq mobile wallet): all four set → the gateway is active; none set → inactive.
    ZAINCASH_BASE_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["https:", "http:"]).optional()),
    ZAINCASH_MERCHANT_ID: optionalText,
    /** The merchant secret: signs (HS256) every request token and verifies ZainCash's redirect token. */
    ZAINCASH_SECRET: secret,
    /** The merchant's wallet number: 964 and 10 digits. */
    ZAINCASH_MSISDN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^964\d{10}$/, "must be 964 followed by 10 digits")
        .optional(),
    ),
    // HyperPay COPYandPAY: base URL, access token and entity id set → active; none set → inactive.
    HYPERPAY_BASE_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["https:", "http:"]).optional()),
    HYPERPAY_ACCESS_TOKEN: optionalText,
    HYPERPAY_ENTITY_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{16,64}$/, "must be the entity id (16 to 64 letters and digits)")
        .optional(),
    ),
    /** The currency HyperPay charges in; not USD: converted with the storefront's currency rate. */
    HYPERPAY_CURRENCY: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, "must be a 3-letter currency code")
      .default("USD"),
    /** The card brands the payment widget offers (data-brands). */
    HYPERPAY_BRANDS: z
      .string()
      .trim()
      .regex(/^[A-Z_]+( [A-Z_]+)*$/, "must be brand names separated by spaces, e.g. VISA MASTER")
      .default("VISA MASTER"),
    /** A wallet adjustment above this many USD (either way) waits for a second finance operator. */
    WALLET_ADJUSTMENT_APPROVAL_ABOVE: z.coerce.number().min(0).max(100_000).default(100),
    // Fulfilment (supplier confirmation and ticket issuance)
    /** Issue attempts before giving up and refunding the paid amount to the wallet. */
    ISSUE_MAX_ATTEMPTS: positiveInt(16).refine((v) => v <= 100, "must be at most 100"),
    /** How long one confirmation or issue attempt may take before another worker takes it over, seconds. */
    FULFILMENT_LEASE_SECONDS: positiveInt(120),
    /**
     * Run the background workers (fulfilment, ticket sending) and sweeps in this process. Off for
     * an instance that only serves requests while others work the queue (jobs are still queued).
     */
    JOBS_WORKERS_ENABLED: booleanFlag(true),
    /** How often the recovery and reconciliation sweeps run, seconds. */
    JOBS_SWEEP_SECONDS: positiveInt(30),
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
        error:
          "must be empty or a comma list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal",
      }),
    /** How long an instance trusts an account's status (active, suspended) once read, seconds. */
    ACCOUNT_STATUS_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /** MiB of values the in-process cache keeps (without REDIS_URL): search results, holds, counters. */
    MEMORY_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /** PGlite's shared_buffers, MiB (the embedded database only; PostgreSQL keeps its own). */
    PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
    /**
     * Bytes of rendered public pages the shared page cache keeps (MiB; 0 turns it off): pages the
     * web app marks public (anonymous visitors) are served from it for their s-maxage.
     */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    /** How often an idle job worker polls the queue, seconds (at least 0.5). */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
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
    SMTP_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["smtp:", "smtps:"]).optional()),
    MAIL_FROM: z.string().default("Rahhal <no-reply@rahhal.example>"),
  })
  .superRefine((config, ctx) => {
    const need = (when: boolean, name: string, message: string) => {
      if (when) ctx.addIssue({ code: "custom", path: [name], message });
    };
    const production = config.NODE_ENV === "production";
    need(production && !config.JWT_SECRET, "JWT_SECRET", "is required in production");
    for (const name of ["SMS_PROVIDER", "WHATSAPP_PROVIDER", "EMAIL_PROVIDER"] as const) {
      need(
        production && config[name] === "outbox",
        name,
        "outbox is for development only; choose a real provider",
      );
    }
    need(
      config.SMS_PROVIDER === "http" && !config.SMS_HTTP_URL,
      "SMS_HTTP_URL",
      "is required when SMS_PROVIDER=http",
    );
    need(
      config.WHATSAPP_PROVIDER === "cloud-api" && !config.WHATSAPP_PHONE_NUMBER_ID,
      "WHATSAPP_PHONE_NUMBER_ID",
      "is required when WHATSAPP_PROVIDER=cloud-api",
    );
    need(
      config.WHATSAPP_PROVIDER === "cloud-api" && !config.WHATSAPP_ACCESS_TOKEN,
      "WHATSAPP_ACCESS_TOKEN",
      "is required when WHATSAPP_PROVIDER=cloud-api",
    );
    need(
      config.EMAIL_PROVIDER === "smtp" && !config.SMTP_URL,
      "SMTP_URL",
      "is required when EMAIL_PROVIDER=smtp",
    );
    // A payment gateway is configured wholly or not at all: a partial set is a mistake, not "off".
    const gateways = {
      ZainCash: ["ZAINCASH_BASE_URL", "ZAINCASH_MERCHANT_ID", "ZAINCASH_SECRET", "ZAINCASH_MSISDN"],
      HyperPay: ["HYPERPAY_BASE_URL", "HYPERPAY_ACCESS_TOKEN", "HYPERPAY_ENTITY_ID"],
    } as const;
    for (const [gateway, names] of Object.entries(gateways)) {
      if (!names.some((name) => config[name])) continue;
      for (const name of names) need(!config[name], name, `is required to configure ${gateway}`);
      const base = config[names[0]];
      need(
        production && base !== undefined && !base.startsWith("https:"),
        names[0],
        "must be https in production",
      );
    }
    need(
      config.APP_LATEST_VERSION !== undefined &&
        config.APP_MINIMUM_VERSION !== undefined &&
        compareAppVersions(config.APP_MINIMUM_VERSION, config.APP_LATEST_VERSION) > 0,
      "APP_MINIMUM_VERSION",
      "must not be newer than APP_LATEST_VERSION",
    );
    need(config.FILE_STORAGE === "s3" && !config.S3_BUCKET, "S3_BUCKET", "is required when FILE_STORAGE=s3");
    need(
      Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY),
      config.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID",
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together",
    );
    need(
      Boolean(config.ZAINCASH_BASE_URL) && !config.PUBLIC_URL,
      "PUBLIC_URL",
      "is required with ZainCash (it sends the customer back to PUBLIC_URL)",
    );
  });
