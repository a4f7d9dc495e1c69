import { UserMessageKey } from "@safar/domain/user-messages";
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors";

/**
 * A call that a cookie authenticates must come from the site itself: its Origin names this host (or
 * `publicOrigin`, PUBLIC_URL's). SameSite=Strict already keeps such cookies off cross-site requests;
 * this refuses them even where a browser would send it (an old browser, a sibling subdomain).
 * Browsers send Origin on every POST; a call without one is no browser's and is refused too. The
 * scheme is not compared: TLS usually ends at the balancer, and the Secure flag keeps the cookie off
 * plain http. Used by the customer's refresh cookie and the operator's session cookie.
 */
export function assertSameSite(request: FastifyRequest, publicOrigin: string | undefined): void {
  const origin = request.headers.origin;
  let host: string | undefined;
  try {
    host = origin ? new URL(origin).host : undefined;
  } catch {
    host = undefined;
  }
  const allowed =
    host !== undefined && (host === request.host || (publicOrigin !== undefined && origin === publicOrigin));
  if (!allowed)
    throw AppError.single(
      "forbidden",
      "origin",
      UserMessageKey.FORBIDDEN,
      `cookie-authenticated call from origin ${origin ?? "(none)"}`,
    );
}
