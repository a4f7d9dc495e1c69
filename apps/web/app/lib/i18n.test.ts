import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extraMessageKeys, specMessageKeys } from "@safar/domain/messages";
import {
  backOfficeMessageKeys,
  bookingMessageKeys,
  flightMessageKeys,
  hotelMessageKeys,
  landingMessageKeys,
  orderMessageKeys,
  paymentMessageKeys,
  promotionMessageKeys,
  refundMessageKeys,
  tourMessageKeys,
  userMessageKeys,
  visaMessageKeys,
} from "@safar/domain/user-messages";
import { describe, expect, it } from "vitest";
import { catalogs } from "./catalogs.server";
import { getI18n } from "./i18n";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** Spec §5 keys, written out here too so that a rename in the domain cannot hide one. */
const spec5Keys = [
  "PL_ENTER_YOUR_FIRST_NAME",
  "PL_ENTER_YOUR_LAST_NAME",
  "PL_ENTER_YOUR_EN_FIRST_NAME",
  "PL_ENTER_YOUR_EN_LAST_NAME",
  "PL_ENTER_YOUR_FA_FIRST_NAME",
  "PL_ENTER_YOUR_FA_LAST_NAME",
  "PL_SELECT_GENDER",
  "PL_ENTER_DATE_BIRTH",
  "NATIONAL_CODE_IS_INVALID",
  "PL_ENTER_YOUR_NATIONAL_CODE",
  "PL_SELECT_NATIONALITY",
  "PL_SELECT_PASSPORT_ISSUING_COUNTRY",
  "PL_ENTER_PASSPORT_EXPIRATION_DATE",
  "PASSENGER_AGE_IS_INVALID",
  "PASS_VALIDITY_LESS_6MONTH",
  "PL_ENTER_YOUR_PASSPORT_NO",
  "PASSPORT_NO_IS_INVALID",
  "PL_ENTER_YOUR_CALL_NUMBER",
  "PHONE_NUMBER_IS_INVALID",
  "PL_ENTER_YOUR_EMAIL",
  "EMAIL_IS_INVALID",
];

const { ar, en } = catalogs;

describe("locales", () => {
  const arKeys = keysOf(ar).sort();

  it.each(["fa", "en"] as const)("%s has exactly the keys of ar", (locale) => {
    expect(keysOf(catalogs[locale]).sort()).toEqual(arKeys);
  });

  it.each(Object.keys(catalogs) as (keyof typeof catalogs)[])("%s has every message key", (locale) => {
    const keys = new Set(keysOf(catalogs[locale]));
    const required = [
      ...spec5Keys,
      ...specMessageKeys,
      ...extraMessageKeys,
      ...userMessageKeys,
      ...flightMessageKeys,
      ...hotelMessageKeys,
      ...visaMessageKeys,
      ...tourMessageKeys,
      ...promotionMessageKeys,
      ...landingMessageKeys,
      ...bookingMessageKeys,
      ...orderMessageKeys,
      ...paymentMessageKeys,
      ...refundMessageKeys,
      ...backOfficeMessageKeys,
    ];
    expect(required.filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(Object.keys(catalogs) as (keyof typeof catalogs)[])("%s has no empty strings", (locale) => {
    const empty = keysOf(catalogs[locale]).filter((key) => {
      const value = key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogs[locale]);
      return typeof value !== "string" || value.trim() === "";
    });
    expect(empty).toEqual([]);
  });

  it("translates the spec's fixed English messages", () => {
    const t = getI18n("en", en).t;
    expect(t("PAGE_NOT_FOUND")).toBe("This page could not be found");
    expect(t("TOO_MANY_REQUESTS")).toBe("Too many requests");
    expect(t("TOKENS_EXPIRED")).toBe("Both token and refresh token have expired. Your request was aborted.");
    expect(t("PAYMENT_FAILED")).toContain("72 working hours");
    expect(t("footer.rights", { year: 2025, brand: "Rahhal" })).toBe("© 2025 Rahhal. All rights reserved.");
    expect(t("meta.flightResults.title", { origin: "NJF", destination: "BGW" })).toBe(
      "Flights from NJF to BGW",
    );
  });
});

describe("locale files", () => {
  /** Every object's own keys as written in the file (JSON.parse keeps only the last of a pair). */
  function duplicateKeys(text: string): string[] {
    const duplicates: string[] = [];
    const stack: Set<string>[] = [];
    // Strings are read whole, so a brace or colon inside a translation never counts.
    const token = /"(?:[^"\\]|\\.)*"(\s*:)?|[{}]/g;
    for (const match of text.matchAll(token)) {
      if (match[0] === "{") stack.push(new Set());
      else if (match[0] === "}") stack.pop();
      else if (match[1]) {
        const key = JSON.parse(match[0].slice(0, match[0].lastIndexOf('"') + 1)) as string;
        const seen = stack.at(-1);
        if (seen?.has(key)) duplicates.push(key);
        seen?.add(key);
      }
    }
    return duplicates;
  }

  it("finds a key written twice in one object", () => {
    expect(duplicateKeys('{"a": "x: {y}", "b": {"a": 1}, "a": "z"}')).toEqual(["a"]);
    expect(duplicateKeys('{"a": "\\"a\\": 1", "b": 2}')).toEqual([]);
  });

  it("write each key once: a second one would silently replace the first translation", () => {
    const dir = path.resolve(import.meta.dirname, "../../locales");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files)
      expect(duplicateKeys(readFileSync(path.join(dir, file), "utf8")), file).toEqual([]);
  });

  it("no message key is declared in two groups of the domain", () => {
    const all = [
      ...userMessageKeys,
      ...bookingMessageKeys,
      ...flightMessageKeys,
      ...hotelMessageKeys,
      ...visaMessageKeys,
      ...tourMessageKeys,
      ...promotionMessageKeys,
      ...landingMessageKeys,
      ...orderMessageKeys,
      ...paymentMessageKeys,
      ...refundMessageKeys,
      ...backOfficeMessageKeys,
    ];
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
  });
});
