import { createApiClient } from "./api";
import { publicEnv } from "./env.server";

/**
 * An API client for a loader or action: relative bases become absolute with the request's origin
 * (same process behind Fastify), and the caller's cookies are forwarded.
 */
export function apiForRequest(request: Request) {
  const cookie = request.headers.get("Cookie");
  return createApiClient({
    env: publicEnv,
    origin: new URL(request.url).origin,
    headers: cookie ? { Cookie: cookie } : undefined,
  });
}
