import { LRUCache } from "lru-cache";
import { compressBody } from "./compression";

/**
 * A shared cache of server-rendered pages, as a CDN would keep them (RFC 9111): a page is stored
 * only when its answer says it may be (`Cache-Control: public, s-maxage=N`, status 200, no
 * `Set-Cookie`, not `private` or `no-store`), for `s-maxage` seconds, under its URL and the values of
 * the request headers its `Vary` names. The web app decides what is public: it marks a page public
 * only for a visitor without a session, and varies on `Cookie` and `Accept-Language`, so a signed-in
 * customer never meets another visitor's page. Entries keep the body and its brotli and gzip forms,
 * so a hit costs neither a render nor compression. Concurrent misses of one key render once.
 *
 * Each instance has its own: what it holds is public, derived from code and content, and lives
 * seconds (README, "What lives where").
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  storedAt: number;
}

export interface PageCacheOptions {
  /** Bodies kept at most, in bytes (all three encodings counted). */
  maxBytes: number;
  /**
   * Headers a kept page is sent with besides its own, made once from its HTML when it is stored
   * (the content security policy naming its inline scripts by hash: it can carry no per-request nonce).
   */
  headersOf?: (html: string) => [string, string][];
  now?: () => number;
}

/** Seconds a shared cache may keep this answer, or 0 when it may not keep it. */
export function sharedMaxAge(status: number, headers: Headers): number {
  if (status !== 200 || headers.has("set-cookie")) return 0;
  const control = (headers.get("cache-control") ?? "").toLowerCase();
  if (!/\bpublic\b/.test(control) || /\b(private|no-store|no-cache)\b/.test(control)) return 0;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(control)?.[1];
  if ((headers.get("vary") ?? "").trim() === "*") return 0;
  return sMaxAge ? Number(sMaxAge) : 0;
}

function varyNames(headers: Headers): string[] {
  return (headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== "accept-encoding")
    .sort();
}

/** What `serve` answers: a page from the cache or just stored, or the render itself to stream. */
export type Served = { kind: "hit" | "stored"; page: CachedPage } | { kind: "pass"; response: Response };

export interface PageCache {
  /**
   * The cached page for this URL and request headers; otherwise `render` runs (once for concurrent
   * callers of one key) and its answer is kept when its headers allow, or passed through untouched.
   */
  serve(
    url: string,
    requestHeader: (name: string) => string | undefined,
    render: () => Promise<Response>,
  ): Promise<Served>;
  clear(): void;
  readonly size: number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.body.length + page.br.length + page.gzip.length + 512,
    perf: { now },
    ttlResolution: 0,
  });
  /** The header names each URL's answer varies on, learnt from its last storable answer. */
  const varies = new LRUCache<string, string[]>({ max: 10_000 });
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  const keyOf = (url: string, names: readonly string[], header: (name: string) => string | undefined) =>
    `${url}\n${names.map((n) => `${n}:${header(n) ?? ""}`).join("\n")}`;

  async function store(
    url: string,
    response: Response,
    seconds: number,
    header: (name: string) => string | undefined,
  ) {
    const body = Buffer.from(await response.arrayBuffer());
    const [br, gz] = await Promise.all([
      compressBody(body, "br", "store"),
      compressBody(body, "gzip", "store"),
    ]);
    const names = varyNames(response.headers);
    const extra = options.headersOf?.(body.toString("utf8")) ?? [];
    const extraNames = new Set(extra.map(([name]) => name.toLowerCase()));
    const page: CachedPage = {
      status: response.status,
      headers: [
        ...[...response.headers].filter(([name]) => name !== "content-length" && !extraNames.has(name)),
        ...extra,
      ],
      body,
      br,
      gzip: gz,
      storedAt: now(),
    };
    varies.set(url, names);
    pages.set(keyOf(url, names, header), page, { ttl: seconds * 1000 });
    return page;
  }

  return {
    async serve(url, requestHeader, render) {
      const knownVary = varies.get(url);
      const hit = knownVary ? pages.get(keyOf(url, knownVary, requestHeader)) : undefined;
      if (hit) return { kind: "hit", page: hit };

      // Concurrent misses wait for one render. Until a URL's Vary is known, the flight's key names
      // every header a page may vary on, so two different visitors never share a render.
      const flightKey = keyOf(url, knownVary ?? ["accept-language", "cookie"], requestHeader);
      const running = rendering.get(flightKey);
      if (running) {
        const page = await running;
        if (page) return { kind: "hit", page };
        return { kind: "pass", response: await render() };
      }
      let settle!: (page: CachedPage | undefined) => void;
      rendering.set(
        flightKey,
        new Promise((resolve) => {
          settle = resolve;
        }),
      );
      try {
        const response = await render();
        const seconds = sharedMaxAge(response.status, response.headers);
        if (seconds <= 0) {
          settle(undefined);
          return { kind: "pass", response };
        }
        const page = await store(url, response, seconds, requestHeader);
        settle(page);
        return { kind: "stored", page };
      } catch (error) {
        settle(undefined);
        throw error;
      } finally {
        rendering.delete(flightKey);
      }
    },
    clear() {
      pages.clear();
      varies.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
