/**
 * The sections of the e-ticket PDF, each drawn with a `TicketPdfWriter` (pdf-writer.ts) from the
 * top of the free space down: the header with the QR code, the reference boxes, the passengers
 * table, the journeys with their flights, bulleted lists (fare rules, notes), the payment summary,
 * the contact and support columns, and the page footers. render-pdf.ts puts them in order.
 */

import {
  type Align,
  COLOR,
  CONTENT,
  full,
  ltr,
  MARGIN,
  PAGE,
  type Span,
  type TextStyle,
  type TicketPdfWriter,
} from "./pdf-writer";
import type { TicketLabels } from "./ticket-labels";
import type { DocumentView, TicketJourneyView, TicketLegView, TicketView } from "./ticket-view-shapes";

export function header(
  w: TicketPdfWriter,
  view: DocumentView,
  labels: Pick<TicketLabels, "title" | "scanToVerify">,
): void {
  const qrSize = 92;
  const textSpan: Span = { start: 0, width: CONTENT - qrSize - 16 };
  const top = w.y;
  let y = top;
  w.drawLine(view.brandName, { size: 24, bold: true, color: COLOR.brand }, textSpan, y);
  y += w.lineHeight({ size: 24, bold: true });
  w.drawLine(labels.title, { size: 15, bold: true }, textSpan, y);
  y += w.lineHeight({ size: 15, bold: true });
  y += w.paragraph(view.operatorName, { size: 8, color: COLOR.muted }, { start: 0, width: 300 }, y);

  const qrSpan: Span = { start: CONTENT - qrSize, width: qrSize };
  w.qr(view.qr.payload, w.left(qrSpan), top, qrSize);
  if (view.qr.url) w.doc.link(w.left(qrSpan), top, qrSize, qrSize, view.qr.url);
  const captionY = top + qrSize + 1;
  const caption: Span = { start: CONTENT - qrSize / 2 - 80, width: 160 };
  w.drawLine(labels.scanToVerify, { size: 7, color: COLOR.muted }, caption, captionY, "center");
  w.y = Math.max(y, captionY + w.lineHeight({ size: 7 })) + 6;
  w.rule(w.y, COLOR.brand, 2.5);
  w.y += 12;
}

export function references(w: TicketPdfWriter, view: DocumentView, labels: TicketLabels): void {
  const gap = 8;
  const boxWidth = (CONTENT - gap * 3) / 4;
  const boxes = [
    { label: labels.bookingReference, value: ltr(view.bookingReference), pnr: true },
    { label: labels.orderNumber, value: ltr(view.orderNumber), pnr: false },
    { label: labels.trackingNumber, value: ltr(view.trackingNumber), pnr: false },
    { label: labels.issuedAt, value: view.issuedAt, pnr: false },
  ];
  const labelStyle = (pnr: boolean): TextStyle => ({ size: 8, color: pnr ? COLOR.brandSoft : COLOR.muted });
  const valueStyle = (pnr: boolean): TextStyle => ({
    size: pnr ? 17 : 11,
    bold: true,
    color: pnr ? COLOR.white : COLOR.text,
  });
  const inner = boxWidth - 16;
  const height =
    Math.max(
      ...boxes.map(
        (b) => w.height(b.label, labelStyle(b.pnr), inner) + w.height(b.value, valueStyle(b.pnr), inner),
      ),
    ) + 14;
  w.ensure(height);
  boxes.forEach((box, index) => {
    const span: Span = { start: index * (boxWidth + gap), width: boxWidth };
    w.rect(span, w.y, height, box.pnr ? COLOR.brand : COLOR.panel, 6);
    const text: Span = { start: span.start + 8, width: inner };
    let y = w.y + 7;
    y += w.paragraph(box.label, labelStyle(box.pnr), text, y);
    w.paragraph(box.value, valueStyle(box.pnr), text, y);
  });
  w.y += height + 4;
}

export interface Column {
  title: string;
  width: number;
}

export function table(
  w: TicketPdfWriter,
  columns: Column[],
  rows: { text: string; style: TextStyle }[][][],
): void {
  const pad = 5;
  const starts = columns.map((_, i) => columns.slice(0, i).reduce((sum, c) => sum + c.width, 0));
  const headStyle: TextStyle = { size: 8, bold: true, color: COLOR.muted };
  const headHeight = w.lineHeight(headStyle) + 6;
  w.ensure(headHeight + 30);
  w.rect(full, w.y, headHeight, "#f8fafc");
  columns.forEach((column, i) => {
    w.drawLine(
      column.title,
      headStyle,
      { start: (starts[i] ?? 0) + pad, width: column.width - pad * 2 },
      w.y + 3,
    );
  });
  w.y += headHeight;
  w.rule(w.y);
  for (const row of rows) {
    const heights = row.map((cell, i) =>
      cell.reduce(
        (sum, part) => sum + w.height(part.text, part.style, (columns[i]?.width ?? 0) - pad * 2),
        0,
      ),
    );
    const height = Math.max(...heights) + 8;
    w.ensure(height);
    row.forEach((cell, i) => {
      let y = w.y + 4;
      for (const part of cell) {
        y += w.paragraph(
          part.text,
          part.style,
          { start: (starts[i] ?? 0) + pad, width: (columns[i]?.width ?? 0) - pad * 2 },
          y,
        );
      }
    });
    w.y += height;
    w.rule(w.y);
  }
}

