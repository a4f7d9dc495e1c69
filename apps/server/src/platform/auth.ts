import type { FastifyRequest } from "fastify";
import { AppError, platformMessageKeys } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth guard on routes that require a signed-in customer. */
    userId: string | null;
  }
}

export type AccessTokenVerifier = (token: string) => Promise<string | undefined>;

/**
 * A route guard that lets a request through or throws (401). Routes run it as their `onRequest` hook:
 * authentication comes before the body is parsed and validated, so an anonymous caller learns
 * nothing of a route's schema.
 */
export type RouteGuard = (request: FastifyRequest) => Promise<void>;

/** The guard of per-user routes (`onRequest`): a valid Bearer access token or 401. */
export function createAuthGuard(verify: AccessTokenVerifier) {
  return async function requireUser(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
    const userId = match?.[1] ? await verify(match[1]) : undefined;
    if (!userId) throw AppError.single("unauthenticated", "request", platformMessageKeys.unauthenticated);
    request.userId = userId;
  };
}

/** The web app's session cookie (apps/web/app/lib/session.ts). */
export const AUTH_COOKIE = "auth";

/** One cookie's raw value from a `Cookie` header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The access token held by the web app's `auth` cookie: URI-encoded JSON `{ accessToken,
 * refreshToken, expiresAt, refreshExpiresAt }`. Undefined when the cookie is missing or malformed.
 * Only the token is taken; it is verified like a Bearer token (signature, issuer, audience, expiry).
 */
export function sessionAccessToken(cookieValue: string | undefined): string | undefined {
  if (!cookieValue) return undefined;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(cookieValue));
    if (typeof value !== "object" || value === null || !("accessToken" in value)) return undefined;
    const token = value.accessToken;
    return typeof token === "string" && token !== "" ? token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * For what a plain link or `<img src>` fetches (ticket PDF, images): Bearer like every per-user
 * route; without an Authorization header, the web app's session cookie, its token verified the same
 * way. Only for GETs that read (the cookie is SameSite=Lax: no cross-site effect to guard).
 */
export function createBearerOrSessionGuard(verify: AccessTokenVerifier) {
  const requireBearer = createAuthGuard(verify);
  return async function requireUser(request: FastifyRequest) {
    if (request.headers.authorization !== undefined) return requireBearer(request);
    const token = sessionAccessToken(readCookie(request.headers.cookie, AUTH_COOKIE));
    const userId = token ? await verify(token) : undefined;
    if (!userId) throw AppError.single("unauthenticated", "request", platformMessageKeys.unauthenticated);
    request.userId = userId;
  };
}

/** The signed-in user's id inside a guarded handler. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId)
    throw AppError.single("unauthenticated", "request", platformMessageKeys.unauthenticated);
  return request.userId;
}

/**
 * A preHandler for public routes that do more for a signed-in customer (a search recorded in the
 * history): sets `request.userId` when a valid Bearer token comes, and otherwise lets the request
 * through anonymous (a stale token must not break a search).
 */
export function createOptionalUser(verify: AccessTokenVerifier) {
  return async function optionalUser(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
    if (!match?.[1]) return;
    request.userId = (await verify(match[1])) ?? null;
  };
}
