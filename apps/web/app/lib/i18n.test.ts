import { extraMessageKeys, specMessageKeys } from "@safar/domain/messages";
import {
  backOfficeMessageKeys,
  bookingMessageKeys,
  flightMessageKeys,
  orderMessageKeys,
  paymentMessageKeys,
  refundMessageKeys,
  userMessageKeys,
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
