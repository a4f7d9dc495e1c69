import { defaultLocale, type Locale, locales } from "@safar/domain/site-config";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserId, readCookie } from "../../platform/auth";
import type { AppInstance } from "../../platform/types";
import type { TicketRequest, TicketsModule } from "./create-tickets-module";

/** The web app's language cookie (apps/web/app/lib/locale.ts). */
const LOCALE_COOKIE = "locale";

const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as readonly string[]).includes(value);

/** The best supported language of an Accept-Language header (quality values honoured), if any. */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}

/** The ticket's language: `?lang=`, else the `locale` cookie, else Accept-Language, else Arabic. */
export function ticketLocale(
  query: string | undefined,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  if (isLocale(query)) return query;
  const cookie = readCookie(cookieHeader, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return acceptedLocale(acceptLanguage) ?? defaultLocale;
}

const params = z.object({ id: z.uuid() });
const querystring = z.object({
  proposalId: z.uuid().optional(),
  /** ar, fa or en; anything else is ignored. */
  lang: z.string().optional(),
});

function ticketRequest(request: FastifyRequest, query: z.infer<typeof querystring>): TicketRequest {
  return {
    locale: ticketLocale(query.lang, request.headers.cookie, request.headers["accept-language"]),
    proposalId: query.proposalId,
    origin: `${request.protocol}://${request.host}`,
  };
}

/**
 * The e-ticket of an issued order (spec §7 flight reservation): the printable HTML page and the PDF
 * download, also at the site-relative download path of spec §7 "Downloads". 401 without a valid
 * Bearer token or session cookie, 404 unknown order, 403 another customer's, 409 TICKET_NOT_ISSUED.
 */
export function ticketsRoutes(app: AppInstance, tickets: TicketsModule) {
  const { service, requireTicketUser } = tickets;
  const security = [{ bearer: [] }];

  app.get(
    "/api/flight-reservation/Tickets/FlightTicketHtml/:id",
    {
      preHandler: requireTicketUser,
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
        preHandler: requireTicketUser,
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
}
