/**
 * The e-ticket as an A4 PDF (pdfkit, Vazirmatn embedded and subset). Every line of text goes
 * through `layoutLine` (pdf-line-layout.ts): the Unicode bidi algorithm orders mixed Arabic,
 * Persian, Latin and digits, and each directional run is drawn on its own at its measured place, so
 * "IA 123", times, prices and the PNR read correctly inside Arabic and Persian. Right-to-left pages
 * mirror the layout: text starts at the right margin, table columns run from the right. Characters
 * the font lacks are replaced or dropped before drawing; the QR code is drawn as vector squares.
 */

import type { Font } from "fontkit";
import { LRUCache } from "lru-cache";
import PDFDocument from "pdfkit";
import { type BaseDirection, layoutLine, sanitizeForFont, wrapText } from "./pdf-line-layout";
import { type FontWeight, fontHasGlyph, pdfFont, QR_QUIET_ZONE, qrMatrix } from "./ticket-assets";
import { type TicketLabels, type TicketLocale, ticketLabels } from "./ticket-labels";
import type { TicketJourneyView, TicketLegView, TicketView } from "./ticket-view";

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT = PAGE.width - MARGIN * 2;
const FOOTER_SPACE = 28;
const MIN_FONT_SIZE = 6;

const widths = new LRUCache<string, number>({ max: 50_000 });

/**
 * The width pdfkit gives a string drawn with `features` (laid out whole: see `drawLine`), remembered
 * per string at 1 point and scaled.
 */
function textWidth(weight: FontWeight, text: string, size: number): number {
  const key = `${weight}|${text}`;
  let perPoint = widths.get(key);
  if (perPoint === undefined) {
    const font = pdfFont(weight);
    perPoint = font.layout(text, []).advanceWidth / font.unitsPerEm;
    widths.set(key, perPoint);
  }
  return perPoint * size;
}

const COLOR = {
  brand: "#0b6e4f",
  brandSoft: "#d5efe5",
  text: "#1c2430",
  muted: "#5b6675",
  rule: "#dfe5ec",
  panel: "#f4f7fa",
  white: "#ffffff",
};

type Align = "start" | "end" | "center";

interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

/** A horizontal box in logical terms: `start` is measured from the reading start (right in RTL). */
interface Span {
  start: number;
  width: number;
}

type Doc = InstanceType<typeof PDFDocument>;

export class TicketPdfWriter {
  y = MARGIN;
  private readonly direction: BaseDirection;

  constructor(
    readonly doc: Doc,
    readonly rtl: boolean,
  ) {
    this.direction = rtl ? "rtl" : "ltr";
  }

  /** The page x of a span's left edge. */
  left(span: Span): number {
    return this.rtl ? MARGIN + CONTENT - span.start - span.width : MARGIN + span.start;
  }

  private style: TextStyle = { size: 10 };

  private use(style: TextStyle): void {
    this.style = style;
    this.doc
      .font(style.bold ? "bold" : "regular")
      .fontSize(style.size)
      .fillColor(style.color ?? COLOR.text);
  }

  lineHeight(style: TextStyle): number {
    this.use(style);
    return this.doc.currentLineHeight(true);
  }

  /** The advance width of a string in the current style, as pdfkit will draw it (see `textWidth`). */
  private measure = (text: string): number =>
    textWidth(this.style.bold ? "bold" : "regular", text, this.style.size);

  /** The text split into lines that fit `width` (logical order, font characters only). */
  lines(text: string, style: TextStyle, width: number): string[] {
    this.use(style);
    return wrapText(sanitizeForFont(text, fontHasGlyph), width, this.measure);
  }

  /** Height of a wrapped paragraph. */
  height(text: string, style: TextStyle, width: number): number {
    return this.lines(text, style, width).length * this.lineHeight(style);
  }

  /** Draws one line, already fitting, with its top at `y`. */
  drawLine(text: string, style: TextStyle, span: Span, y: number, align: Align = "start"): void {
    this.use(style);
    const clean = sanitizeForFont(text, fontHasGlyph);
    let laid = layoutLine(clean, this.direction, this.measure);
    if (laid.width > span.width && style.size > MIN_FONT_SIZE) {
      // A line that does not fit its box (a long place or airline name) is set smaller, not clipped.
      this.use({ ...style, size: Math.max(MIN_FONT_SIZE, (style.size * span.width) / laid.width) });
      laid = layoutLine(clean, this.direction, this.measure);
    }
    const left = this.left(span);
    const startsLeft = (align === "start") !== this.rtl;
    const x =
      align === "center"
        ? left + (span.width - laid.width) / 2
        : startsLeft
          ? left
          : left + span.width - laid.width;
    // `features` (even empty) makes pdfkit lay each run out whole: without it pdfkit cuts the string
    // at spaces and shapes word by word, which puts the words of a right-to-left run in reverse order.
    for (const run of laid.runs) this.doc.text(run.input, x + run.x, y, { lineBreak: false, features: [] });
  }

