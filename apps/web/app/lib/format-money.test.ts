import { describe, expect, it } from "vitest";
import { money } from "./format-money";

describe("money", () => {
  it("joins amount and currency with a no-break space, so the currency never wraps alone", () => {
    expect(money(81, "en")).toBe("81.00\u00a0USD");
    expect(money(81, "ar")).toBe("٨١٫٠٠\u00a0USD");
    expect(money(81, "fa")).not.toMatch(/ /);
  });
});
