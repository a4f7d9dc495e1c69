import { describe, expect, it } from "vitest";
import { applyPageCacheHeaders, sharedCacheSeconds } from "./page-cache";

describe("which pages shared caches may keep", () => {
  it("takes the deepest route that opts in", () => {
    expect(sharedCacheSeconds([undefined, { i18n: ["flights"] }])).toBeUndefined();
    expect(sharedCacheSeconds([{ sharedCacheSeconds: 300 }, { i18n: [], sharedCacheSeconds: 30 }])).toBe(30);
  });

  const headersFor = (options: Partial<Parameters<typeof applyPageCacheHeaders>[1]>) => {
    const headers = new Headers();
    applyPageCacheHeaders(headers, { seconds: 60, status: 200, method: "GET", signedIn: false, ...options });
    return Object.fromEntries(headers);
  };

  it("is public for a visitor without a session, varying on cookie and language", () => {
    expect(headersFor({})).toEqual({
      "cache-control": "public, max-age=0, s-maxage=60",
      vary: "Cookie, Accept-Language",
    });
  });

  it.each([
    ["a signed-in customer", { signedIn: true }],
    ["a failed render", { status: 500 }],
    ["a not-found page", { status: 404 }],
    ["a form post", { method: "POST" }],
  ])("is private for %s", (_name, options) => {
    expect(headersFor(options)["cache-control"]).toBe("private, no-cache");
  });

  it("leaves pages that do not opt in alone", () => {
    expect(headersFor({ seconds: undefined })).toEqual({});
  });
});
