import { describe, expect, it } from "vitest";
import { isSafeRedirect, safeRedirect } from "./redirect";

describe("safeRedirect accepts same-site paths", () => {
  it.each([
    "/",
    "/profile",
    "/profile/my-travels/order-details",
    "/flight/BGW-NJF?date=2025-01-01&adults=1",
    "/search?q=new%20york",
    "/search?q=%D8%A8%D8%BA%D8%AF%D8%A7%D8%AF",
    "/profile#passengers",
    "/a/b.c/d",
    "/...",
    "/a..b",
    "/visa/payment/9b2f8e7a-5c1d-4e3f-a6b7-c8d9e0f1a2b3",
    "/redirect?to=%2Fhome",
  ])("%j", (target) => {
    expect(safeRedirect(target, "/fallback")).toBe(target);
    expect(isSafeRedirect(target)).toBe(true);
  });
});

describe("safeRedirect gives a target ready for a Location header", () => {
  it.each([
    ["/بغداد", "/%D8%A8%D8%BA%D8%AF%D8%A7%D8%AF"],
    ["/flight/NJF?city=النجف&adults=1", "/flight/NJF?city=%D8%A7%D9%84%D9%86%D8%AC%D9%81&adults=1"],
    ["/search?q=%D8%A8 already encoded", "/fallback"],
    ["/a/😀", "/a/%F0%9F%98%80"],
  ])("%j → %j", (target, expected) => {
    const safe = safeRedirect(target, "/fallback");
    expect(safe).toBe(expected);
    expect(safe).toMatch(/^[\x21-\x7e]+$/);
    if (safe !== "/fallback") expect(decodeURI(safe)).toBe(target);
  });
});

describe("safeRedirect rejects everything else", () => {
  it.each([
    // not a string / empty
    [undefined],
    [null],
    [42],
    [["/profile"]],
    [{ toString: () => "/profile" }],
    [""],
    // relative or absolute URLs, schemes
    ["profile"],
    ["./profile"],
    ["../profile"],
    ["https://evil.com"],
    ["http://evil.com/path"],
    ["javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["mailto:a@b.c"],
    ["evil.com"],
    // protocol-relative and backslash tricks
    ["//evil.com"],
    ["///evil.com"],
    ["//evil.com/profile"],
    ["/\\evil.com"],
    ["\\\\evil.com"],
    ["\\/evil.com"],
    ["/\\/evil.com"],
    ["/profile\\..\\..\\evil"],
    // encoded tricks
    ["/%2Fevil.com"],
    ["/%2fevil.com"],
    ["/%5Cevil.com"],
    ["/%5cevil.com"],
    ["/%252Fevil.com"],
    ["/%25252Fevil.com"],
    ["%2F%2Fevil.com"],
    ["/%2e%2e/%2fevil.com"],
    ["/%E0%A4%A"],
    ["/%"],
    ["/%0A/evil.com"],
    ["/%09/evil.com"],
    ["/%00"],
    ["/%E2%80%AE"],
    // whitespace and control characters
    [" /profile"],
    ["/profile "],
    ["\t/profile"],
    ["/\t/evil.com"],
    ["/\n/evil.com"],
    ["/\r/evil.com"],
    ["/ /evil.com"],
    ["/\u0000/evil.com"],
    ["/\u007F"],
    ["/\u0085x"],
    ["/\u2028/evil.com"],
    ["/\u202E/moc.live"],
    ["/\u200B/evil.com"],
    ["/\uFEFF/evil.com"],
    // dot segments
    ["/."],
    ["/.."],
    ["/../evil"],
    ["/..//evil.com"],
    ["/a/./b"],
    ["/a/../b"],
    ["/a/.."],
    ["/a/%2e%2e/b"],
    ["/a/.%2E/b"],
  ])("%j", (target) => {
    expect(safeRedirect(target, "/fallback")).toBe("/fallback");
    expect(isSafeRedirect(target)).toBe(false);
  });

  it("falls back to / by default", () => {
    expect(safeRedirect("https://evil.com")).toBe("/");
    expect(safeRedirect("/ok")).toBe("/ok");
  });

  it("refuses a string that keeps decoding past the round limit", () => {
    let target = "/a%2Fb";
    for (let i = 0; i < 6; i++) target = target.replace(/%/g, "%25");
    expect(isSafeRedirect(target)).toBe(false);
    let shallow = "/a%20b";
    for (let i = 0; i < 3; i++) shallow = shallow.replace(/%/g, "%25");
    expect(isSafeRedirect(shallow)).toBe(true);
  });
});
