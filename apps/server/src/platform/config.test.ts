import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

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

  it("accepts production settings", () => {
    const config = parseConfig({
      NODE_ENV: "production",
      PORT: "8080",
      DATABASE_URL: "postgres://app@127.0.0.1:5432/test",
      REDIS_URL: "redis://127.0.0.1:6379",
      LOG_LEVEL: "warn",
      DATA_DIR: "/var/lib/app",
    });
    expect(config.isProduction).toBe(true);
    expect(parseConfig({}).DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(8080);
    expect(config.pgliteDir).toBe("/var/lib/app/pglite");
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseConfig({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
