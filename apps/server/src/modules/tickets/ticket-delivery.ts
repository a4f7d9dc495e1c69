import { contactPhoneE164, type FareRule, type OrderDetail } from "@safar/domain";
import { siteConfig } from "@safar/domain/site-config";
import { Channel, type OutgoingMessage } from "../notifications/notifications.types";
import { renderTicketHtml } from "./render-html";
import { renderTicketPdf } from "./render-pdf";
import type { TicketLocale } from "./ticket-labels";
import { toTicketView } from "./ticket-view";
import type { TicketIssuance } from "./ticket-view-shapes";

export interface TicketDeliveryDeps {
  /** The order (no ownership check: the job acts for the operator), its issuance and fare rules. */
  load(orderId: string): Promise<{
    detail: OrderDetail;
    issuance: TicketIssuance | null;
    fareRules: FareRule[];
    sentAt: Date | null;
    /** The customer's language when ordering. */
    locale: TicketLocale;
  }>;
  send(message: OutgoingMessage): Promise<void>;
  markSent(orderId: string): Promise<void>;
  /** PUBLIC_URL: the base of the links in the messages. */
  publicUrl?: string | undefined;
}

const TEXT: Record<TicketLocale, { subject: string; body: (ref: string, link: string) => string }> = {
  ar: {
    subject: "تذكرتك الإلكترونية",
    body: (ref, link) => `تم إصدار تذكرتك. رقم الحجز: ${ref}. التذكرة مرفقة، ويمكنك عرضها في أي وقت: ${link}`,
  },
  fa: {
    subject: "بلیت الکترونیکی شما",
    body: (ref, link) =>
      `بلیت شما صادر شد. کد رزرو: ${ref}. بلیت پیوست است و همیشه در این نشانی در دسترس است: ${link}`,
  },
  en: {
    subject: "Your e-ticket",
    body: (ref, link) =>
      `Your ticket is issued. Booking reference: ${ref}. The ticket is attached; see it any time at ${link}`,
  },
};

/**
 * Sends the issued e-ticket to the order's contact, in the language the customer ordered in: the PDF (and the ticket as HTML) by e-mail when
 * there is an address, and a short text message with the booking reference and the link to the
 * order page on the phone. Sent once: a repeated job finds `sentAt` set and does nothing, unless
 * `again` (the back office's "resend"). Answers whether it was sent (false: not issued, or sent).
 */
export function createTicketDelivery(deps: TicketDeliveryDeps) {
  return async function deliver(orderId: string, options: { again?: boolean } = {}): Promise<boolean> {
    const { detail, issuance, fareRules, sentAt, locale } = await deps.load(orderId);
    // Only a flight has an e-ticket (a hotel's voucher is sent by its own sender).
    if (!issuance || !detail.flightOrder || (sentAt && !options.again)) return false;
    const base = deps.publicUrl ?? "";
    const view = toTicketView(detail, issuance, locale, { siteUrl: base || undefined, fareRules });
    const link = `${base}/payment/${orderId}`;
    const text = TEXT[locale];
    const subject = `${siteConfig.brandName[locale]}: ${text.subject} ${issuance.bookingReference}`;
    const body = text.body(issuance.bookingReference, link);
    const about = { orderId, kind: options.again ? "ticket.again" : "ticket" };
    if (detail.contact.email) {
      await deps.send({
        channel: Channel.Email,
        to: detail.contact.email,
        subject,
        text: body,
        html: renderTicketHtml(view, locale, { embedFonts: false }),
        attachments: [
          {
            filename: `ticket-${detail.trackingNumber}.pdf`,
            content: await renderTicketPdf(view, locale),
            contentType: "application/pdf",
          },
        ],
        about,
      });
    }
    await deps.send({
      channel: Channel.Sms,
      to: contactPhoneE164(detail.contact.phoneNumber),
      text: body,
      about,
    });
    await deps.markSent(orderId);
    return true;
  };
}
