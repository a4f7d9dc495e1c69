import { describe, expect, it } from "vitest";
import { isCurrencyCode, readCurrencyCookie, serializeCurrencyCookie } from "./currency";

describe("the currency cookie", () => {
  it("reads a known code, ignores unknown ones and other cookies", () => {
    expect(readCurrencyCookie("locale=ar; currency=IQD; auth=1")).toBe("IQD");
    expect(readCurrencyCookie("currency=EUR")).toBeUndefined();
    expect(readCurrencyCookie("currency=%ZZ")).toBeUndefined();
    expect(readCurrencyCookie(null)).toBeUndefined();
    expect(isCurrencyCode("IRR")).toBe(true);
    expect(isCurrencyCode("irr")).toBe(false);
  });
  it("is kept a year, on every path, Lax, Secure over https", () => {
    expect(serializeCurrencyCookie("AED", true)).toBe(
      "currency=AED; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
    expect(serializeCurrencyCookie("USD", false)).not.toContain("Secure");
  });
});
