import { redirect } from "react-router";
import { AUTH_COOKIE, isLiveSession, parseSession, readCookie } from "../../lib/session";
import { loginUrl, redirectTargetOf } from "./access";

/** Whether the request carries a usable session (the `auth` cookie with a live refresh token). */
export function hasSession(request: Request, now = Date.now()): boolean {
  return isLiveSession(parseSession(readCookie(request.headers.get("Cookie"), AUTH_COOKIE)), now);
}

/** Protected pages (spec §2, §6): anonymous visitors go to the login, then back to this page. */
export function requireUser(request: Request): void {
  if (hasSession(request)) return;
  const url = new URL(request.url);
  throw redirect(loginUrl(url.pathname + url.search));
}

/**
 * Guest-only pages (spec §2): the login entry (`?login=1`) sends a signed-in visitor home, or to the
 * safe target it names.
 */
export function requireGuestForLogin(request: Request): void {
  const url = new URL(request.url);
  if (url.searchParams.get("login") !== "1" || !hasSession(request)) return;
  throw redirect(redirectTargetOf(url.search) ?? "/");
}
