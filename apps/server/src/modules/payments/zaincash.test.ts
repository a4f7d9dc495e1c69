import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../platform/config";
import { parseZaincashReference, toIqd, zaincashOutcome, zaincashReference } from "./zaincash";

const problemsOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => p.split("=")[0]);
    throw error;
  }
  return [];
};
const complete = {
  ZAINCASH_BASE_URL: "https://test.zaincash.iq/",
  ZAINCASH_MERCHANT_ID: "5ffacf6612b5777c6d44266f",
  ZAINCASH_SECRET: "s".repeat(60),
  ZAINCASH_MSISDN: "9647835077893",
  PUBLIC_URL: "https://shop.example",
};

describe("ZainCash amounts", () => {
  it("converts the gateway part with the storefront's IQD rate, rounded up to 250 dinars", () => {
    expect(toIqd(10_000, 1310)).toBe(131_000);
    expect(toIqd(13_258, 1310)).toBe(173_750); // 173,679.8
    expect(toIqd(1, 1310)).toBe(250);
    expect(toIqd(0, 1310)).toBe(0);
  });

  it("keeps the transaction and the dinars asked for in the reference", () => {
    const reference = zaincashReference("655874c00227c4d2ec58f710", 173_750);
    expect(reference).toBe("655874c00227c4d2ec58f710:173750");
    expect(parseZaincashReference(reference)).toEqual({
      transactionId: "655874c00227c4d2ec58f710",
      iqd: 173_750,
    });
    for (const bad of [null, "", "abc", "abc:", "abc:0", "abc:12.5", "a b:100", "abc:100:1"])
      expect(parseZaincashReference(bad)).toBeNull();
  });

  it("reads ZainCash's statuses", () => {
    expect(zaincashOutcome("completed")).toBe("succeeded");
    expect(zaincashOutcome("success")).toBe("succeeded");
    expect(zaincashOutcome("failed")).toBe("failed");
    expect(zaincashOutcome("cancel")).toBe("failed");
    expect(zaincashOutcome("pending")).toBe("pending");
    expect(zaincashOutcome("pending_otp")).toBe("pending");
  });
});

describe("ZainCash configuration", () => {
  it("is off without its variables and on with all of them", () => {
    expect(parseConfig({}).zaincash).toBeNull();
    expect(parseConfig(complete).zaincash).toEqual({
      baseUrl: "https://test.zaincash.iq",
      merchantId: "5ffacf6612b5777c6d44266f",
      secret: "s".repeat(60),
      msisdn: "9647835077893",
    });
  });

  it("names every missing or bad variable, one line each", () => {
    expect(problemsOf({ ZAINCASH_MERCHANT_ID: "m" }).sort()).toEqual([
      "ZAINCASH_BASE_URL",
      "ZAINCASH_MSISDN",
      "ZAINCASH_SECRET",
    ]);
    expect(problemsOf({ ...complete, PUBLIC_URL: "" })).toEqual(["PUBLIC_URL"]);
    expect(problemsOf({ ...complete, ZAINCASH_MSISDN: "07801234567" })).toEqual(["ZAINCASH_MSISDN"]);
    expect(problemsOf({ ...complete, ZAINCASH_SECRET: "short" })).toEqual(["ZAINCASH_SECRET"]);
    expect(
      problemsOf({
        ...complete,
        NODE_ENV: "production",
        JWT_SECRET: "j".repeat(32),
        SMS_PROVIDER: "http",
        SMS_HTTP_URL: "https://sms.example",
        WHATSAPP_PROVIDER: "cloud-api",
        WHATSAPP_PHONE_NUMBER_ID: "1",
        WHATSAPP_ACCESS_TOKEN: "t",
        EMAIL_PROVIDER: "smtp",
        SMTP_URL: "smtp://mail.example",
        ZAINCASH_BASE_URL: "http://test.zaincash.iq",
      }),
    ).toEqual(["ZAINCASH_BASE_URL"]);
  });
});
