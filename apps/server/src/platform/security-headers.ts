import { createHash, randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { AppInstance } from "./types";

declare module "fastify" {
  interface FastifyReply {
    /**
     * This answer's script nonce (decision 009): the Content-Security-Policy names it, and the web
     * app's server render puts it on every script it writes (passed in the load context).
     */
    scriptNonce: string;
  }
}

/** Google Identity Services (the "Sign in with Google" button): its script, styles and frames. */
const GOOGLE_SCRIPT = "https://accounts.google.com/gsi/client";
const GOOGLE_STYLE = "https://accounts.google.com/gsi/style";
const GOOGLE_FRAMES = "https://accounts.google.com/gsi/";

export interface ContentSecurityPolicy {
  /** The policy of an answer made for one request: scripts run when they carry `nonce`. */
  withNonce(nonce: string): string;
  /**
   * The policy of a page a shared cache keeps for many visitors, which can carry no fresh nonce:
   * exactly its own inline scripts run, named by hash ({@link inlineScriptHashes}).
   */
  withHashes(hashes: readonly string[]): string;
}

/**
 * The web app's content security policy. Scripts: our own files ('self'), inline scripts only with
 * this answer's nonce (or, on a cached page, their hash) — never 'unsafe-inline' — Google's sign-in
 * script and the payment widget's origin. `widgetOrigins` are the origins a payment widget loads its
 * script, frames and styles from and posts its card form to (HyperPay's, when configured). Styles
 * keep 'unsafe-inline': React writes style attributes, and a nonce in style-src would switch those
 * off. `imageOrigins` are other origins pictures may come from (the blog's, when configured).
 */
export function createContentSecurityPolicy(options: {
  isProduction: boolean;
  widgetOrigins: readonly string[];
  imageOrigins?: readonly string[];
}): ContentSecurityPolicy {
  const widgets = [...options.widgetOrigins];
  const images = [...(options.imageOrigins ?? [])];
  const policy = (scriptSources: readonly string[]) => {
    const directives: [string, string[]][] = [
      ["default-src", ["'self'"]],
      ["script-src", ["'self'", ...scriptSources, GOOGLE_SCRIPT, ...widgets]],
      ["script-src-attr", ["'none'"]],
      ["style-src", ["'self'", "'unsafe-inline'", GOOGLE_STYLE, ...widgets]],
      ["img-src", ["'self'", "data:", "blob:", ...widgets, ...images]],
      ["font-src", ["'self'", "data:", ...widgets]],
      ["connect-src", ["'self'", ...widgets]],
      ["frame-src", ["'self'", GOOGLE_FRAMES, ...widgets]],
      ["form-action", ["'self'", ...widgets]],
      ["frame-ancestors", ["'none'"]],
      ["object-src", ["'none'"]],
      ["base-uri", ["'self'"]],
      ...(options.isProduction ? ([["upgrade-insecure-requests", []]] as [string, string[]][]) : []),
    ];
    return directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
  };
  return {
    withNonce: (nonce) => policy([`'nonce-${nonce}'`]),
    withHashes: (hashes) => policy(hashes),
  };
}

/** A fresh script nonce: 128 random bits. */
export function createScriptNonce(): string {
  return randomBytes(16).toString("base64");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXTERNAL = /\ssrc\s*=/i;

/**
 * The CSP hash sources (`'sha256-…'`) of every inline script of an HTML page, in order, without
 * repeats. A script's text is raw text in HTML (no entities), so the hash is over the bytes
 * between its tags, which is what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = "", text = ""] = match;
    if (EXTERNAL.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The security headers of every answer: helmet's (no sniffing, no framing, HSTS in production) and
 * the content security policy above with a new script nonce per answer ({@link FastifyReply.scriptNonce}).
 */
export async function registerSecurityHeaders(
  app: AppInstance,
  options: { isProduction: boolean; widgetOrigins: readonly string[]; imageOrigins?: readonly string[] },
): Promise<ContentSecurityPolicy> {
  const csp = createContentSecurityPolicy(options);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.isProduction,
  });
  app.decorateReply("scriptNonce", "");
  app.addHook("onRequest", async (_request, reply) => {
    reply.scriptNonce = createScriptNonce();
    reply.header("content-security-policy", csp.withNonce(reply.scriptNonce));
  });
  return csp;
}
