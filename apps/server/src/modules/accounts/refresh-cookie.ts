import type { FastifyReply, FastifyRequest } from "fastify";
import { assertSameSite } from "../../platform/same-site";

/**
 * The web app's refresh token lives in this cookie, never in script reach (decision 009): HttpOnly,
 * SameSite=Strict, Secure in production, sent only to the token and revocation endpoints. The
 * web app asks for it with the {@link TOKEN_TRANSPORT_HEADER} on its sign-in and refresh calls;
 * other clients (apps, scripts) keep getting the refresh token in the answer's body, as the spec says.
 */
export const REFRESH_COOKIE = "auth_refresh";
/** The cookie is sent to `/account/connect/token` and `/account/connect/revocation` only. */
export const REFRESH_COOKIE_PATH = "/account/connect";
/** `X-Token-Transport: cookie`: put the refresh token in the HttpOnly cookie, not in the body. */
export const TOKEN_TRANSPORT_HEADER = "x-token-transport";

export interface RefreshCookieOptions {
  /** Secure flag (production: the site is HTTPS only; plain-http localhost in development and tests). */
  secure: boolean;
  maxAgeSeconds: number;
  /** PUBLIC_URL's origin, also accepted as the Origin of a cookie-authenticated call. */
  publicOrigin: string | undefined;
}

export function createRefreshCookie(options: RefreshCookieOptions) {
  const attributes = {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: options.secure,
  } as const;

  const assertSameOrigin = (request: FastifyRequest) => assertSameSite(request, options.publicOrigin);

  return {
    /** Whether the caller asked for the refresh token in the cookie (the web app does). */
    wanted(request: FastifyRequest): boolean {
      return String(request.headers[TOKEN_TRANSPORT_HEADER] ?? "").toLowerCase() === "cookie";
    },
    /** The refresh token of the cookie, once the call is known to come from the site itself. */
    read(request: FastifyRequest): string | undefined {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) return undefined;
      assertSameOrigin(request);
      return token;
    },
    set(reply: FastifyReply, refreshToken: string): void {
      reply.setCookie(REFRESH_COOKIE, refreshToken, { ...attributes, maxAge: options.maxAgeSeconds });
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(REFRESH_COOKIE, attributes);
    },
  };
}

export type RefreshCookie = ReturnType<typeof createRefreshCookie>;
