import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";
import { trustProxySetting } from "./config-server";

describe("parseConfig", () => {
  it("applies the documented defaults", () => {
    const config = parseConfig({}, "/srv/app");
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      pgliteDir: "/srv/app/data/pglite",
      isProduction: false,
    });
  });

  it("has no blog without BLOG_FEED_URL; with it, pictures from the feed's origin unless told others", () => {
    expect(parseConfig({}).blog).toBeNull();
    expect(parseConfig({ BLOG_FEED_URL: "https://blog.example/feed.xml" }).blog).toEqual({
      feedUrl: "https://blog.example/feed.xml",
      timeoutMs: 3000,
      ttlSeconds: 900,
      imageOrigins: ["https://blog.example"],
    });
    expect(
      parseConfig({
        BLOG_FEED_URL: "https://blog.example/feed.xml",
        BLOG_IMAGE_ORIGINS: "https://cdn.example, https://img.example:8443/",
      }).blog?.imageOrigins,
    ).toEqual(["https://cdn.example", "https://img.example:8443"]);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "0" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "80.5" }, "PORT"],
    [{ NODE_ENV: "prod" }, "NODE_ENV"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ REDIS_URL: "http://127.0.0.1:6379" }, "REDIS_URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "1" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "balancer.local" }, "TRUST_PROXY"],
    [{ BLOG_FEED_URL: "ftp://blog.example/feed" }, "BLOG_FEED_URL"],
    [
      { BLOG_FEED_URL: "https://blog.example/feed", BLOG_IMAGE_ORIGINS: "https://cdn.example/img" },
      "BLOG_IMAGE_ORIGINS",
    ],
    [{ BLOG_FEED_TIMEOUT_MS: "60000" }, "BLOG_FEED_TIMEOUT_MS"],
  ])("rejects %o naming %s", (env, name) => {
    try {
      parseConfig(env);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${name}=`));
    }
  });

  it("reports every bad variable at once", () => {
    const error = (() => {
      try {
        parseConfig({ PORT: "x", LOG_LEVEL: "y", REDIS_URL: "z" });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error?.problems.map((p) => p.split("=")[0]).sort()).toEqual(["LOG_LEVEL", "PORT", "REDIS_URL"]);
  });

  it("refuses production without a JWT secret or with the development outbox", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrowError(/JWT_SECRET.*required in production/);
    expect(() =>
      parseConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32), SMS_PROVIDER: "outbox" }),
    ).toThrowError(/SMS_PROVIDER.*development only/);
  });

  it("requires each provider's settings", () => {
    expect(() => parseConfig({ SMS_PROVIDER: "http" })).toThrowError(/SMS_HTTP_URL/);
    expect(() => parseConfig({ WHATSAPP_PROVIDER: "cloud-api" })).toThrowError(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => parseConfig({ EMAIL_PROVIDER: "smtp" })).toThrowError(/SMTP_URL/);
    expect(() => parseConfig({ JWT_SECRET: "short" })).toThrowError(/JWT_SECRET.*32/);
  });

  it("accepts production settings", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      JWT_SECRET: "0123456789abcdef0123456789abcdef",
      SMS_PROVIDER: "http",
      SMS_HTTP_URL: "https://sms.example/send",
      WHATSAPP_PROVIDER: "cloud-api",
      WHATSAPP_PHONE_NUMBER_ID: "123",
      WHATSAPP_ACCESS_TOKEN: "token",
      EMAIL_PROVIDER: "smtp",
      SMTP_URL: "smtp://127.0.0.1:2525",
      PORT: "8080",
      DATABASE_URL: "postgres://app@127.0.0.1:5432/test",
      REDIS_URL: "redis://127.0.0.1:6379",
      LOG_LEVEL: "warn",
      DATA_DIR: "/var/lib/app",
    });
    expect(config.isProduction).toBe(true);
    expect(config.outboxEnabled).toBe(false);
    // the sandbox gateway approves payments without money: off in production unless asked for
    expect(config.sandboxEnabled).toBe(false);
    expect(parseConfig({}).sandboxEnabled).toBe(true);
    expect(parseConfig({ PAYMENT_SANDBOX_ENABLED: "false" }).sandboxEnabled).toBe(false);
    expect(() => parseConfig({ PAYMENT_SANDBOX_ENABLED: "yes" })).toThrowError(/PAYMENT_SANDBOX_ENABLED/);
    expect(parseConfig({}).DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(8080);
    expect(config.pgliteDir).toBe("/var/lib/app/pglite");
  });

  it("keeps files on disk by default; S3 needs a bucket and both keys or neither", () => {
    expect(parseConfig({}).FILE_STORAGE).toBe("disk");
    expect(parseConfig({ FILE_STORAGE: "postgres" }).FILE_STORAGE).toBe("postgres");
    expect(() => parseConfig({ FILE_STORAGE: "s3" })).toThrowError(/S3_BUCKET/);
    expect(() => parseConfig({ FILE_STORAGE: "nfs" })).toThrowError(/FILE_STORAGE/);
    expect(() => parseConfig({ FILE_STORAGE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" })).toThrowError(
      /S3_SECRET_ACCESS_KEY/,
    );
    const s3 = parseConfig({ FILE_STORAGE: "s3", S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "true" });
    expect([s3.S3_REGION, s3.S3_FORCE_PATH_STYLE, s3.S3_PREFIX]).toEqual(["us-east-1", true, ""]);
  });

  it("shares one Redis prefix by default and drains for no time unless told", () => {
    expect(parseConfig({}).REDIS_PREFIX).toBe("safar:");
    expect(parseConfig({}).SHUTDOWN_DRAIN_SECONDS).toBe(0);
    expect(() => parseConfig({ REDIS_PREFIX: "a b" })).toThrowError(/REDIS_PREFIX/);
  });

  it("takes the app's latest and minimum versions, the minimum not newer than the latest", () => {
    expect(parseConfig({}).APP_LATEST_VERSION).toBeUndefined();
    const config = parseConfig({ APP_LATEST_VERSION: "2026.11.27.1", APP_MINIMUM_VERSION: "2026.11.1" });
    expect(config).toMatchObject({ APP_LATEST_VERSION: "2026.11.27.1", APP_MINIMUM_VERSION: "2026.11.1" });
    expect(() => parseConfig({ APP_LATEST_VERSION: "v2" })).toThrowError(/APP_LATEST_VERSION/);
    expect(() => parseConfig({ APP_LATEST_VERSION: "1.0", APP_MINIMUM_VERSION: "1.1" })).toThrowError(
      /APP_MINIMUM_VERSION="1.1": must not be newer than APP_LATEST_VERSION/,
    );
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    ["", false],
    ["loopback", "loopback"],
    ["10.0.0.5, 10.1.0.0/16,::1", "10.0.0.5,10.1.0.0/16,::1"],
  ])("%j trusts %j", (value, setting) => {
    expect(trustProxySetting(parseConfig({ TRUST_PROXY: value }).TRUST_PROXY)).toEqual(setting);
  });
});
