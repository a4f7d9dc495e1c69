import type { FareRule, OrderDetail } from "@safar/domain";
import { OrderMessageKey } from "@safar/domain/user-messages";
import { type AccessTokenVerifier, createBearerOrSessionGuard } from "../../platform/auth";
import { AppError } from "../../platform/errors";
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

export interface TicketRequest {
  locale: TicketLocale;
  proposalId?: string | undefined;
  /** The request's origin, used for the QR link when no public URL is configured. */
  origin: string;
}

/** Wires the e-ticket: the data source, the renderers and the guard of its routes. */
export function createTicketsModule(deps: TicketsModuleDeps) {
  /** Bearer, or the web session cookie so that a plain link (`<a href download>`) downloads the ticket. */
  const requireTicketUser = createBearerOrSessionGuard(deps.verifyAccessToken);

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
