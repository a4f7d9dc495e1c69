import { changePasswordSchema, phoneNumberSchema } from "@safar/domain";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { apiFieldErrors, validate } from "./form-errors";

describe("form errors", () => {
  it("gives the domain schema's first key per field", () => {
    const result = validate(changePasswordSchema, {
      oldPassword: "",
      newPassword: "123",
      repeatPassword: "x",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        oldPassword: "PL_ENTER_YOUR_OLD_PASSWORD",
        newPassword: "PASSWORD_LENGTH_IS_INVALID",
      },
    });
    expect(
      validate(changePasswordSchema, { oldPassword: "a", newPassword: "123456", repeatPassword: "x" }),
    ).toEqual({
      ok: false,
      errors: { repeatPassword: "PASSWORDS_DO_NOT_MATCH" },
    });
    expect(validate(phoneNumberSchema, "٠٧٨٠١٢٣٤٥٦٧")).toEqual({ ok: true, data: "07801234567" });
    expect(validate(phoneNumberSchema, "")).toEqual({
      ok: false,
      errors: { form: "PL_ENTER_YOUR_CALL_NUMBER" },
    });
  });

  it("maps the server's meta.errors to fields", () => {
    const error = new ApiError(400, [
      { key: "oldPassword", messages: ["WRONG_PASSWORD", "X"] },
      { key: "other", messages: ["GENERIC_ERROR"] },
    ]);
    expect(apiFieldErrors(error, ["oldPassword", "newPassword"])).toEqual({ oldPassword: "WRONG_PASSWORD" });
    expect(apiFieldErrors(new Error("x"), ["a"])).toEqual({});
  });
});
