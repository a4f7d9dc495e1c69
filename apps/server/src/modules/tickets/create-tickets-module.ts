import type { FareRule, OrderDetail } from "@safar/domain";
import { OrderMessageKey } from "@safar/domain/user-messages";
import type { FastifyRequest } from "fastify";
import { type AccessTokenVerifier, createAuthGuard } from "../../platform/auth";
import { AppError, platformMessageKeys } from "../../platform/errors";
import { roundTripFareRules, roundTripIssuance, roundTripOrder } from "./fixtures/round-trip-order";
import { renderTicketHtml } from "./render-html";
import { renderTicketPdf } from "./render-pdf";
import type { TicketLocale } from "./ticket-labels";
import { type TicketIssuance, type TicketView, toTicketView } from "./ticket-view";

/**
 * Where tickets come from: the customer's order and what the issuance job stored for it. Wired in
 * app.ts by whoever owns issuance; this module only reads through it.
 */
export interface TicketSource {
  /**
   * The order (as `GetCurrentUserOrderDetails` answers it) and its issuance, null while the ticket
   * is not issued (or no longer valid). Throws the orders service's AppErrors: 404
   * ORDER_NOT_FOUND for an unknown order, 403 ORDER_NOT_YOURS for another customer's.
   */
  load(
    userId: string,
    orderId: string,
  ): Promise<{
    detail: OrderDetail;
    issuance: TicketIssuance | null;
    /** The booked fares' rules, for the ticket's fare-rules summary; without them a general line. */
    fareRules?: FareRule[] | undefined;
  }>;
}

export interface TicketsModuleDeps {
  source: TicketSource;
  /** The accounts module's access-token check: the same for the Bearer header and the session cookie. */
  verifyAccessToken: AccessTokenVerifier;
  /** `PUBLIC_URL`: the base of the link in the QR code; without it, the request's own origin. */
  publicUrl?: string | undefined;
  /** An airport's time zone, to print airport-local times (default: Baghdad time throughout). */
  timeZoneOf?: ((iata: string) => string | undefined) | undefined;
}

/** The web app's session cookie (apps/web/app/features/auth/session.ts). */
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

export interface TicketRequest {
  locale: TicketLocale;
  proposalId?: string | undefined;
  /** The request's origin, used for the QR link when no public URL is configured. */
  origin: string;
}

/** Wires the e-ticket: the data source, the renderers and the guard of its routes. */
export function createTicketsModule(deps: TicketsModuleDeps) {
  const requireBearer = createAuthGuard(deps.verifyAccessToken);

  /**
   * Bearer like every per-user route; without an Authorization header, the web app's session
   * cookie, so that a plain link (`<a href download>`) downloads the ticket. Either way the access
   * token goes through the same verification. A GET that only reads: no cross-site effect to guard
   * (the cookie is SameSite=Lax).
   */
  async function requireTicketUser(request: FastifyRequest): Promise<void> {
    if (request.headers.authorization !== undefined) return requireBearer(request);
    const token = sessionAccessToken(readCookie(request.headers.cookie, AUTH_COOKIE));
    const userId = token ? await deps.verifyAccessToken(token) : undefined;
    if (!userId) throw AppError.single("unauthenticated", "request", platformMessageKeys.unauthenticated);
    request.userId = userId;
  }

  const service = {
    /**
     * The ticket view of the customer's order: 404/403 from the source, 409 TICKET_NOT_ISSUED
     * before issuance, 404 for a `proposalId` that is not one of the order's.
     */
    async view(userId: string, orderId: string, ask: TicketRequest): Promise<TicketView> {
      const { detail, issuance, fareRules } = await deps.source.load(userId, orderId);
      if (!issuance) throw AppError.single("conflict", "orderId", OrderMessageKey.TICKET_NOT_ISSUED);
      const { proposal, returningProposal } = detail.flightOrder;
      if (ask.proposalId && ![proposal, returningProposal].some((p) => p?.proposalId === ask.proposalId)) {
        throw AppError.notFound("proposalId");
      }
      return toTicketView(detail, issuance, ask.locale, {
        siteUrl: deps.publicUrl ?? ask.origin,
        fareRules,
        proposalId: ask.proposalId,
        timeZoneOf: deps.timeZoneOf,
      });
    },

    async html(userId: string, orderId: string, ask: TicketRequest): Promise<string> {
      return renderTicketHtml(await service.view(userId, orderId, ask), ask.locale);
    },

    async pdf(
      userId: string,
      orderId: string,
      ask: TicketRequest,
    ): Promise<{ pdf: Buffer; fileName: string }> {
      const view = await service.view(userId, orderId, ask);
      const safe = view.trackingNumber.replace(/[^A-Za-z0-9_-]/g, "_");
      return { pdf: await renderTicketPdf(view, ask.locale), fileName: `ticket-${safe}.pdf` };
    },
  };

  /**
   * Renders a sample ticket once in each language, off the request path: the first PDF of a process
   * pays for reading the font's shaping tables and for cold code (about 1 s of CPU here, against
   * 30 to 100 ms afterwards). Optional; call it after the server listens.
   */
  async function warmUp(): Promise<void> {
    for (const locale of ["ar", "fa", "en"] as const) {
      const view = toTicketView(roundTripOrder, roundTripIssuance, locale, { fareRules: roundTripFareRules });
      renderTicketHtml(view, locale);
      await renderTicketPdf(view, locale);
    }
  }

  return { service, requireTicketUser, warmUp };
}

export type TicketsModule = ReturnType<typeof createTicketsModule>;
