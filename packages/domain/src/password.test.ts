import { describe, expect, it } from "vitest";
import { extraMessageKeys } from "./messages";
import { changePasswordSchema, isValidPasswordLength, passwordSchema, setPasswordSchema } from "./password";

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (r: Parsed) =>
  r.success ? [] : (r.error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ?? []);

const six = "abc123";
const fifty = "x".repeat(50);

describe("password length 6 to 50", () => {
  it.each([
    ["", false],
    ["abcde", false],
    [six, true],
    ["      ", true],
    [fifty, true],
    ["x".repeat(51), false],
    ["😀😀😀😀😀😀", true],
    ["😀😀😀😀😀", false],
    ["😀".repeat(50), true],
    ["😀".repeat(51), false],
  ])("%j -> %s", (value, valid) => {
    expect(isValidPasswordLength(value)).toBe(valid);
    expect(passwordSchema.safeParse(value).success).toBe(valid);
  });

  it.each([
    [undefined, ["PL_ENTER_YOUR_PASSWORD"]],
    [null, ["PL_ENTER_YOUR_PASSWORD"]],
    ["", ["PL_ENTER_YOUR_PASSWORD"]],
    ["abc", ["PASSWORD_LENGTH_IS_INVALID"]],
    [123456, ["PL_ENTER_YOUR_PASSWORD"]],
  ])("passwordSchema(%j) -> %j", (value, expected) => {
    expect(passwordSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual(expected);
  });

  it("keeps surrounding spaces", () => {
    expect(passwordSchema.parse("  abcd  ")).toBe("  abcd  ");
  });
});

describe("changePasswordSchema", () => {
  it.each([
    [{ oldPassword: "old", newPassword: six, repeatPassword: six }, []],
    [{ oldPassword: "o", newPassword: fifty, repeatPassword: fifty }, []],
    [
      {},
      [
        "oldPassword:PL_ENTER_YOUR_OLD_PASSWORD",
        "newPassword:PL_ENTER_YOUR_NEW_PASSWORD",
        "repeatPassword:PL_REPEAT_YOUR_PASSWORD",
      ],
    ],
    [{ oldPassword: "", newPassword: six, repeatPassword: six }, ["oldPassword:PL_ENTER_YOUR_OLD_PASSWORD"]],
    [
      { oldPassword: "old", newPassword: "", repeatPassword: six },
      ["newPassword:PL_ENTER_YOUR_NEW_PASSWORD"],
    ],
    [
      { oldPassword: "old", newPassword: six, repeatPassword: "" },
      ["repeatPassword:PL_REPEAT_YOUR_PASSWORD"],
    ],
    [
      { oldPassword: "old", newPassword: "abcde", repeatPassword: "abcde" },
      ["newPassword:PASSWORD_LENGTH_IS_INVALID"],
    ],
    [
      { oldPassword: "old", newPassword: "x".repeat(51), repeatPassword: "x".repeat(51) },
      ["newPassword:PASSWORD_LENGTH_IS_INVALID"],
    ],
    [
      { oldPassword: "old", newPassword: six, repeatPassword: "abc124" },
      ["repeatPassword:PASSWORDS_DO_NOT_MATCH"],
    ],
    [
      { oldPassword: "old", newPassword: six, repeatPassword: `${six} ` },
      ["repeatPassword:PASSWORDS_DO_NOT_MATCH"],
    ],
    [
      { oldPassword: "old", newPassword: "Abc123", repeatPassword: six },
      ["repeatPassword:PASSWORDS_DO_NOT_MATCH"],
    ],
  ])("%j -> %j", (input, expected) => {
    expect(messages(changePasswordSchema.safeParse(input))).toEqual(expected);
  });
});

describe("setPasswordSchema", () => {
  it.each([
    [{ password: six, repeatPassword: six }, []],
    [
      { password: "", repeatPassword: "" },
      ["password:PL_ENTER_YOUR_PASSWORD", "repeatPassword:PL_REPEAT_YOUR_PASSWORD"],
    ],
    [{ password: "abcde", repeatPassword: "abcde" }, ["password:PASSWORD_LENGTH_IS_INVALID"]],
    [{ password: six, repeatPassword: "abcdef" }, ["repeatPassword:PASSWORDS_DO_NOT_MATCH"]],
  ])("%j -> %j", (input, expected) => {
    expect(messages(setPasswordSchema.safeParse(input))).toEqual(expected);
  });
});

describe("invented keys are listed", () => {
  it.each([
    "PL_ENTER_YOUR_PASSWORD",
    "PL_ENTER_YOUR_OLD_PASSWORD",
    "PL_ENTER_YOUR_NEW_PASSWORD",
    "PL_REPEAT_YOUR_PASSWORD",
    "PASSWORD_LENGTH_IS_INVALID",
    "PASSWORDS_DO_NOT_MATCH",
  ])("%s", (key) => {
    expect(extraMessageKeys).toContain(key);
  });
});
