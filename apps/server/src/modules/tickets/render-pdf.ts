/**
 * The e-ticket as an A4 PDF (pdfkit, Vazirmatn embedded and subset): the document, its fonts and
 * metadata, and the order of its sections. Drawing is in pdf-writer.ts (bidi-ordered runs, mirrored
 * right-to-left layout, vector QR code) and the sections in pdf-sections.ts.
 */

import { openPdfDocument } from "./pdf-document";
import {
  bullets,
  contacts,
  footers,
  header,
  journey,
  legHeight,
  passengers,
  payment,
  references,
} from "./pdf-sections";
import { COLOR, full, type TextStyle, TicketPdfWriter } from "./pdf-writer";
import { type TicketLocale, ticketLabels } from "./ticket-labels";
import type { TicketView } from "./ticket-view-shapes";

/** The e-ticket PDF of a ticket view (built for the same locale). */
export async function renderTicketPdf(view: TicketView, locale: TicketLocale): Promise<Buffer> {
  const labels = ticketLabels(locale);
  const { doc, done } = await openPdfDocument(locale, {
    title: `${labels.title} ${view.bookingReference}`,
    brandName: view.brandName,
    trackingNumber: view.trackingNumber,
  });

  const w = new TicketPdfWriter(doc, locale !== "en");
  header(w, view, labels);
  references(w, view, labels);
  passengers(w, view, labels);
  // The title stays with the first journey's head, facts and first flight.
  w.sectionTitle(labels.flights, legHeight(w) + 70);
  for (const item of view.journeys) journey(w, item, labels);
  const note: TextStyle = { size: 8, color: COLOR.muted };
  w.y += w.paragraph(view.timesNote, note, full, w.y);
  w.sectionTitle(labels.fareRules);
  bullets(w, view.fareRules, { size: 9 });
  payment(w, view, labels);
  contacts(w, view, labels);
  w.y += 12;
  bullets(w, view.notes, note);
  footers(w, view, labels);
  doc.end();
  return done;
}
