/** What the page and the service worker agree on (sw/service-worker.ts, lib/service-worker.ts, sw/offline-page.ts). */

/** The worker's file at the site's root (its scope is the whole site). */
export const SERVICE_WORKER_URL = "/sw.js";
/** The page a navigation gets offline (precached; made from locales/<lang>/app.json at build). */
export const OFFLINE_PAGE = "/offline.html";
/** The message that tells a waiting worker to take over ("Update" in the new-version dialog). */
export const SKIP_WAITING = "SKIP_WAITING";
