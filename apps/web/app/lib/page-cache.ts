/**
 * Which pages a shared cache (the server's page cache, or a CDN) may keep, and for how long. A route
 * module opts in with `handle.sharedCacheSeconds`; the page is then public for visitors without a
 * session only, and varies on the cookie (language, session) and on Accept-Language. A page that
 * shows anything of one customer never opts in.
 */
export type CacheHandle = { sharedCacheSeconds: number };

/** The deepest matched route's `sharedCacheSeconds`, if any route opts in. */
export function sharedCacheSeconds(handles: readonly unknown[]): number | undefined {
  let seconds: number | undefined;
  for (const handle of handles) {
    const declared = (handle as Partial<CacheHandle> | undefined)?.sharedCacheSeconds;
    if (typeof declared === "number" && declared >= 0) seconds = declared;
  }
  return seconds;
}

/**
 * Sets Cache-Control and Vary on a page's answer: public for `seconds` in shared caches (browsers
 * revalidate) when the page opts in, answers 200 and the visitor has no session; private otherwise
 * for an opted-in page, so no shared cache keeps a signed-in customer's page.
 */
export function applyPageCacheHeaders(
  headers: Headers,
  options: { seconds: number | undefined; status: number; method: string; signedIn: boolean },
): void {
  const { seconds, status, method, signedIn } = options;
  if (seconds === undefined || headers.has("cache-control")) return;
  headers.set("vary", "Cookie, Accept-Language");
  if (seconds > 0 && status === 200 && method === "GET" && !signedIn) {
    headers.set("cache-control", `public, max-age=0, s-maxage=${seconds}`);
  } else {
    headers.set("cache-control", "private, no-cache");
  }
}
