import { type FareRule, type OrderDetail, OrderStatus } from "@safar/domain";
import { HotelMessageKey, OrderMessageKey } from "@safar/domain/user-messages";
import { type AccessTokenVerifier, createBearerOrSessionGuard } from "../../platform/auth";
import { AppError } from "../../platform/errors";
import type { AppInstance } from "../../platform/types";
import { fareRulesOfOffer } from "../catalog/catalog.service";
import type { FulfilmentService } from "../fulfilment/fulfilment.service";
import type { NotificationService } from "../notifications/notifications.service";
import { flightItemOf, type OrdersService, toOrderDetail } from "../orders/orders.service";
import { roundTripFareRules, roundTripIssuance, roundTripOrder } from "./fixtures/round-trip-order";
import { renderTicketHtml } from "./render-html";
import { renderTicketPdf } from "./render-pdf";
import { renderVoucherPdf } from "./render-voucher-pdf";
import { createTicketDelivery } from "./ticket-delivery";
import { toTicketView } from "./ticket-view";
import type { TicketIssuance, TicketView } from "./ticket-view-shapes";
import { ticketsRoutes } from "./tickets.routes";
import type { TicketRequest, TicketsService } from "./tickets.types";
import { toVoucherView } from "./voucher-view";

/** Where tickets come from: the customer's order and what the issuance job stored for it. */
interface TicketSource {
  /**
   * The order (as `GetCurrentUserOrderDetails` answers it) and its issuance, null while the ticket
   * is not issued (or no longer valid). Throws the orders service's AppErrors: 404
   * ORDER_NOT_FOUND for an unknown order and for another customer's.
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
  /** The orders service: the customer's order (owner checked) and the order the sender reads. */
  orders: Pick<OrdersService, "detail" | "findById">;
  /** The fulfilment service: what issuance stored, and whether the ticket was sent. */
  fulfilment: Pick<FulfilmentService, "issuance" | "ticketSentAt" | "markTicketSent">;
  /** The notifications service: sends the e-ticket once issued. */
  notifications: Pick<NotificationService, "send">;
  /** The accounts module's access-token check: the same for the Bearer header and the session cookie. */
  verifyAccessToken: AccessTokenVerifier;
  /** `PUBLIC_URL`: the base of the link in the QR code; without it, the request's own origin. */
  publicUrl?: string | undefined;
  /** An airport's time zone, to print airport-local times (default: Baghdad time throughout). */
  timeZoneOf?: ((iata: string) => string | undefined) | undefined;
}

/**
 * Wires the e-ticket: the data source (the order and its issuance), the renderers, the routes and
 * `deliver`, the sender the fulfilment module calls once an order's tickets are issued.
 */
export function createTicketsModule(deps: TicketsModuleDeps) {
  /** The order's issuance (when successful) and its booked fares' rules. */
  async function orderTicket(orderId: string) {
    const row = await deps.orders.findById(orderId);
    if (!row) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
    const offers = flightItemOf(row)?.supplierOffers ?? [];
    return {
      row,
      issuance: row.status === OrderStatus.Successful ? await deps.fulfilment.issuance(orderId) : null,
      fareRules: offers.flatMap((o) => fareRulesOfOffer(o.offer)),
    };
  }
  const source: TicketSource = {
    async load(userId, orderId) {
      const detail = await deps.orders.detail(userId, orderId);
      const { issuance, fareRules } = await orderTicket(orderId);
      return { detail, issuance, fareRules };
    },
  };
  /** Sends the e-ticket of an issued order once (mail with the PDF, and an SMS with the link). */
  const deliver = createTicketDelivery({
    async load(orderId) {
      const { row, issuance, fareRules } = await orderTicket(orderId);
      const sentAt = await deps.fulfilment.ticketSentAt(orderId);
      const locale = row.locale === "fa" || row.locale === "en" ? row.locale : "ar";
      return { detail: toOrderDetail(row), issuance, fareRules, sentAt, locale };
    },
    send: (message) => deps.notifications.send(message),
    markSent: (orderId) => deps.fulfilment.markTicketSent(orderId),
    publicUrl: deps.publicUrl,
  });

  /** Bearer, or the web session cookie so that a plain link (`<a href download>`) downloads the ticket. */
  const requireTicketUser = createBearerOrSessionGuard(deps.verifyAccessToken);

  const service: TicketsService = {
    /**
     * The ticket view of the customer's order: 404 from the source, 409 TICKET_NOT_ISSUED
     * before issuance, 404 for a `proposalId` that is not one of the order's.
     */
    async view(userId: string, orderId: string, ask: TicketRequest): Promise<TicketView> {
      const { detail, issuance, fareRules } = await source.load(userId, orderId);
      if (!issuance) throw AppError.single("conflict", "orderId", OrderMessageKey.TICKET_NOT_ISSUED);
      // A hotel order has a voucher, not an e-ticket.
      if (!detail.flightOrder) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
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

    async voucherPdf(userId: string, orderId: string, ask: TicketRequest) {
      const { detail, issuance } = await source.load(userId, orderId);
      if (!detail.hotelOrder) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
      if (!issuance)
        throw AppError.single("conflict", "orderId", HotelMessageKey.HOTEL_BOOKING_NOT_CONFIRMED);
      const view = toVoucherView(detail, issuance, ask.locale, { siteUrl: deps.publicUrl ?? ask.origin });
      const safe = view.trackingNumber.replace(/[^A-Za-z0-9_-]/g, "_");
      return { pdf: await renderVoucherPdf(view, ask.locale), fileName: `voucher-${safe}.pdf` };
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

  const module = {
    service,
    requireTicketUser,
    warmUp,
    deliver,
    register(app: AppInstance) {
      ticketsRoutes(app, module);
    },
  };
  return module;
}

export type TicketsModule = ReturnType<typeof createTicketsModule>;
