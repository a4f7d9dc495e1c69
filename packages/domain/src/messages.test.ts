import { describe, expect, it } from "vitest";
import { ExtraMessageKey, extraMessageKeys, MessageKey, SpecMessageKey, specMessageKeys } from "./messages";

describe("message keys", () => {
  it("every key is its own value and SCREAMING_SNAKE", () => {
    for (const [name, value] of Object.entries(MessageKey)) {
      expect(value).toBe(name);
      expect(value).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
    }
  });

  it("invented keys do not shadow spec keys", () => {
    const spec = new Set<string>(specMessageKeys);
    for (const key of extraMessageKeys) expect(spec.has(key), key).toBe(false);
    expect(Object.keys(MessageKey).length).toBe(specMessageKeys.length + extraMessageKeys.length);
  });

  it("lists every key of each group", () => {
    expect([...specMessageKeys].sort()).toEqual(Object.keys(SpecMessageKey).sort());
    expect([...extraMessageKeys].sort()).toEqual(Object.keys(ExtraMessageKey).sort());
  });

  it.each([
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
  ])("spec key %s is present", (key) => {
    expect(specMessageKeys).toContain(key);
  });
});
