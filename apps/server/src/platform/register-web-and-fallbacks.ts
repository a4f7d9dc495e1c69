import type { AppConfig } from "./config";
import { envelopeNotFound } from "./http";
import { createPageCache } from "./page-cache";
import { type ContentSecurityPolicy, inlineScriptHashes } from "./security-headers";
import { registerWebApp, type WebBuild } from "./ssr";
import type { AppInstance } from "./types";

/** The bases that answer JSON: an unknown path under them is an envelope 404, never the web app. */
const JSON_BASES = ["/api", "/account", "/images"] as const;

/**
 * What answers after every module's routes: an envelope 404 under the JSON bases, the web app's
 * pages (server-rendered, from the page cache when they may be kept), and an envelope 404 for
 * anything else.
 */
export async function registerWebAndFallbacks(
  app: AppInstance,
  deps: { config: AppConfig; web?: WebBuild | undefined; csp: ContentSecurityPolicy },
) {
  const { config, csp } = deps;
  for (const base of JSON_BASES) {
    app.all(`${base}/*`, { schema: { hide: true } }, envelopeNotFound);
    app.all(base, { schema: { hide: true } }, envelopeNotFound);
  }

  // The web build is always a production build: its error views never show stacks.
  if (deps.web) {
    const pageCache =
      config.PAGE_CACHE_MB > 0
        ? createPageCache({
            maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
            // A kept page goes to many visitors, so no nonce: its inline scripts by hash (decision 009).
            headersOf: (html) => [["content-security-policy", csp.withHashes(inlineScriptHashes(html))]],
          })
        : undefined;
    await registerWebApp(app, deps.web, "production", pageCache);
  }
  app.setNotFoundHandler(envelopeNotFound);
}