export function passengers(w: TicketPdfWriter, view: TicketView, labels: TicketLabels): void {
  w.sectionTitle(labels.passengers);
  const main: TextStyle = { size: 10, bold: true };
  const sub: TextStyle = { size: 8, color: COLOR.muted };
  const plain: TextStyle = { size: 9.5 };
  table(
    w,
    [
      { title: labels.passenger, width: CONTENT * 0.4 },
      { title: labels.passengerType, width: CONTENT * 0.14 },
      { title: labels.ticketNumber, width: CONTENT * 0.26 },
      { title: labels.document, width: CONTENT * 0.2 },
    ],
    view.passengers.map((p) => [
      [
        { text: p.title ? `${p.title} ${p.name}` : p.name, style: main },
        ...(p.latinName ? [{ text: ltr(p.latinName), style: sub }] : []),
      ],
      [{ text: p.type, style: plain }],
      p.ticketNumbers.length > 0
        ? p.ticketNumbers.map((t) => ({ text: ltr(t), style: plain }))
        : [{ text: "-", style: plain }],
      [{ text: p.document ? ltr(p.document) : "-", style: plain }],
    ]),
  );
}

/** The height `leg` takes. */
export function legHeight(w: TicketPdfWriter): number {
  return (
    w.lineHeight({ size: 9.5, bold: true }) +
    2 +
    w.lineHeight({ size: 7.5 }) +
    w.lineHeight({ size: 15, bold: true }) -
    2 +
    w.lineHeight({ size: 9.5, bold: true }) +
    w.lineHeight({ size: 8 }) +
    4
  );
}

function leg(w: TicketPdfWriter, item: TicketLegView, labels: TicketLabels, span: Span): void {
  const top = w.y;
  w.drawLine(
    `${labels.flight} ${ltr(item.flightNumber)} · ${item.airline} · ${labels.aircraft}: ${ltr(item.aircraft)}`,
    { size: 9.5, bold: true },
    span,
    top,
  );
  const y = top + w.lineHeight({ size: 9.5, bold: true }) + 2;
  const third = span.width / 3;
  const end = (kind: "departure" | "arrival", column: Span, align: Align) => {
    const place = item[kind];
    let ly = y;
    w.drawLine(labels[kind], { size: 7.5, color: COLOR.muted }, column, ly, align);
    ly += w.lineHeight({ size: 7.5 });
    w.drawLine(place.time, { size: 15, bold: true }, column, ly, align);
    ly += w.lineHeight({ size: 15, bold: true }) - 2;
    w.drawLine(`${place.name} (${ltr(place.code)})`, { size: 9.5, bold: true }, column, ly, align);
    ly += w.lineHeight({ size: 9.5, bold: true });
    w.drawLine(place.date, { size: 8, color: COLOR.muted }, column, ly, align);
  };
  end("departure", { start: span.start, width: third }, "start");
  const middle: Span = { start: span.start + third + 10, width: third - 20 };
  w.drawLine(item.duration, { size: 8, color: COLOR.muted }, middle, y + 14, "center");
  w.rule(y + 28, COLOR.brand, 1.5, middle);
  end("arrival", { start: span.start + third * 2, width: third }, "end");
  w.y = top + legHeight(w);
}

