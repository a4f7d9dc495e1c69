/** React Router's route discovery call (its default `routeDiscovery.manifestPath`). */
export const MANIFEST_PATH = "/__manifest";

/**
 * Holds React Router's route discovery answers until `ready` settles (decision 027).
 *
 * The router discovers the routes of the page's links after hydration and patches them in with a
 * state update that renders every route again. A code-split boundary the server rendered, still
 * waiting for its chunk at that moment, is rebuilt from scratch by React (a dehydrated boundary
 * that receives an update is client-rendered). Holding the discovery until the page's split code
 * is in lets the page hydrate at once (its header, links and buttons work early) while those
 * boundaries hydrate when their code arrives, before any route update can reach them.
 */
export function holdRouteDiscovery(
  ready: Promise<unknown>,
  target: Pick<Window, "fetch" | "location">,
): void {
  const original = target.fetch;
  const held: typeof fetch = (input, init) => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (new URL(href, target.location.href).pathname !== MANIFEST_PATH) return original(input, init);
    const send = () => original(input, init);
    return ready.then(send, send);
  };
  target.fetch = held;
  const release = () => {
    if (target.fetch === held) target.fetch = original;
  };
  ready.then(release, release);
}
