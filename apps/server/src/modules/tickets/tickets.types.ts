import type { TicketLocale } from "./ticket-labels";
import type { TicketView } from "./ticket-view-shapes";

export interface TicketRequest {
  locale: TicketLocale;
  proposalId?: string | undefined;
  /** The request's origin, used for the QR link when no public URL is configured. */
  origin: string;
}

/** The e-ticket of a customer's order: its view, and that view rendered as HTML or PDF. */
export interface TicketsService {
  view(userId: string, orderId: string, ask: TicketRequest): Promise<TicketView>;
  html(userId: string, orderId: string, ask: TicketRequest): Promise<string>;
  pdf(userId: string, orderId: string, ask: TicketRequest): Promise<{ pdf: Buffer; fileName: string }>;
  /** A confirmed hotel order's voucher (404 for another product's order, 409 before confirmation). */
  voucherPdf(userId: string, orderId: string, ask: TicketRequest): Promise<{ pdf: Buffer; fileName: string }>;
}
