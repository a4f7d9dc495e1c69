/**
 * The back office's route guard: the operator's session cookie (HttpOnly, SameSite=Strict, 8 hours),
 * checked before the body is parsed (authentication before validation), then the role against the
 * domain's permission table (403 otherwise). Customer tokens never reach an operator route: the
 * guard reads nothing but its own cookie. Calls that change something must come from the site itself
 * (Origin), as with the customer's refresh cookie.
 */
import { type BackOfficePermission, type OperatorSession, roleMay } from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { assertSameSite } from "../../platform/same-site";
import type { Actor, BackOfficeService } from "./back-office.service";

export const OPERATOR_COOKIE = "bo_session";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the operator guard on back-office routes. */
    operator: SignedInOperator | null;
  }
}

/** The operator a guarded call runs for: who (with the caller's address), the session and its view. */
export type SignedInOperator = { actor: Actor; sessionId: string; session: OperatorSession };

const READS = new Set(["GET", "HEAD"]);

export function createOperatorGuard(service: BackOfficeService, publicOrigin: string | undefined) {
  /** `requireOperator()` for any signed-in operator, `requireOperator(permission)` for a role's right. */
  return function requireOperator(permission?: BackOfficePermission) {
    return async function operatorGuard(request: FastifyRequest) {
      const token = request.cookies[OPERATOR_COOKIE];
      const session = token ? await service.session(token) : undefined;
      if (!session) throw AppError.single("unauthenticated", "request", K.OPERATOR_UNAUTHENTICATED);
      if (!READS.has(request.method)) assertSameSite(request, publicOrigin);
      const actor = session.actor(request.ip);
      if (permission && !roleMay(actor.role, permission))
        throw AppError.single(
          "forbidden",
          "request",
          K.OPERATOR_FORBIDDEN,
          `${actor.role} lacks ${permission}`,
        );
      request.operator = { actor, sessionId: session.sessionId, session: session.view };
    };
  };
}
export type RequireOperator = ReturnType<typeof createOperatorGuard>;

/** The operator a guarded handler runs for. */
export function currentOperator(request: FastifyRequest): SignedInOperator {
  if (!request.operator) throw AppError.single("unauthenticated", "request", K.OPERATOR_UNAUTHENTICATED);
  return request.operator;
}
