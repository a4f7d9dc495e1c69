import type { FastifyInstance } from "fastify";

/**
 * Personal answers are never kept by a browser, a proxy or a shared cache (issue 10, finding 10):
 * an answer to a request that carries credentials (a Bearer token, or a route's signed-in user),
 * that comes from the account base (tokens, codes, the customer's own data) or that refuses one
 * (401, 403: it must not stand in for the customer's answer in a cache) is sent with
 * `Cache-Control: private, no-store` unless its route chose a policy of its own (an image's ETag
 * and `private`, a page's). One rule here instead of one header per route, so a new route cannot
 * forget it.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.hasHeader("cache-control")) return payload;
    const personal =
      request.headers.authorization !== undefined ||
      request.url.startsWith("/account/") ||
      reply.statusCode === 401 ||
      reply.statusCode === 403 ||
      (request as { userId?: unknown }).userId != null;
    if (personal) reply.header("cache-control", "private, no-store");
    return payload;
  });
}
