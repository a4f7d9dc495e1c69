import { createApiClient } from "./api";
import { publicEnv } from "./env.server";

/**
 * An API client for a loader or action: relative bases become absolute with the request's origin,
 * and the caller's cookies are forwarded. The server that renders the page hands its loaders an
 * in-process `fetch` in the load context (the API answered without a socket, as from the caller's
 * address); without one (another host) the call goes over HTTP.
 */
export function apiForRequest(request: Request, loadContext?: unknown) {
  const cookie = request.headers.get("Cookie");
  const inProcess = (loadContext as { fetch?: unknown } | undefined)?.fetch;
  return createApiClient({
    env: publicEnv,
    origin: new URL(request.url).origin,
    headers: cookie ? { Cookie: cookie } : undefined,
    ...(typeof inProcess === "function" ? { fetch: inProcess as typeof fetch } : {}),
  });
}
