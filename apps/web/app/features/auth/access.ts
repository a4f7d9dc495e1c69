/**
 * Who may see which page (spec §2, §6). Protected pages send anonymous visitors to the login (the
 * modal on the home page) and back afterwards; the target always goes through the domain's
 * `safeRedirect` check.
 */
import { safeRedirect } from "@safar/domain/redirect";

/**
 * Paths that need a signed-in customer. `/confirm/hyperpay` (the payment widget's return page) is
 * left out on purpose: a gateway comes back to it with a cross-site POST, which never carries the
 * SameSite=Lax cookie, and the order it shows is checked by the server anyway.
 */
const PROTECTED = [
  /^\/profile(\/|$)/,
  /^\/add-passenger\/?$/,
  /^\/confirm\/?$/,
  /^\/payment(\/|$)/,
  /^\/visa\/payment(\/|$)/,
];

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED.some((pattern) => pattern.test(pathname));
}

export const LOGIN_PARAM = "login";
export const REDIRECT_PARAM = "redirect";

/** The login entry: the home page with the modal open, e.g. `/?login=1&redirect=%2Fprofile%2Faccount`. */
export function loginUrl(redirectTo?: string): string {
  const params = new URLSearchParams({ [LOGIN_PARAM]: "1" });
  const target = safeRedirect(redirectTo, "");
  if (target && target !== "/") params.set(REDIRECT_PARAM, target);
  return `/?${params.toString()}`;
}

/** The safe post-login target named by a login URL's query, or undefined. */
export function redirectTargetOf(search: string): string | undefined {
  const target = safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM), "");
  return target === "" ? undefined : target;
}