export function journey(w: TicketPdfWriter, item: TicketJourneyView, labels: TicketLabels): void {
  const inner: Span = { start: 10, width: CONTENT - 20 };
  const facts = [
    `${labels.airline}: ${item.airline}`,
    `${labels.cabin}: ${item.cabin}`,
    `${labels.fareClass}: ${item.fareClass}`,
    `${labels.baggage}: ${item.baggage}`,
    `${labels.stops}: ${item.stops}`,
    `${labels.duration}: ${item.duration}`,
  ].join("   |   ");
  const factsStyle: TextStyle = { size: 8.5 };
  const headStyle: TextStyle = { size: 11, bold: true };
  const headHeight = w.lineHeight(headStyle) + 8;
  const legSpace = legHeight(w) + 6;

  let top = w.y;
  const head = () => {
    top = w.y;
    w.rect(full, top, headHeight, COLOR.panel, 6);
    w.drawLine(item.title, headStyle, inner, top + 4);
    w.drawLine(item.route, { size: 9.5 }, inner, top + 6, "end");
    w.y = top + headHeight + 4;
  };
  const close = () => {
    w.doc
      .roundedRect(MARGIN, top, CONTENT, w.y - top, 6)
      .lineWidth(0.8)
      .strokeColor(COLOR.rule)
      .stroke();
  };

  // The head, the facts and the first flight stay together; a long journey continues on the next
  // page between two flights, under its head again.
  w.ensure(headHeight + 4 + w.height(facts, factsStyle, inner.width) + 4 + legSpace + 8);
  head();
  w.y += w.paragraph(facts, factsStyle, inner, w.y) + 4;
  item.legs.forEach((flight, index) => {
    if (index > 0 && !w.fits(legSpace + 8)) {
      close();
      w.newPage();
      head();
    }
    w.rule(w.y, COLOR.rule, 0.6, inner);
    w.y += 6;
    leg(w, flight, labels, inner);
  });
  close();
  w.y += 8;
}

export function bullets(w: TicketPdfWriter, lines: string[], style: TextStyle): void {
  for (const line of lines) {
    const height = w.height(line, style, CONTENT - 12);
    w.ensure(height);
    w.drawLine("•", style, { start: 0, width: 10 }, w.y);
    w.y += w.paragraph(line, style, { start: 12, width: CONTENT - 12 }, w.y) + 1;
  }
}

export function payment(w: TicketPdfWriter, view: DocumentView, labels: TicketLabels): void {
  w.sectionTitle(labels.payment);
  const amountWidth = 150;
  const row = (label: string, amount: string, style: TextStyle) => {
    const h = w.lineHeight(style) + 4;
    w.ensure(h);
    w.drawLine(label, style, { start: 0, width: CONTENT - amountWidth }, w.y + 2);
    w.drawLine(amount, style, { start: CONTENT - amountWidth, width: amountWidth }, w.y + 2, "end");
    w.y += h;
  };
  const plain: TextStyle = { size: 9.5 };
  for (const line of view.payment.lines) row(line.label, line.amount, plain);
  row(labels.total, view.payment.total, plain);
  if (view.payment.discount) {
    const label = view.payment.voucherCode
      ? `${labels.discount} (${ltr(view.payment.voucherCode)})`
      : labels.discount;
    row(label, `- ${view.payment.discount}`, plain);
  }
  w.rule(w.y + 1, COLOR.text, 1.2);
  w.y += 3;
  row(labels.paid, view.payment.paid, { size: 11.5, bold: true });
}

export function contacts(w: TicketPdfWriter, view: DocumentView, labels: TicketLabels): void {
  const half = (CONTENT - 16) / 2;
  const style: TextStyle = { size: 9 };
  const titleStyle: TextStyle = { size: 12, bold: true, color: COLOR.brand };
  const left = [
    `${labels.phone}: ${ltr(view.contact.phone)}`,
    ...(view.contact.email ? [`${labels.email}: ${ltr(view.contact.email)}`] : []),
  ];
  const right = [
    `${labels.phone}: ${ltr(view.support.phone)}`,
    `WhatsApp: ${ltr(view.support.whatsapp)}`,
    `${labels.email}: ${ltr(view.support.email)}`,
  ];
  const lh = w.lineHeight(style);
  w.ensure(w.lineHeight(titleStyle) + 10 + lh * 3);
  w.y += 10;
  const columns: [string, string[], Span][] = [
    [labels.contact, left, { start: 0, width: half }],
    [labels.support, right, { start: half + 16, width: half }],
  ];
  let bottom = w.y;
  for (const [title, lines, span] of columns) {
    let y = w.y;
    w.drawLine(title, titleStyle, span, y);
    y += w.lineHeight(titleStyle) + 1;
    w.rule(y, COLOR.rule, 0.8, span);
    y += 5;
    for (const line of lines) y += w.paragraph(line, style, span, y);
    bottom = Math.max(bottom, y);
  }
  w.y = bottom;
}

export function footers(w: TicketPdfWriter, view: DocumentView, labels: TicketLabels): void {
  const range = w.doc.bufferedPageRange();
  const style: TextStyle = { size: 7.5, color: COLOR.muted };
  for (let i = range.start; i < range.start + range.count; i++) {
    w.doc.switchToPage(i);
    const y = PAGE.height - MARGIN - 12;
    w.rule(y - 4);
    w.drawLine(`${labels.operatedBy}: ${view.operatorName}`, style, { start: 0, width: CONTENT - 120 }, y);
    w.drawLine(
      ltr(`${view.bookingReference}  ${i + 1}/${range.count}`),
      style,
      { start: CONTENT - 120, width: 120 },
      y,
      "end",
    );
  }
}
