import { describe, expect, it } from "vitest";
import { detectLocale, readLocaleCookie, safeRedirectPath, serializeLocaleCookie } from "./locale";

describe("locale cookie and detection", () => {
  it("serializes the cookie for 365 days, path /, SameSite=Lax", () => {
    expect(serializeLocaleCookie("fa", false)).toBe("locale=fa; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(serializeLocaleCookie("en", true)).toContain("; Secure");
  });
  it("reads only known locales", () => {
    expect(readLocaleCookie("a=1; locale=en; b=2")).toBe("en");
    expect(readLocaleCookie("locale=de")).toBeUndefined();
    expect(readLocaleCookie(null)).toBeUndefined();
  });
  it("detects from Accept-Language with quality values, default Arabic", () => {
    expect(detectLocale("fa-IR,fa;q=0.9,en;q=0.8")).toBe("fa");
    expect(detectLocale("de-DE,en;q=0.5,ar;q=0.9")).toBe("ar");
    expect(detectLocale("de-DE")).toBe("ar");
    expect(detectLocale(null)).toBe("ar");
  });
  it("accepts only same-site paths as redirect targets", () => {
    expect(safeRedirectPath("/about-us?x=1")).toBe("/about-us?x=1");
    expect(safeRedirectPath("//evil.com")).toBe("/");
    expect(safeRedirectPath("https://evil.com")).toBe("/");
    expect(safeRedirectPath("/\\evil.com")).toBe("/");
  });
});
