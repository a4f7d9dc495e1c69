/**
 * The hotel voucher as an A4 PDF, drawn with the e-ticket's writer and its shared sections (header
 * with the QR code, reference boxes, payment, contacts, footers) around the voucher's own: the
 * property, the stay's two dates, the rooms with their lead guests, the cancellation policy, what
 * is paid at the hotel, special requests and the property's important information.
 */
import { openPdfDocument } from "./pdf-document";
import { bullets, contacts, footers, header, payment, references, table } from "./pdf-sections";
import { COLOR, CONTENT, full, type Span, type TextStyle, TicketPdfWriter } from "./pdf-writer";
import { type TicketLocale, ticketLabels } from "./ticket-labels";
import type { VoucherView } from "./ticket-view-shapes";
import { type VoucherLabels, voucherLabels } from "./voucher-labels";

const muted: TextStyle = { size: 8, color: COLOR.muted };

/** The property's name, stars, place and address. */
function property(w: TicketPdfWriter, view: VoucherView, labels: VoucherLabels): void {
  w.sectionTitle(labels.hotel, 80);
  const name: TextStyle = { size: 15, bold: true };
  w.y += w.paragraph(
    `${view.hotelName}  ${"★".repeat(Math.max(0, Math.min(5, view.stars)))}`,
    name,
    full,
    w.y,
  );
  w.y += w.paragraph(view.place, { size: 10 }, full, w.y);
  if (view.address) w.y += w.paragraph(view.address, muted, full, w.y);
  w.y += 8;
}

/** Check-in and check-out side by side, then the nights, rooms and guests line. */
function stayDates(w: TicketPdfWriter, view: VoucherView, labels: VoucherLabels): void {
  const gap = 10;
  const width = (CONTENT - gap) / 2;
  const boxes = [
    { title: labels.checkIn, day: view.checkIn, prefix: labels.from },
    { title: labels.checkOut, day: view.checkOut, prefix: labels.until },
  ];
  const title: TextStyle = { size: 8, color: COLOR.muted };
  const date: TextStyle = { size: 11.5, bold: true };
  const time: TextStyle = { size: 10 };
  const height = 16 + w.lineHeight(title) + w.lineHeight(date) + w.lineHeight(time);
  w.ensure(height + 30);
  boxes.forEach((box, index) => {
    const span: Span = { start: index * (width + gap), width };
    w.rect(span, w.y, height, COLOR.panel, 6);
    const inner: Span = { start: span.start + 10, width: width - 20 };
    let y = w.y + 8;
    y += w.paragraph(box.title, title, inner, y);
    y += w.paragraph(box.day.date, date, inner, y);
    if (box.day.time) w.paragraph(`${box.prefix} ${box.day.time}`, time, inner, y);
  });
  w.y += height + 6;
  w.y += w.paragraph(view.stayLine, { size: 10, bold: true }, full, w.y);
  w.y += w.paragraph(view.timesNote, muted, full, w.y) + 6;
}

function rooms(w: TicketPdfWriter, view: VoucherView, labels: VoucherLabels): void {
  w.sectionTitle(labels.rooms, 70);
  const plain: TextStyle = { size: 9.5 };
  const strong: TextStyle = { size: 9.5, bold: true };
  table(
    w,
    [
      { title: labels.room, width: 44 },
      { title: labels.leadGuest, width: 150 },
      { title: labels.roomType, width: 150 },
      { title: labels.guests, width: CONTENT - 44 - 150 - 150 },
    ],
    view.rooms.map((room) => [
      [{ text: room.room, style: strong }],
      [{ text: room.guest, style: strong }],
      [
        { text: room.roomName, style: plain },
        { text: room.board, style: muted },
      ],
      [{ text: room.occupancy, style: plain }],
    ]),
  );
  w.y += 6;
}

function policy(w: TicketPdfWriter, view: VoucherView, labels: VoucherLabels): void {
  w.sectionTitle(labels.cancellation);
  bullets(w, view.cancellation, { size: 9.5 });
  if (view.dueAtHotel) {
    w.y += 4;
    const label = view.payAtHotel ? labels.payAtHotel : labels.dueAtHotel;
    bullets(w, [`${label}: ${view.dueAtHotel}`], { size: 9.5, bold: true });
  }
  if (view.specialRequests) {
    w.sectionTitle(labels.specialRequests);
    w.y += w.paragraph(view.specialRequests, { size: 9.5 }, full, w.y) + 4;
  }
  if (view.importantInfo) {
    w.sectionTitle(labels.importantInfo);
    w.y += w.paragraph(view.importantInfo, { size: 9 }, full, w.y) + 4;
  }
}

/** The voucher PDF of a voucher view (built for the same locale). */
export async function renderVoucherPdf(view: VoucherView, locale: TicketLocale): Promise<Buffer> {
  const labels = voucherLabels(locale);
  // The shared sections read the e-ticket's labels; the reference box names the hotel's confirmation.
  const shared = {
    ...ticketLabels(locale),
    title: labels.title,
    bookingReference: labels.confirmation,
    scanToVerify: labels.scan,
  };
  const { doc, done } = await openPdfDocument(locale, {
    title: `${labels.title} ${view.bookingReference}`,
    brandName: view.brandName,
    trackingNumber: view.trackingNumber,
  });

  const w = new TicketPdfWriter(doc, locale !== "en");
  header(w, view, shared);
  references(w, view, shared);
  property(w, view, labels);
  stayDates(w, view, labels);
  rooms(w, view, labels);
  policy(w, view, labels);
  payment(w, view, shared);
  contacts(w, view, shared);
  w.y += 12;
  bullets(w, view.notes, muted);
  footers(w, view, shared);
  doc.end();
  return done;
}
