import { contactPhoneE164, type FareRule, type OrderDetail } from "@safar/domain";
import { siteConfig } from "@safar/domain/site-config";
import { Channel, type OutgoingMessage } from "../notifications/notifications.types";
import { renderTicketHtml } from "./render-html";
import { renderTicketPdf } from "./render-pdf";
import { renderVoucherPdf } from "./render-voucher-pdf";
import type { TicketLocale } from "./ticket-labels";
import { toTicketView } from "./ticket-view";
import type { TicketIssuance } from "./ticket-view-shapes";
import { toVoucherView, voucherUrl } from "./voucher-view";

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

const VOUCHER_TEXT: Record<
  TicketLocale,
  {
    subject: string;
    body: (ref: string, hotel: string, link: string) => string;
    dueAtHotel: (amount: string) => string;
  }
> = {
  ar: {
    subject: "تأكيد حجز الفندق",
    dueAtHotel: (amount) => `المبلغ الواجب دفعه في الفندق: ${amount}.`,
    body: (ref, hotel, link) =>
      `تم تأكيد حجزك في ${hotel}. رقم التأكيد: ${ref}. القسيمة مرفقة، ويمكنك عرضها في أي وقت: ${link}`,
  },
  fa: {
    subject: "تأیید رزرو هتل",
    dueAtHotel: (amount) => `مبلغ قابل پرداخت در هتل: ${amount}.`,
    body: (ref, hotel, link) =>
      `رزرو شما در ${hotel} تأیید شد. شماره تأیید: ${ref}. واچر پیوست است و همیشه در این نشانی در دسترس است: ${link}`,
  },
  en: {
    subject: "Your hotel booking is confirmed",
    dueAtHotel: (amount) => `To pay at the hotel: ${amount}.`,
    body: (ref, hotel, link) =>
      `Your booking at ${hotel} is confirmed. Confirmation number: ${ref}. The voucher is attached; see it any time at ${link}`,
  },
};

const TOUR_TEXT: Record<
  TicketLocale,
  { subject: string; body: (ref: string, tour: string, dates: string, link: string) => string }
> = {
  ar: {
    subject: "تأكيد حجز الجولة",
    body: (ref, tour, dates, link) =>
      `تم حجز مقاعدكم في ${tour} (${dates}). رقم الحجز: ${ref}. يتصل بكم فريق الجولات قبل الانطلاق بمكان وموعد التجمّع. التفاصيل: ${link}`,
  },
  fa: {
    subject: "تأیید رزرو تور",
    body: (ref, tour, dates, link) =>
      `صندلی‌های شما در ${tour} (${dates}) رزرو شد. شماره رزرو: ${ref}. تیم تور پیش از حرکت محل و ساعت حرکت را به شما می‌گوید. جزئیات: ${link}`,
  },
  en: {
    subject: "Your tour is booked",
    body: (ref, tour, dates, link) =>
      `Your seats on ${tour} (${dates}) are booked. Booking number: ${ref}. The tours team calls you before departure with the meeting point and time. Details: ${link}`,
  },
};

/**
 * Sends the issued e-ticket (or a hotel order's voucher, or a tour's booking) to the order's contact, in the language the customer ordered in: the PDF (and the ticket as HTML) by e-mail when
 * there is an address, and a short text message with the booking reference and the link to the
 * order page on the phone. Sent once: a repeated job finds `sentAt` set and does nothing, unless
 * `again` (the back office's "resend"). Answers whether it was sent (false: not issued, or sent).
 */
export function createTicketDelivery(deps: TicketDeliveryDeps) {
  /** A confirmed hotel order's voucher: the PDF by e-mail when there is an address, and a text. */
  async function sendVoucher(
    detail: OrderDetail,
    issuance: TicketIssuance,
    locale: TicketLocale,
    base: string,
    again: boolean,
  ): Promise<boolean> {
    const view = toVoucherView(detail, issuance, locale, { siteUrl: base || undefined });
    const link = voucherUrl(base, detail.orderId);
    const text = VOUCHER_TEXT[locale];
    // A stay paid at the hotel says what the guest pays there (decision 022).
    const due = view.payAtHotel && view.dueAtHotel ? ` ${text.dueAtHotel(view.dueAtHotel)}` : "";
    const body = `${text.body(view.bookingReference, view.hotelName, link)}${due}`;
    const about = { orderId: detail.orderId, kind: again ? "voucher.again" : "voucher" };
    if (detail.contact.email) {
      await deps.send({
        channel: Channel.Email,
        to: detail.contact.email,
        subject: `${siteConfig.brandName[locale]}: ${text.subject} ${view.bookingReference}`,
        text: body,
        attachments: [
          {
            filename: `voucher-${detail.trackingNumber}.pdf`,
            content: await renderVoucherPdf(view, locale),
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
    await deps.markSent(detail.orderId);
    return true;
  }

  /** A booked tour: its booking number, the tour and its days, and the order's page, by e-mail and text. */
  async function sendTourBooking(
    detail: OrderDetail,
    issuance: TicketIssuance,
    locale: TicketLocale,
    base: string,
    again: boolean,
  ): Promise<boolean> {
    const tour = detail.tourOrder;
    if (!tour) return false;
    const link = `${base}/profile/my-travels/order-details/TourOrderDetails?orderId=${detail.orderId}`;
    const text = TOUR_TEXT[locale];
    const body = text.body(
      issuance.bookingReference,
      tour.title[locale],
      `${tour.date} – ${tour.returnDate}`,
      link,
    );
    const about = { orderId: detail.orderId, kind: again ? "tour.again" : "tour" };
    if (detail.contact.email)
      await deps.send({
        channel: Channel.Email,
        to: detail.contact.email,
        subject: `${siteConfig.brandName[locale]}: ${text.subject} ${issuance.bookingReference}`,
        text: body,
        about,
      });
    await deps.send({
      channel: Channel.Sms,
      to: contactPhoneE164(detail.contact.phoneNumber),
      text: body,
      about,
    });
    await deps.markSent(detail.orderId);
    return true;
  }

  return async function deliver(orderId: string, options: { again?: boolean } = {}): Promise<boolean> {
    const { detail, issuance, fareRules, sentAt, locale } = await deps.load(orderId);
    if (!issuance || (sentAt && !options.again)) return false;
    const base = deps.publicUrl ?? "";
    if (detail.hotelOrder) return sendVoucher(detail, issuance, locale, base, options.again === true);
    if (detail.tourOrder) return sendTourBooking(detail, issuance, locale, base, options.again === true);
    if (!detail.flightOrder) return false;
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
