import type { FastifyRequest } from "fastify";
import { AppError, platformMessageKeys } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth guard on routes that require a signed-in customer. */
    userId: string | null;
  }
}

export type AccessTokenVerifier = (token: string) => Promise<string | undefined>;

/** A preHandler for per-user routes: a valid Bearer access token or 401. */
export function createAuthGuard(verify: AccessTokenVerifier) {
  return async function requireUser(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
    const userId = match?.[1] ? await verify(match[1]) : undefined;
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