  /** Draws a wrapped paragraph with its top at `y`; answers its height. */
  paragraph(text: string, style: TextStyle, span: Span, y: number, align: Align = "start"): number {
    const lines = this.lines(text, style, span.width);
    const lh = this.lineHeight(style);
    lines.forEach((line, index) => {
      this.drawLine(line, style, span, y + index * lh, align);
    });
    return lines.length * lh;
  }

  /** Whether `needed` points still fit on this page above the footer. */
  fits(needed: number): boolean {
    return this.y + needed <= PAGE.height - MARGIN - FOOTER_SPACE;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = MARGIN;
  }

  /** Starts a new page when `needed` points do not fit on this one. */
  ensure(needed: number): void {
    if (!this.fits(needed)) this.newPage();
  }

  rect(span: Span, y: number, height: number, color: string, radius = 0): void {
    const x = this.left(span);
    if (radius > 0) this.doc.roundedRect(x, y, span.width, height, radius).fill(color);
    else this.doc.rect(x, y, span.width, height).fill(color);
  }

  rule(y: number, color = COLOR.rule, width = 0.8, span: Span = { start: 0, width: CONTENT }): void {
    const x = this.left(span);
    this.doc
      .moveTo(x, y)
      .lineTo(x + span.width, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  /** A section's title, kept on one page with the first `keepWith` points of what follows. */
  sectionTitle(text: string, keepWith = 40): void {
    const style = { size: 12, bold: true, color: COLOR.brand };
    this.ensure(this.lineHeight(style) + 16 + keepWith);
    this.y += 10;
    this.drawLine(text, style, { start: 0, width: CONTENT }, this.y);
    this.y += this.lineHeight(style) + 1;
    this.rule(this.y);
    this.y += 5;
  }

  /** The QR code as filled squares, `size` points wide, left edge at `x`. */
  qr(payload: string, x: number, y: number, size: number): void {
    const qr = qrMatrix(payload);
    const modules = qr.size + QR_QUIET_ZONE * 2;
    const unit = size / modules;
    this.doc.rect(x, y, size, size).fill(COLOR.white);
    for (let row = 0; row < qr.size; row++) {
      for (let column = 0; column < qr.size; column++) {
        if (qr.isDark(column, row)) {
          // A hair wider than a module, so neighbouring squares leave no seams when rasterized.
          this.doc.rect(
            x + (column + QR_QUIET_ZONE) * unit,
            y + (row + QR_QUIET_ZONE) * unit,
            unit + 0.05,
            unit + 0.05,
          );
        }
      }
    }
    this.doc.fill("#000000");
  }
}

const full: Span = { start: 0, width: CONTENT };

/**
 * A value that reads left to right (ticket and passport numbers, phones, e-mail, codes), wrapped in
 * a Unicode isolate so it stays in one piece and in order inside a right-to-left line; otherwise a
 * leading "+" or "•" would be moved to the other end. The isolate marks are not drawn.
 */
const ltr = (value: string) => `\u2066${value}\u2069`;

function header(w: TicketPdfWriter, view: TicketView, labels: TicketLabels): void {
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

function references(w: TicketPdfWriter, view: TicketView, labels: TicketLabels): void {
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

interface Column {
  title: string;
  width: number;
}

function table(w: TicketPdfWriter, columns: Column[], rows: { text: string; style: TextStyle }[][][]): void {
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

function passengers(w: TicketPdfWriter, view: TicketView, labels: TicketLabels): void {
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
function legHeight(w: TicketPdfWriter): number {
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

function journey(w: TicketPdfWriter, item: TicketJourneyView, labels: TicketLabels): void {
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

function bullets(w: TicketPdfWriter, lines: string[], style: TextStyle): void {
  for (const line of lines) {
    const height = w.height(line, style, CONTENT - 12);
    w.ensure(height);
    w.drawLine("•", style, { start: 0, width: 10 }, w.y);
    w.y += w.paragraph(line, style, { start: 12, width: CONTENT - 12 }, w.y) + 1;
  }
}

function payment(w: TicketPdfWriter, view: TicketView, labels: TicketLabels): void {
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

function contacts(w: TicketPdfWriter, view: TicketView, labels: TicketLabels): void {
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

function footers(w: TicketPdfWriter, view: TicketView, labels: TicketLabels): void {
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

/** The e-ticket PDF of a ticket view (built for the same locale). */
export async function renderTicketPdf(view: TicketView, locale: TicketLocale): Promise<Buffer> {
  const labels = ticketLabels(locale);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    // No default font (pdfkit would load Helvetica's metrics): the two Vazirmatn weights below are
    // the only fonts of the document.
    font: "",
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${labels.title} ${view.bookingReference}`,
      Author: view.brandName,
      Subject: `${view.brandName} ${view.trackingNumber}`,
      Creator: view.brandName,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  // pdfkit takes an already parsed fontkit font too (its types only list files and buffers).
  const registerFont = doc.registerFont.bind(doc) as unknown as (name: string, font: Font) => Doc;
  registerFont("regular", pdfFont("regular"));
  registerFont("bold", pdfFont("bold"));

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
