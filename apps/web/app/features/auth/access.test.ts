import { describe, expect, it } from "vitest";
import { isProtectedPath, loginUrl, redirectTargetOf } from "./access";

describe("access", () => {
  it.each([
    ["/profile", true],
    ["/profile/account", true],
    ["/profile/my-travels/order-details", true],
    ["/add-passenger", true],
    ["/confirm", true],
    ["/payment", true],
    ["/payment/9b2f8e7a-5c1d-4e3f-a6b7-c8d9e0f1a2b3", true],
    ["/visa/payment", true],
    ["/", false],
    ["/profiles", false],
    ["/privacy", false],
    ["/confirm/hyperpay", false],
    ["/flight/NJF-BGW", false],
  ])("%s protected: %s", (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });

  it("builds the login URL through safeRedirect", () => {
    expect(loginUrl("/profile/account")).toBe("/?login=1&redirect=%2Fprofile%2Faccount");
    expect(loginUrl("/payment?x=1")).toBe("/?login=1&redirect=%2Fpayment%3Fx%3D1");
    expect(loginUrl("https://evil.com")).toBe("/?login=1");
    expect(loginUrl("//evil.com")).toBe("/?login=1");
    expect(loginUrl()).toBe("/?login=1");
  });

  it("reads only safe targets back", () => {
    expect(redirectTargetOf("?login=1&redirect=%2Fprofile%2Faccount")).toBe("/profile/account");
    expect(redirectTargetOf("?login=1&redirect=%2F%2Fevil.com")).toBeUndefined();
    expect(redirectTargetOf("?login=1&redirect=javascript%3Aalert(1)")).toBeUndefined();
    expect(redirectTargetOf("?login=1")).toBeUndefined();
  });
});
