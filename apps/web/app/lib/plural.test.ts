import { describe, expect, it } from "vitest";
import { pluralKey } from "./plural";

describe("pluralKey", () => {
  it("names Arabic's six forms", () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((n) => pluralKey("x", n, "ar"))).toEqual([
      "x.zero",
      "x.one",
      "x.two",
      "x.few",
      "x.few",
      "x.many",
      "x.many",
      "x.other",
    ]);
  });

  it("names one and other in Persian and English", () => {
    expect([1, 2, 5].map((n) => pluralKey("x", n, "en"))).toEqual(["x.one", "x.other", "x.other"]);
    expect(pluralKey("x", 1, "fa")).toBe("x.one");
    expect(pluralKey("x", 3, "fa")).toBe("x.other");
  });
});
