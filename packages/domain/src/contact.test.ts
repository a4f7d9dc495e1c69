import { describe, expect, it } from "vitest";
import {
  contactSchema,
  isValidEmail,
  isValidPhoneNumber,
  phoneNumberSchema,
  toNationalPhoneNumber,
} from "./contact";

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success ? [] : (result.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? []);
}

describe("phone number: 10 digits, optional leading 0", () => {
  it.each([
    ["7801234567", true],
    ["07801234567", true],
    ["0780 123 4567", true],
    ["۰۷۸۰۱۲۳۴۵۶۷", true],
    ["٧٨٠١٢٣٤٥٦٧", true],
    ["780123456", false],
    ["78012345678", false],
    ["007801234567", false],
    ["17801234567", false],
    ["+9647801234567", false],
    ["780-123-4567", false],
    ["", false],
  ])("%j -> %s", (value, valid) => {
    expect(isValidPhoneNumber(value)).toBe(valid);
    expect(phoneNumberSchema.safeParse(value).success).toBe(valid);
  });

  it.each([
    ["07801234567", "7801234567"],
    ["7801234567", "7801234567"],
    ["0780 123 4567", "7801234567"],
    ["123", null],
  ])("toNationalPhoneNumber(%j) = %j", (value, expected) => {
    expect(toNationalPhoneNumber(value)).toBe(expected);
  });

  it("normalises digits and spaces in the output", () => {
    expect(phoneNumberSchema.parse(" ۰۷۸۰ ۱۲۳ ۴۵۶۷ ")).toBe("07801234567");
  });
});

describe("email validity", () => {
  it.each([
    ["user@example.com", true],
    ["first.last+tag@sub.example.iq", true],
    [" user@example.com ", true],
    ["user@", false],
    ["@example.com", false],
    ["user@example", false],
    ["user example@x.com", false],
    ["", false],
  ])("%j -> %s", (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });
});

describe("contactSchema", () => {
  const ok = { phoneNumber: "07801234567", email: "user@example.com" };
  it.each([
    // normal flow: email required
    [false, ok, []],
    [false, { ...ok, email: undefined }, ["email:PL_ENTER_YOUR_EMAIL"]],
    [false, { ...ok, email: "" }, ["email:PL_ENTER_YOUR_EMAIL"]],
    [false, { ...ok, email: "   " }, ["email:PL_ENTER_YOUR_EMAIL"]],
    [false, { ...ok, email: "nope" }, ["email:EMAIL_IS_INVALID"]],
    [false, { ...ok, email: 12 }, ["email:EMAIL_IS_INVALID"]],
    [false, { ...ok, phoneNumber: undefined }, ["phoneNumber:PL_ENTER_YOUR_CALL_NUMBER"]],
    [false, { ...ok, phoneNumber: "" }, ["phoneNumber:PL_ENTER_YOUR_CALL_NUMBER"]],
    [false, { ...ok, phoneNumber: "12345" }, ["phoneNumber:PHONE_NUMBER_IS_INVALID"]],
    [false, {}, ["phoneNumber:PL_ENTER_YOUR_CALL_NUMBER", "email:PL_ENTER_YOUR_EMAIL"]],
    // partner-marketplace redirect: email optional but valid if given
    [true, ok, []],
    [true, { ...ok, email: undefined }, []],
    [true, { ...ok, email: "" }, []],
    [true, { ...ok, email: null }, []],
    [true, { ...ok, email: "nope" }, ["email:EMAIL_IS_INVALID"]],
    [true, { ...ok, phoneNumber: "" }, ["phoneNumber:PL_ENTER_YOUR_CALL_NUMBER"]],
  ])("fromPartnerMarketplace=%s %j -> %j", (fromPartnerMarketplace, input, expected) => {
    expect(messages(contactSchema({ fromPartnerMarketplace }).safeParse(input))).toEqual(expected);
  });

  it("defaults to email required", () => {
    expect(messages(contactSchema().safeParse({ phoneNumber: "7801234567" }))).toEqual([
      "email:PL_ENTER_YOUR_EMAIL",
    ]);
  });

  it("outputs trimmed email and undefined for a blank optional email", () => {
    expect(contactSchema().parse({ ...ok, email: " user@example.com " }).email).toBe("user@example.com");
    expect(contactSchema({ fromPartnerMarketplace: true }).parse({ ...ok, email: "" }).email).toBeUndefined();
  });
});
