import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createContentSecurityPolicy, createScriptNonce, inlineScriptHashes } from "./security-headers";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function directive(policy: string, name: string): string[] {
  const found = policy.split(";").map((part) => part.trim().split(/\s+/));
  return found.find(([first]) => first === name)?.slice(1) ?? [];
}

describe("the content security policy (decision 009)", () => {
  const csp = createContentSecurityPolicy({ isProduction: false, widgetOrigins: ["https://pay.example"] });

  it("allows inline scripts only by this answer's nonce, never 'unsafe-inline'", () => {
    const scripts = directive(csp.withNonce("abc123=="), "script-src");
    expect(scripts).toEqual([
      "'self'",
      "'nonce-abc123=='",
      "https://accounts.google.com/gsi/client",
      "https://pay.example",
    ]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(directive(csp.withNonce("n"), "script-src-attr")).toEqual(["'none'"]);
  });

  it("keeps the rest: Google sign-in and the payment widget's frames, styles and form, no framing", () => {
    const policy = csp.withNonce("n");
    expect(directive(policy, "frame-src")).toEqual([
      "'self'",
      "https://accounts.google.com/gsi/",
      "https://pay.example",
    ]);
    expect(directive(policy, "style-src")).toContain("https://accounts.google.com/gsi/style");
    expect(directive(policy, "form-action")).toEqual(["'self'", "https://pay.example"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(createContentSecurityPolicy({ isProduction: true, widgetOrigins: [] }).withNonce("n")).toContain(
      "upgrade-insecure-requests",
    );
  });

  it("lets pictures come from the blog's image origins, and scripts never", () => {
    const policy = createContentSecurityPolicy({
      isProduction: false,
      widgetOrigins: [],
      imageOrigins: ["https://blog.example"],
    }).withNonce("n");
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "blob:", "https://blog.example"]);
    expect(directive(policy, "script-src")).not.toContain("https://blog.example");
    expect(directive(csp.withNonce("n"), "img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://pay.example",
    ]);
  });

  it("names a cached page's scripts by hash and carries no nonce", () => {
    const policy = csp.withHashes(["'sha256-AAAA'", "'sha256-BBBB'"]);
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      "'sha256-AAAA'",
      "'sha256-BBBB'",
      "https://accounts.google.com/gsi/client",
      "https://pay.example",
    ]);
    expect(policy).not.toContain("nonce-");
  });

  it("makes a new 128-bit nonce each time", () => {
    const a = createScriptNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(createScriptNonce()).not.toBe(a);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes every inline script's text as the browser does, and skips external ones", () => {
    const context = 'window.__reactRouterContext = {"a":"\\u003c/script>"};';
    const module = 'import "/assets/entry.client-x.js";';
    const html = [
      "<!DOCTYPE html><html><head>",
      '<script type="module" src="/assets/a.js"></script>',
      `</head><body><script nonce="n1">${context}</script>`,
      `<SCRIPT nonce="n1" type="module" async="">${module}</SCRIPT >`,
      '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
      `<script>${context}</script>`,
      "<script></script>",
      "</body></html>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha(context),
      sha(module),
      sha('{"@type":"FAQPage"}'),
      sha(""),
    ]);
  });

  it("hashes non-ASCII text as UTF-8", () => {
    const text = 'window.t = "حجز";';
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([sha(text)]);
  });
});
