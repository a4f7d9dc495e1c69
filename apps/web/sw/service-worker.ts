/**
 * The installable app's service worker (docs/installable-app.md, decision 018), built by the
 * Vite plugin in vite.config.ts into build/client/sw.js with the list of the build's files.
 *
 * - The app shell: the scripts and styles every page loads, the icons and the offline page are
 *   precached (a new build's worker fetches only what changed and drops the rest); a page's own
 *   scripts, styles, fonts and translation files (hashed names, never changed) are kept when first
 *   loaded.
 * - Pages always come from the network, never from a cache: their HTML may be a customer's. Offline,
 *   a page opens the offline page instead, which lists the files kept below.
 * - The customer's issued e-tickets and hotel vouchers (PDF, GET only) are kept when downloaded,
 *   network first: online the server answers (and may refuse); offline the kept copy is served.
 *   No JSON answer is kept.
 * - A new version waits until the page's "Update" button tells it to take over (SKIP_WAITING).
 */
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import {
  isOfflineFilePath,
  OFFLINE_FILES_CACHE,
  OFFLINE_FILES_MAX,
  OFFLINE_FILES_MAX_AGE_SECONDS,
} from "../app/lib/offline-files";
import { OFFLINE_PAGE, SKIP_WAITING } from "../app/lib/service-worker-protocol";

declare const self: ServiceWorkerGlobalScope;
/** The build's files, written in by the build (vite.config.ts). */
declare const __PRECACHE_MANIFEST__: (PrecacheEntry | string)[];

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();
enableNavigationPreload();
clientsClaim();

/** A kept file opened by itself (from the offline page) shows in the browser instead of downloading. */
function inline(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.delete("content-disposition");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isOfflineFilePath(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_FILES_CACHE,
    networkTimeoutSeconds: 15,
    // The download carries the customer's Bearer token, the offline page's link does not.
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: OFFLINE_FILES_MAX, maxAgeSeconds: OFFLINE_FILES_MAX_AGE_SECONDS }),
      {
        cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
          cachedResponse && request.mode === "navigate" ? inline(cachedResponse) : cachedResponse,
      },
    ],
  }),
  "GET",
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: "rahhal-assets",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
    ],
  }),
  "GET",
);

registerRoute(new NavigationRoute(new NetworkOnly()));

setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
