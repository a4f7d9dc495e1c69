import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressBody, isCompressible, negotiateEncoding, varyWithAcceptEncoding } from "./compression";

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0.1, gzip;q=0.8", "gzip"],
    ["br;q=0", undefined],
    ["identity", undefined],
    ["", undefined],
    [undefined, undefined],
    [["gzip", "br"], "br"],
  ] as const)("%j → %s", (header, expected) => {
    expect(negotiateEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe("compressBody", () => {
  const body = Buffer.from("<main>".concat("بغداد — البصرة ".repeat(300), "</main>"));
  it.each(["answer", "store"] as const)(
    "brotli and gzip at the %s level give the body back",
    async (level) => {
      expect(brotliDecompressSync(await compressBody(body, "br", level)).equals(body)).toBe(true);
      expect(gunzipSync(await compressBody(body, "gzip", level)).equals(body)).toBe(true);
    },
  );
});

describe("isCompressible", () => {
  it.each([
    ["text/html; charset=utf-8", true],
    ["text/x-script", true],
    ["application/json", true],
    ["application/problem+json", true],
    ["image/svg+xml", true],
    ["image/png", false],
    ["application/pdf", false],
    [null, false],
  ] as const)("%s → %s", (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});

describe("varyWithAcceptEncoding", () => {
  it("adds Accept-Encoding to the page's own names, once", () => {
    expect(varyWithAcceptEncoding("Cookie")).toBe("Cookie, Accept-Encoding");
    expect(varyWithAcceptEncoding("Cookie, Accept-Language")).toBe(
      "Cookie, Accept-Language, Accept-Encoding",
    );
    expect(varyWithAcceptEncoding(undefined)).toBe("Accept-Encoding");
    expect(varyWithAcceptEncoding(null)).toBe("Accept-Encoding");
    expect(varyWithAcceptEncoding("")).toBe("Accept-Encoding");
    expect(varyWithAcceptEncoding("cookie, accept-encoding")).toBe("cookie, accept-encoding");
  });
});
