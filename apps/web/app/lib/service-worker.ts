/**
 * The page's side of the service worker (sw/service-worker.ts, docs/installable-app.md): registered
 * once the page has loaded, in production builds only (a development server's modules are not
 * worth keeping); the new-version dialog's "Update" tells a waiting worker to take over and reloads.
 */
import { SERVICE_WORKER_URL, SKIP_WAITING } from "./service-worker-protocol";

const supported = () => typeof navigator !== "undefined" && "serviceWorker" in navigator;

/** Registers the worker after the page's load (it then precaches the shell without slowing the page). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !supported()) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch((error: unknown) => {
      console.warn("service worker registration failed", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** Waits for a worker that is still installing to finish (installed or gone), at most `ms`. */
function installed(worker: ServiceWorker, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (worker.state !== "installing") return resolve();
    const timer = window.setTimeout(resolve, ms);
    worker.addEventListener("statechange", () => {
      if (worker.state !== "installing") {
        window.clearTimeout(timer);
        resolve();
      }
    });
  });
}

/**
 * Loads the deployed version: asks the worker for the new build's worker, tells it to take over
 * (SKIP_WAITING) and reloads once it controls the page; without a worker (or when it takes too
 * long), reloads at once. The reload fetches the page from the network (pages are never cached).
 */
export async function applyUpdate(reload: () => void = () => window.location.reload()): Promise<void> {
  const registration = supported() ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) {
    await registration.update().catch(() => undefined);
    const next = registration.waiting ?? registration.installing;
    if (next) {
      await installed(next, 10_000);
      await new Promise<void>((resolve) => {
        const timer = window.setTimeout(resolve, 3_000);
        navigator.serviceWorker.addEventListener(
          "controllerchange",
          () => {
            window.clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
        next.postMessage({ type: SKIP_WAITING });
      });
    }
  }
  reload();
}
