import { describe, expect, it } from "vitest";
import { checkSignIn } from "./sign-in-check";

describe("checkSignIn", () => {
  it("sends the e-mail in lower case and the code in ASCII digits", () => {
    expect(checkSignIn({ email: " Sara@Example.COM ", password: "secret", code: "١٢٣ ٤٥٦" })).toEqual({
      ok: true,
      data: { email: "sara@example.com", password: "secret", code: "123456" },
    });
    expect(checkSignIn({ email: "a@b.iq", password: "x", code: "۰۹۸۷۶۵" })).toMatchObject({
      ok: true,
      data: { code: "098765" },
    });
  });

  it("names each empty field and a code that is not six digits", () => {
    expect(checkSignIn({ email: " ", password: "", code: "12345" })).toEqual({
      ok: false,
      errors: {
        email: "back-office.signIn.emailRequired",
        password: "back-office.signIn.passwordRequired",
        code: "OPERATOR_CODE_IS_INVALID",
      },
    });
    expect(checkSignIn({ email: "a@b.iq", password: "x", code: "12a456" })).toEqual({
      ok: false,
      errors: { code: "OPERATOR_CODE_IS_INVALID" },
    });
  });
});
