import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { RouteGuard } from "../../platform/auth";
import { currentUserId } from "../../platform/auth";
import { pickLocale } from "../../platform/locale";
import type { AppInstance } from "../../platform/types";
import type { TicketRequest, TicketsService } from "./tickets.types";

const params = z.object({ id: z.uuid() });
const querystring = z.object({
  proposalId: z.uuid().optional(),
  /** ar, fa or en; anything else is ignored. */
  lang: z.string().optional(),
});

function ticketRequest(request: FastifyRequest, query: z.infer<typeof querystring>): TicketRequest {
  return {
    locale: pickLocale(query.lang, request.headers.cookie, request.headers["accept-language"]),
    proposalId: query.proposalId,
    origin: `${request.protocol}://${request.host}`,
  };
}

/**
 * The e-ticket of an issued order (spec §7 flight reservation): the printable HTML page and the PDF
 * download, also at the site-relative download path of spec §7 "Downloads". 401 without a valid
 * Bearer token or session cookie, 404 unknown or another customer's order, 409 TICKET_NOT_ISSUED.
 * And a confirmed hotel order's voucher (PDF), at both paths as well.
 */
export function ticketsRoutes(
  app: AppInstance,
  tickets: { service: TicketsService; requireTicketUser: RouteGuard },
) {
  const { service, requireTicketUser } = tickets;
  const security = [{ bearer: [] }];

  app.get(
    "/api/flight-reservation/Tickets/FlightTicketHtml/:id",
    {
      onRequest: requireTicketUser,
      schema: {
        tags: ["flight-reservation"],
        summary:
          "The order's e-ticket as a printable HTML page (text/html) in ?lang= or the locale cookie or Accept-Language (ar default); ?proposalId= shows one direction. Bearer or the web session cookie",
        security,
        params,
        querystring,
      },
    },
    async (request, reply) => {
      const html = await service.html(
        currentUserId(request),
        request.params.id,
        ticketRequest(request, request.query),
      );
      return reply
        .header("cache-control", "private, no-store")
        .header("x-robots-tag", "noindex")
        .type("text/html; charset=utf-8")
        .send(html);
    },
  );

  const pdfPaths = [
    ["/api/flight-reservation/Tickets/FlightTicketPdf/:id", false],
    // Spec §7 "Downloads" are relative to the site, not the API base.
    ["/flight-reservation/Tickets/FlightTicketPdf/:id", true],
  ] as const;
  for (const [path, hide] of pdfPaths) {
    app.get(
      path,
      {
        onRequest: requireTicketUser,
        schema: {
          hide,
          tags: ["flight-reservation"],
          summary:
            "The order's e-ticket as a PDF download (ticket-<trackingNumber>.pdf), language as FlightTicketHtml. Bearer or the web session cookie",
          security,
          params,
          querystring,
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await service.pdf(
          currentUserId(request),
          request.params.id,
          ticketRequest(request, request.query),
        );
        return reply
          .header("cache-control", "private, no-store")
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .type("application/pdf")
          .send(pdf);
      },
    );
  }

  const voucherPaths = [
    ["/api/hotel-reservation/Vouchers/HotelVoucherPdf/:id", false],
    // Spec §7 "Downloads": /hotel-reservation/Vouchers/HotelVoucherPdf/{id}, relative to the site.
    ["/hotel-reservation/Vouchers/HotelVoucherPdf/:id", true],
  ] as const;
  for (const [path, hide] of voucherPaths) {
    app.get(
      path,
      {
        onRequest: requireTicketUser,
        schema: {
          hide,
          tags: ["hotel-reservation"],
          summary:
            "A confirmed hotel order's voucher as a PDF download (voucher-<trackingNumber>.pdf) in ?lang= or the locale cookie or Accept-Language; 404 unknown, another customer's or not a hotel order, 409 HOTEL_BOOKING_NOT_CONFIRMED. Bearer or the web session cookie",
          security,
          params,
          querystring,
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await service.voucherPdf(
          currentUserId(request),
          request.params.id,
          ticketRequest(request, request.query),
        );
        return reply
          .header("cache-control", "private, no-store")
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .type("application/pdf")
          .send(pdf);
      },
    );
  }
}
