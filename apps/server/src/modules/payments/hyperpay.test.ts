import { describe, expect, it } from "vitest";
import { type ConfigError, parseConfig } from "../../platform/config";
import { hyperpayOutcome, hyperpayReference, parseHyperpayReference } from "./hyperpay";

describe("HyperPay result codes", () => {
  it.each([
    ["000.000.000", "succeeded"],
    ["000.000.100", "succeeded"],
    ["000.100.110", "succeeded"],
    ["000.100.112", "succeeded"],
    ["000.300.000", "succeeded"],
    ["000.600.000", "succeeded"],
    ["000.200.000", "pending"],
    ["000.200.100", "pending"],
    ["000.100.200", "failed"],
    ["000.400.000", "failed"],
    ["800.100.151", "failed"],
    ["200.300.404", "failed"],
    ["100.396.101", "failed"],
    ["", "failed"],
  ])("%s is %s", (code, outcome) => {
    expect(hyperpayOutcome(code)).toBe(outcome);
  });
});

describe("HyperPay references", () => {
  it("keep the checkout and the amount asked for", () => {
    const id = "8AC7A4C9A2A1F9F0E1B6C5D4E3F2A1B0.uat01-vm-tx01";
    expect(parseHyperpayReference(hyperpayReference(id, "132.58"))).toEqual({
      checkoutId: id,
      amount: "132.58",
    });
    for (const bad of [null, "", "abc", "abc:1", "abc:1.5", "a/b:1.00", ":1.00", "abc:1.00:x"])
      expect(parseHyperpayReference(bad)).toBeNull();
  });
});

describe("HyperPay configuration", () => {
  const complete = {
    HYPERPAY_BASE_URL: "https://eu-test.oppwa.com/",
    HYPERPAY_ACCESS_TOKEN: "token",
    HYPERPAY_ENTITY_ID: "8a8294174b7ecb28014b9699220015ca",
  };

  it("is off without its variables; on with them, USD and VISA MASTER by default", () => {
    expect(parseConfig({}).hyperpay).toBeNull();
    expect(parseConfig(complete).hyperpay).toEqual({
      baseUrl: "https://eu-test.oppwa.com",
      accessToken: "token",
      entityId: "8a8294174b7ecb28014b9699220015ca",
      currency: "USD",
      brands: "VISA MASTER",
    });
  });

  it("names every missing or bad variable, one line each", () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((p) => p.split("=")[0]);
      }
    };
    expect(problems({ HYPERPAY_ACCESS_TOKEN: "token" }).sort()).toEqual([
      "HYPERPAY_BASE_URL",
      "HYPERPAY_ENTITY_ID",
    ]);
    expect(
      problems({ ...complete, HYPERPAY_CURRENCY: "usd", HYPERPAY_BRANDS: "visa,master" }).sort(),
    ).toEqual(["HYPERPAY_BRANDS", "HYPERPAY_CURRENCY"]);
    expect(problems({ ...complete, HYPERPAY_ENTITY_ID: "not an id" })).toEqual(["HYPERPAY_ENTITY_ID"]);
  });
});
